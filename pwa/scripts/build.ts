// Builds the site into ../dist: the brand fonts subset to the site's text, client bundle,
// server bundle, pre-rendered HTML for every route, manifests, sitemap and robots.txt, then the
// service worker with the precache list of everything pre-rendered. Prints the sizes a first
// visit costs.
import { join } from 'node:path';
import { build } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import config, { pwa } from '../vite.config.ts';
import { precacheFiles } from './budgets.ts';
import { precompress } from './compress.ts';
import { checkCoverage, subsetFonts } from './fonts.ts';
import { prerender } from './prerender.ts';
import { reportSizes } from './sizes.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, '..', 'dist');
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

const fonts = await subsetFonts(root);
// The client build with the config's own plugin instances: the service worker plugin learns
// the build's settings here, and its API builds the worker after pre-rendering.
await build({ ...config, configFile: false, logLevel: 'warn' });
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: '.ssr',
    emptyOutDir: true,
    manifest: false,
    rollupOptions: {
      // The pre-renderer bundles every interface string on purpose (i18n/server-strings.ts);
      // the browser's dynamic imports of the same files split only the client bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});
const pages = await prerender(dist, join(root, '.ssr', 'entry-server.js'));
checkCoverage(dist, fonts);

// Every page is written: now the service worker, with all of them in its precache list.
const api = pwa.find((p) => p.name === 'vite-plugin-pwa')?.api as VitePluginPWAAPI | undefined;
if (!api) throw new Error('vite.config.ts has no vite-plugin-pwa');
await api.generateSW();
console.log(`pre-rendered ${pages} pages; service worker precaches ${precacheFiles(dist).length} files`);

console.log(`compressed ${precompress(dist)} text files (Brotli and gzip copies beside each)`);

reportSizes(dist);
