// Full-page screenshots of every route in the route list at 375 px and 1280 px wide, for a
// person to look at. Serve dist/ first (scripts/serve.sh), then:
//   BASE_URL=http://127.0.0.1:8080 npm run screenshots [-- /filter]
// Images go to test-results/screenshots/. SEGMENT=1600 cuts each page into pieces that tall,
// which are easier to look at than one very long image.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { routes } from '../src/shared/paths.ts';
import { chromiumLaunchOptions } from '../tests/chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const filter = process.argv[2] ?? '';
const widths = [375, 1280];
const out = 'test-results/screenshots';
const segment = Number(process.env.SEGMENT ?? 0);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const route of routes.filter((r) => r.path.includes(filter))) {
    await page.goto(base + route.path, { waitUntil: 'networkidle' });
    const name = (route.path.replace(/\//g, '_') || '_') + `-${width}`;
    if (!segment) {
      await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
      continue;
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 1; y < height; y += segment, i++) {
      const clip = { x: 0, y, width, height: Math.min(segment, height - y) };
      await page.screenshot({ path: `${out}/${name}-${i}.png`, fullPage: true, clip });
    }
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
