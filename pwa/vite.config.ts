// Vite configuration for the client build; scripts/build.ts reuses it for the server build
// that pre-renders every route.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { iconSprite } from './src/features/layout/icon-paths.ts';

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

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [react(), generatedFiles(), iconSpriteFile()],
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
