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

/** Marks every chunk of the browser's app for eager compilation (V8's explicit compile hint, a
 * comment that must open the file). Nearly every function of these chunks runs while a page
 * hydrates; compiled lazily, each is compiled on the main thread at its first call, inside the
 * hydration tasks a tap would wait for. Marked, V8 compiles them on a background thread while
 * the file streams in. Browsers without the hint read a comment. */
function eagerCompileHint(): Plugin {
  return {
    name: 'marigold-eager-compile-hint',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunks (its preload map opens the entry).
      order: 'post',
      handler(_, bundle) {
        if (this.environment?.config.consumer === 'server') return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}

/** V8's hint that every function in the file is called on load (Chrome 136 and later). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

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
  plugins: [react(), generatedFiles(), iconSpriteFile(), eagerCompileHint()],
  resolve: { alias: reactOnPreact },
  // The pre-renderer bundles the router and i18next too, so they render with the same
  // runtime as the browser and the markup hydrates exactly.
  ssr: { noExternal: true },
  worker: { format: 'es' },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The libraries every page hydrates with, a chunk each: src/boot/load-app.js evaluates
        // them one task at a time (in one chunk, evaluating them was one task of 12-16 ms on a
        // laptop, four times that on a cheap phone).
        codeSplitting: {
          groups: [
            { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'i18next', test: /[\\/]node_modules[\\/]i18next[\\/]/ },
          ],
        },
      },
    },
  },
});
