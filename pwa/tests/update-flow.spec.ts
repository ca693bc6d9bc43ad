// Runs in Chromium against two copies of the built dist/, served in turn at one address: build
// A, then build B (one page and its precache revision changed). A reader on build A is told of
// the new version in the page's language, stays on build A until choosing Reload, and after it
// is served build B, with one precache left.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pl from '../src/i18n/locales/pl.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const server = join(import.meta.dirname, '..', '..', 'target', 'release', 'marigold-serve');
// Beside the port the other tests are served on.
const port = Number(process.env.E2E_PORT ?? 4173) + 1;
const origin = `http://127.0.0.1:${port}`;
/** What build B adds to the Polish home page, outside what the app renders. */
const MARK = '<!-- build B -->';

let folder: string;
let serving: ChildProcess;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'marigold-update-'));
  for (const build of ['a', 'b']) cpSync(dist, join(folder, build), { recursive: true });
  const b = join(folder, 'b');
  writeFileSync(join(b, 'pl.html'), readFileSync(join(b, 'pl.html'), 'utf8').replace('</body>', `${MARK}</body>`));
  const sw = readFileSync(join(b, 'sw.js'), 'utf8');
  const revised = sw.replace(/"revision":"\w+","url":"pl\.html"/, '"revision":"build-b","url":"pl.html"');
  expect(revised).not.toBe(sw);
  writeFileSync(join(b, 'sw.js'), revised);
  // The server prefers a compressed copy: build B's changed files have none.
  for (const file of ['pl.html', 'sw.js']) for (const ext of ['.br', '.gz']) rmSync(join(b, file + ext));
  // The server answers a conditional request by the file's time, to the second: build B's files
  // are dated a minute later, or a copy made in the same second as build A's would answer 304
  // and the browser would never see the new worker.
  const later = new Date(Date.now() + 60_000);
  for (const file of ['pl.html', 'sw.js']) utimesSync(join(b, file), later, later);
  symlinkSync(join(folder, 'a'), join(folder, 'live'));
  serving = spawn(server, ['--root', join(folder, 'live'), '--port', String(port)], { stdio: 'ignore' });
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  serving?.kill();
  rmSync(folder, { recursive: true, force: true });
});

test.use({ serviceWorkers: 'allow' });

test('a new build is offered in the page language and taken only on Reload', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${origin}/pl`);
  await waitForHydration(page);
  // Installed (the whole site precached) and in control; the reader is told, in Polish, and
  // can put the notice away.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const status = page.getByRole('status').filter({ hasText: pl.update.offlineReady });
  // (The live region itself has no size: the notice in it floats over the page.)
  await expect(status.getByText(pl.update.offlineReady)).toBeVisible({ timeout: 30_000 });
  await status.getByRole('button', { name: pl.update.close }).click();
  await expect(page.getByText(pl.update.offlineReady)).toHaveCount(0);

  unlinkSync(join(folder, 'live'));
  symlinkSync(join(folder, 'b'), join(folder, 'live'));

  // A visit finds the new worker; it installs and waits.
  await page.goto(`${origin}/pl`);
  await waitForHydration(page);
  const prompt = page.getByRole('status').filter({ hasText: pl.update.available });
  await expect(prompt.getByText(pl.update.available)).toBeVisible({ timeout: 60_000 });
  // The first install's notice is not shown again for an update.
  await expect(page.getByText(pl.update.offlineReady)).toHaveCount(0);
  // Still build A: the waiting worker serves nothing yet.
  expect(await page.content()).not.toContain(MARK);
  await page.reload();
  await waitForHydration(page);
  expect(await page.content()).not.toContain(MARK);

  await prompt.getByRole('button', { name: pl.update.reload }).click({ timeout: 60_000 });
  await page.waitForFunction((mark) => document.documentElement.outerHTML.includes(mark), MARK, { timeout: 30_000 });
  await waitForHydration(page);
  const precaches = await page.evaluate(async () => (await caches.keys()).filter((k) => k.includes('precache')));
  expect(precaches).toHaveLength(1);
});
