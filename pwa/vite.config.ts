// Vite configuration for the client build; scripts/build.ts reuses it for the server build
// that pre-renders every route.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devServer } from './scripts/dev-server.ts';
import { iconSprite } from './src/features/layout/icon-paths.ts';
import { webManifest } from './src/features/offline/web-manifest.ts';
import type { Lang } from './src/shared/paths.ts';

const generated = join(import.meta.dirname, 'generated');

/** Emits what the indexer writes for the site as it is: content images at /images/..., the
 * Atom feeds at /feed.xml and /pl/feed.xml, and the search results' excerpt texts at
 * /search/text/<lang>/<doc>.txt. */
function generatedFiles(): Plugin {
  const trees = [
    { dir: join(generated, 'images'), prefix: 'images/' },
    { dir: join(generated, 'feeds'), prefix: '' },
    { dir: join(generated, 'search-text'), prefix: 'search/text/' },
  ];
  const files = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return {
    name: 'marigold-generated-files',
    apply: 'build',
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const { dir, prefix } of trees) {
        for (const path of files(dir)) {
          this.emitFile({
            type: 'asset',
            fileName: `${prefix}${relative(dir, path)}`,
            source: readFileSync(path),
          });
        }
      }
    },
  };
}

/** `virtual:icon-sprite`: the URL of the icon sprite, named by a hash of its content so it is
 * cached for good; the same URL in the pre-renderer and the browser. */
function iconSpriteFile(): Plugin {
  const id = 'virtual:icon-sprite';
  const source = iconSprite();
  const fileName = `assets/icons-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.svg`;
  return {
    name: 'marigold-icon-sprite',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) => (loaded === `\0${id}` ? `export default ${JSON.stringify(`/${fileName}`)};` : null),
    generateBundle() {
      if (this.environment?.config.consumer !== 'server') this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * The PWA, built by vite-plugin-pwa: the service worker (src/features/offline/sw.ts), compiled
 * and given its precache list by the injectManifest strategy, the web app manifests (one
 * instance per language, each writing its own) and the registration the app imports
 * (`virtual:pwa-register/react`). Two of the plugins' hooks are left out:
 * - `closeBundle`, which would build the worker at the end of the client build, before any page
 *   is pre-rendered. The precache list must hold every page, so, as the plugin's SvelteKit and
 *   Astro integrations do, scripts/build.ts calls the plugin's API once the pages are written.
 * - `transformIndexHtml`, which would link the manifest in every page's HTML: a linked manifest
 *   makes the browser check installability while the page hydrates, so the app links it once
 *   the page is idle (features/offline/use-manifest-link.ts).
 */
function progressiveWebApp(): Plugin[] {
  const LEFT_OUT = ['closeBundle', 'transformIndexHtml'];
  const plugins = (lang: Lang) =>
    VitePWA({
      ...webManifest(lang),
      strategies: 'injectManifest',
      srcDir: 'src/features/offline',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The precache list comes from globPatterns: the large icons are fetched when installing.
      includeManifestIcons: false,
      injectManifest: {
        // A classic worker script, minified.
        rollupFormat: 'iife',
        minify: true,
        globPatterns: ['**/*.{html,js,css,wasm,bin,svg,png,woff2,webmanifest}', 'search/text/**/*.txt'],
        // The linked banners' hosted images are for other sites, the share image for link
        // previews and the large icons for installing (fetched then): nobody needs them
        // offline. The English manifest is added to the list by the plugin itself.
        globIgnores: [
          'sw.js',
          '.vite/**',
          'brand/**',
          'icons/share.png',
          'icons/icon-512.png',
          'icons/maskable-512.png',
          'manifest.webmanifest',
        ],
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }).map((plugin) =>
      Object.fromEntries(Object.entries(plugin as Plugin).filter(([hook]) => !LEFT_OUT.includes(hook))),
    ) as Plugin[];
  // The English instance also builds the worker and serves the virtual modules (the first
  // plugin to resolve an id wins); the Polish one adds its manifest.
  return [...plugins('en'), ...plugins('pl')];
}

/** The service worker's plugins, whose API scripts/build.ts calls once the pages are written. */
export const pwa = progressiveWebApp();

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [react(), devServer(), generatedFiles(), iconSpriteFile(), pwa],
  // The pre-renderer bundles React, the router and i18next too, so it renders with the same
  // builds of them as the browser and the markup hydrates exactly.
  ssr: { noExternal: true },
  worker: { format: 'es' },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    // Every browser the site supports (es2022) knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page hydrates with, a chunk each: cached apart from the app's
        // code, which changes far more often, and the React runtime measured on its own line
        // (scripts/budgets.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'i18next', test: /[\\/]node_modules[\\/]i18next[\\/]/ },
          ],
        },
      },
    },
  },
});
