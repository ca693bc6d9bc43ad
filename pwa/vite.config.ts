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

/** React's packages as the bundles see them: Preact's compatible runtime (src/runtime/react.js). */
const reactOnPreact = [
  { find: /^react$/, replacement: join(import.meta.dirname, 'src/runtime/react.js') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];

export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [react(), generatedFiles(), iconSpriteFile()],
  resolve: { alias: reactOnPreact },
  // The pre-renderer bundles the router and i18n bindings too, so they render with the same
  // runtime as the browser and the markup hydrates exactly.
  ssr: { noExternal: true },
  worker: { format: 'es' },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
  },
});
