// The site's icons as SVG path data (24 x 24, stroked): vite.config.ts writes them into one
// content-hashed sprite that pages reference, and the banners draw them inline.
export const ICON_PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM20 20l-4-4',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20zM9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2L9.5 8',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 7v5l3 2',
  pin: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 8a2 2 0 1 0 0 4a2 2 0 0 0 0-4z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  // The nine services.
  'dementia-care': 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10zM9 11h6M12 8v6',
  'autism-support': 'M7 8a4 4 0 1 0 0 8c2.5 0 3.5-2 5-4s2.5-4 5-4a4 4 0 1 1 0 8c-2.5 0-3.5-2-5-4S9.5 8 7 8z',
  'personal-care': 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11zM9.5 15a2.5 2.5 0 0 0 2.5 2.5',
  'medication-management': 'M4.5 13.5l9-9a4.2 4.2 0 0 1 6 6l-9 9a4.2 4.2 0 0 1-6-6zM9 9l6 6',
  'meal-preparation': 'M3 12h18a9 9 0 0 1-18 0zM8 8c0-2 2-2 2-4M13 8c0-2 2-2 2-4',
  companionship: 'M4 5h10v7H8l-4 3zM10 15v2h6l4 3v-8h-3',
  'respite-care': 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3',
  'health-conditions': 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  'end-of-life-care':
    'M3 14l4-1 5 2 4-1M3 14v5h4l6 1 8-5-2-2-6 3M12 4.5a2.5 2.5 0 0 1 4 3L12 11 8 7.5a2.5 2.5 0 0 1 4-3z',
  // Trust badges and social networks.
  shield: 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  check: 'M4 12l5 5L20 6',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  instagram: 'M4 4h16v16H4zM12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 0 0 0-7zM17 7h.01',
  linkedin:
    'M4 9h4v11H4zM6 4a2 2 0 1 0 0 4a2 2 0 0 0 0-4zM11 9h4v2c.5-1 2-2 3.5-2 2 0 3.5 1.5 3.5 4v7h-4v-6c0-1-.5-2-1.5-2S15 13 15 14v6h-4z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** The sprite: one symbol per icon, stroked with the colour of the text around it. */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, d]) =>
      `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
