// Runs in Node on the built dist/ (no browser): the browser runs React DOM and nothing else. Fails
// if a bundle carries Preact (its name, or the mangled properties of its virtual DOM and hooks,
// which survive minification), or if what every page loads lacks React DOM's client runtime.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryKey, readManifest } from '../scripts/vite-manifest.ts';
import { expect, test } from './fixtures.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const assets = join(dist, 'assets');

/** Preact's fingerprints: its name, and `__H` (a component's hooks), `__k` (a vnode's children),
 * `__c` (its component) and `__v` (its original) as its minified code reads them. */
const PREACT = /preact|\.__(H|k|c|v)\b/i;

test('no bundle carries Preact', () => {
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((f) => PREACT.test(readFileSync(join(assets, f), 'utf8')))).toEqual([]);
});

test('every page loads React DOM: the entry imports its client runtime', () => {
  const manifest = readManifest(dist);
  const loaded = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(entryKey(manifest));
  const code = [...loaded].map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
  // Markers of react-dom/client's production build: its root API, the hook React DevTools
  // attach to, and the address of its minified error messages.
  expect(code).toContain('hydrateRoot');
  expect(code).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
  expect(code).toContain('https://react.dev/errors/');
});
