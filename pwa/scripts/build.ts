// Builds the site into ../dist: the brand fonts subset to the site's text, client bundle,
// server bundle, pre-rendered HTML for every route, manifests, sitemap and robots.txt, then the
// service worker with the precache list of everything pre-rendered. Prints the sizes a first
// visit costs.
import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { precompress } from './compress.ts';
import { checkCoverage, subsetFonts } from './fonts.ts';
import { prerender } from './prerender.ts';
import { reportSizes } from './sizes.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, '..', 'dist');
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

const fonts = await subsetFonts(root);
await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
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
// The service worker is its own bundle: no hashing, served at /sw.js.
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  // A classic worker script: workbox's development logging is compiled out.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: join(root, '.ssr', 'sw'),
    emptyOutDir: true,
    lib: {
      entry: join(root, 'src/features/offline/sw.ts'),
      formats: ['iife'],
      name: 'marigoldServiceWorker',
      fileName: () => 'sw.js',
    },
    minify: true,
  },
});

const pages = await prerender(dist, join(root, '.ssr', 'entry-server.js'));
checkCoverage(dist, fonts);

const sw = await injectManifest({
  swSrc: join(root, '.ssr', 'sw', 'sw.js'),
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,wasm,bin,svg,png,woff2,webmanifest}', 'search/text/**/*.txt'],
  // The linked banners' hosted images are for other sites, the share image for link previews
  // and the large icons for installing (fetched then): nobody needs them offline.
  globIgnores: ['sw.js', '.vite/**', 'brand/**', 'icons/share.png', 'icons/icon-512.png', 'icons/maskable-512.png'],
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
for (const warning of sw.warnings) console.warn(`service worker: ${warning}`);
console.log(
  `pre-rendered ${pages} pages; service worker precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KiB)`,
);

console.log(`compressed ${precompress(dist)} text files (Brotli and gzip copies beside each)`);

reportSizes(dist);
