// The two controls of `npm run bench` (bench.ts), measured the same way as the routes: a blank
// page, and the React floor.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { brotli, gzip } from './compress.ts';

const pwa = join(import.meta.dirname, '..');

/**
 * The control: a page with a heading and a paragraph, and no stylesheet, font or script, served
 * by the same server and measured the same way. Whatever it scores is what this machine gives
 * any page, whatever the page does; its TBT is the navigation task alone (the browser creating
 * the page's context), which the simulation multiplies by four like the page's own work.
 */
export const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head>
<body><h1>A blank page</h1><p>One heading and one paragraph: no stylesheet, no font, no script.</p></body>
</html>
`;
export const CONTROL_LABEL = 'control: a blank page';
export const FLOOR_LABEL = 'control: the React floor';

/**
 * The React floor: a copy of the built site whose /react-floor page is the home page's markup,
 * stylesheet and boot script, which starts React DOM, bundled as the site bundles it, hydrating an
 * empty root beside the markup (scripts/react-floor.ts) instead of the app. The page paints what
 * the home page paints; its scripts are React's alone.
 */
export async function reactFloor(site: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'marigold-bench-floor-'));
  cpSync(site, root, { recursive: true });
  const bundle = join(root, 'floor-build');
  await build({
    configFile: false,
    root: pwa,
    logLevel: 'warn',
    build: {
      outDir: bundle,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: join(pwa, 'scripts', 'react-floor.ts'),
        output: { entryFileNames: 'react-floor.js' },
      },
    },
  });
  const script = readdirSync(bundle).find((f) => f === 'react-floor.js');
  if (!script) throw new Error('the React floor did not build');
  const code = readFileSync(join(bundle, script));
  writeFileSync(join(root, 'assets', 'react-floor.js'), code);
  writeFileSync(join(root, 'assets', 'react-floor.js.br'), brotli(code, true));
  writeFileSync(join(root, 'assets', 'react-floor.js.gz'), gzip(code));
  const home = readFileSync(join(site, 'index.html'), 'utf8');
  // The page's boot script (src/boot/paint-first.js) starts React DOM alone, as it starts the
  // app on the site's pages: after the first paint.
  const boot = /data-entry="[^"]*" data-modules="[^"]*"/;
  if (!boot.test(home)) throw new Error('the home page has no boot script as the React floor expects');
  const page = home
    .replace(boot, 'data-entry="react-floor.js" data-modules=""')
    .replace(/<script type="application\/json" id="route-data">.*?<\/script>/s, '')
    .replace('</body>', '<div id="react-floor"></div></body>');
  writeFileSync(join(root, 'react-floor.html'), page);
  return root;
}
