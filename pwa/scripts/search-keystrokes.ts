// Keystroke benchmark of the browser module under Node: every prefix of every query of the
// judged query set (scripts/search-queries.json), as a reader types it, through the same wasm
// and index files the site serves. Prints p50, p95 and the slowest per language. A benchmark,
// not a test:   scripts/build.sh && cd pwa && npm run bench:keystrokes
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const generated = join(import.meta.dirname, '..', 'generated');
const queries = JSON.parse(readFileSync(join(import.meta.dirname, 'search-queries.json'), 'utf8')) as {
  lang: 'en' | 'pl';
  query: string;
}[];

for (const lang of ['en', 'pl'] as const) {
  const glue = (await import(
    join(generated, 'wasm', `search_${lang}.js`)
  )) as typeof import('#generated/wasm/search_en.js');
  glue.initSync({ module: readFileSync(join(generated, 'wasm', `search_${lang}_bg.wasm`)) });
  const started = performance.now();
  const index = new glue.SearchIndex(readFileSync(join(generated, 'search', `index.${lang}.bin`)));
  const load = performance.now() - started;
  const typed = queries
    .filter((q) => q.lang === lang)
    .flatMap((q) => [...q.query].map((_, i, chars) => chars.slice(0, i + 1).join('')));
  for (const q of typed) index.search(q, '', '', 20, true);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of typed) {
      const t = performance.now();
      index.search(q, '', '', 20, true);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.round((times.length - 1) * p)];
  console.log(
    `${lang}: ${typed.length} keystrokes x 5 rounds; p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, ` +
      `slowest ${times[times.length - 1].toFixed(3)} ms; index load ${load.toFixed(1)} ms (wasm in Node ${process.version})`,
  );
}
