// Brand facts the banners print, derived from their one source: the colour and typeface tokens
// of styles/tokens.css, and the opening hours of site.toml.

/** The custom properties of a stylesheet: `--blue: #1d4e89;` -> { blue: '#1d4e89' }. */
export function parseTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/gi)) tokens[name] = value.trim();
  return tokens;
}

/** The first family of a font stack: `'Lora', Georgia, serif` -> `Lora`. */
export function firstFamily(stack: string): string {
  return stack
    .split(',')[0]
    .trim()
    .replace(/^['"]|['"]$/g, '');
}

/** "08:00" -> "8am", "18:30" -> "6:30pm". */
function clock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

/** Opening hours as a banner prints them: "8am–6pm Mon–Fri". */
export function availability(hours: { days: readonly string[]; opens: string; closes: string }): string {
  const day = (d: string | undefined) => (d ?? '').slice(0, 3);
  const days =
    hours.days.length > 1 ? `${day(hours.days[0])}–${day(hours.days[hours.days.length - 1])}` : day(hours.days[0]);
  return `${clock(hours.opens)}–${clock(hours.closes)} ${days}`;
}
