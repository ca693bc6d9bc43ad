// Shared test helpers: a page that records console problems and requests leaving the origin.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export interface Watched {
  consoleProblems: string[];
  foreignRequests: string[];
}

export const test = base.extend<{ watched: Watched }>({
  watched: async ({ page, baseURL }, use) => {
    const watched: Watched = { consoleProblems: [], foreignRequests: [] };
    page.on('console', (msg) => {
      // Playwright's own note when a test blocks the service worker is not the page's.
      if (msg.text().includes('blocked by Playwright')) return;
      if (msg.type() === 'error' || msg.type() === 'warning')
        watched.consoleProblems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => watched.consoleProblems.push(`pageerror: ${err.message}`));
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:'))
        watched.foreignRequests.push(url);
    });
    await use(watched);
  },
});

export { expect };

/** Waits until the page is hydrated (shared/hydration.tsx marks #root) and the network is idle. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated !== undefined);
  await page.waitForLoadState('networkidle');
}

/**
 * Starts recording the changes made to the page's content (#root) between the end of parsing and
 * the end of hydrating (`data-hydrated` on #root, set by shared/hydration.tsx); `hydrationChanges` reads them.
 * Hydrating should change nothing: every change makes the browser restyle, lay out and repaint.
 * Left out, as meant to change: the content-once marks (`data-h`, removed before hydrating), live
 * regions (`role="status"`, which say what the app is doing), `noscript` (never shown when
 * scripts run) and a `textarea`'s text (React may set its text, the default value the HTML
 * carries, again as it hydrates it). A form control's attributes count by where they end: React
 * hydrates an input by setting its name, type, value and checked again (the name cleared and put
 * back, so a radio group is not joined half-made), which leaves them as the HTML had them.
 */
export async function recordHydrationChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { hydrationChanges: string[] }).hydrationChanges = changes;
    const describe = (node: Node | null): string => {
      const path: string[] = [];
      for (let n = node; n && !(n instanceof Element && n.id === 'root'); n = n.parentNode)
        path.unshift(
          n instanceof Element
            ? n.localName + (n.classList.length ? `.${n.classList[0]}` : '')
            : JSON.stringify(n.textContent?.slice(0, 30)),
        );
      return path.slice(-4).join(' > ');
    };
    // Form controls' attributes as the HTML had them, compared once the page has hydrated.
    const controls = new Map<Element, Map<string, string | null>>();
    const settleControls = () => {
      for (const [element, attributes] of controls)
        for (const [name, before] of attributes)
          if (element.getAttribute(name) !== before) changes.push(`${describe(element)}: attribute ${name}`);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target;
        if (target instanceof Element && target.id === 'root' && record.attributeName === 'data-hydrated') {
          observer.disconnect();
          settleControls();
          return;
        }
        if (record.type === 'attributes' && target instanceof Element && target.matches('input, select, option')) {
          const attributes = controls.get(target) ?? new Map<string, string | null>();
          controls.set(target, attributes);
          if (!attributes.has(record.attributeName!)) attributes.set(record.attributeName!, record.oldValue);
          continue;
        }
        const element = target instanceof Element ? target : target.parentElement;
        if (!document.getElementById('root')?.contains(target) || record.attributeName === 'data-h') continue;
        if (element?.closest('noscript, [role="status"], textarea')) continue;
        const nodes = (list: NodeList) => [...list].map(describe).join(', ');
        changes.push(
          record.type === 'attributes'
            ? `${describe(target)}: attribute ${record.attributeName}`
            : record.type === 'characterData'
              ? `${describe(target)}: text was ${JSON.stringify(record.oldValue?.slice(0, 30))}`
              : `${describe(target)}: added [${nodes(record.addedNodes)}], removed [${nodes(record.removedNodes)}]`,
        );
      }
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeOldValue: true,
          characterData: true,
          characterDataOldValue: true,
        });
    });
  });
}

/** The changes `recordHydrationChanges` saw, once the page has hydrated. */
export async function hydrationChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { hydrationChanges: string[] }).hydrationChanges);
}

/** Visits the home page, waits until the service worker controls it, then cuts the network. */
export async function goOfflineAfterFirstVisit(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
}

/** axe-core's WCAG 2.2 A and AA violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Parts below the first screen render only as they near the viewport (content-visibility in
  // main.css), and until then axe finds no background behind their text and reports white on
  // white. They are checked rendered, as a reader who scrolls to them sees them, through a
  // constructed sheet, which the site's Content Security Policy (no inline styles) allows.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The paths of the fonts the page preloads. */
export async function preloadedFonts(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="preload"][as="font"]', (links) =>
    links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );
}

/**
 * The fonts the page preloads that it draws no text in: a font is drawn when some visible text
 * is set in its face (family and weight) and has a letter of its subset (Latin, or Latin
 * Extended letters such as ą, ę, ł).
 */
export async function undrawnPreloadedFonts(page: Page): Promise<string[]> {
  const preloaded = await preloadedFonts(page);
  const drawn = await page.evaluate(() => {
    const faces = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      const family = style.fontFamily.split(',')[0].replace(/["']/g, '').trim().toLowerCase().replace(/ /g, '-');
      // The faces the site has: Lora at 600 only, Atkinson Hyperlegible Next at 400 and 700.
      const weight = family === 'lora' ? 600 : Number(style.fontWeight) >= 600 ? 700 : 400;
      if (/[A-Za-z]/.test(node.textContent)) faces.add(`${family}-latin-${weight}`);
      if (/[\u0100-\u024f]/.test(node.textContent)) faces.add(`${family}-latin-ext-${weight}`);
    }
    return [...faces];
  });
  // /assets/lora-latin-ext-600-normal-<hash>.woff2 -> lora-latin-ext-600
  return preloaded.filter((url) => !drawn.includes(/\/assets\/(.+?)-normal-/.exec(url)?.[1] ?? ''));
}
