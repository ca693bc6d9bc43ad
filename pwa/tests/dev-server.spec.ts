// Runs in Chromium against `npm run dev` (Vite's dev server, scripts/dev-server.ts), started by
// this file on a port of its own: the engineer's loop. Every kind of page renders on the server
// and hydrates in both languages with a clean console, moving between pages works, and an edit
// to a component reaches the open page without a reload.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForHydration } from './fixtures.ts';

const pwa = join(import.meta.dirname, '..');
// Beside the ports of the other tests' servers.
const port = Number(process.env.E2E_PORT ?? 4173) + 2;
const origin = `http://127.0.0.1:${port}`;

let vite: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  vite = spawn(
    join(pwa, 'node_modules', '.bin', 'vite'),
    ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: pwa,
      stdio: 'ignore',
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${origin}/`, { headers: { Accept: 'text/html' } }).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  vite?.kill();
});

for (const [path, status] of [
  ['/', 200],
  ['/pl/care-costs', 200],
  ['/pl/blog/autism-neurodiversity-support', 200],
  ['/search', 200],
  ['/pl/ta-strona-nie-istnieje', 404],
] as const) {
  test(`${path} renders on the dev server (${status}) and hydrates with a clean console`, async ({ page, watched }) => {
    test.setTimeout(60_000);
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(status);
    // The server's own rendering, before any script: the page's heading is in the HTML.
    expect(await response?.text()).toMatch(/<h1[ >]/);
    await waitForHydration(page);
    // A page answered 404 is reported as a failed load, as in production (routes.spec.ts).
    expect(watched.consoleProblems.filter((p) => !(status === 404 && p.includes('404')))).toEqual([]);
  });
}

test('moving between pages and languages works on the dev server', async ({ page, watched }) => {
  test.setTimeout(60_000);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page.locator('header .lang-switch').first().click({ force: true });
  await expect(page).toHaveURL(`${origin}/pl`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.locator('header').getByRole('link', { name: 'Kontakt', exact: true }).first().click({ force: true });
  await expect(page).toHaveURL(`${origin}/pl/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(watched.consoleProblems).toEqual([]);
});

test('an edit to a component shows in the open page without a reload', async ({ page }) => {
  test.setTimeout(60_000);
  const footer = join(pwa, 'src', 'features', 'layout', 'footer.tsx');
  const footerSource = readFileSync(footer, 'utf8');
  try {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    writeFileSync(
      footer,
      footerSource.replace('<footer className="site-footer">', '<footer className="site-footer" data-edited="yes">'),
    );
    await expect(page.locator('footer[data-edited="yes"]')).toHaveCount(1, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    writeFileSync(footer, footerSource);
  }
});
