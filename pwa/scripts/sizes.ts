// Prints what a visit costs after each build: every budgeted figure beside its budget
// (budgets.ts), then the search module and each index, raw and gzip-compressed.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import routes from '../generated/data/routes.json' with { type: 'json' };
import { formatFigures, gzipSize, measure } from './budgets.ts';
import { fileFor } from './prerender.ts';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The pre-rendered files of the articles, for the article HTML budget. */
export function articleFiles(): string[] {
  return routes.filter((r) => r.key === 'article').map((r) => fileFor(r.path));
}

export function reportSizes(dist: string): void {
  console.log('budgets (docs/requirements.md; tests/budgets.spec.ts fails on any over budget):');
  console.log(formatFigures(measure(dist, articleFiles())));
  console.log('search:');
  for (const f of readdirSync(join(dist, 'assets')).filter((a) => /\.(wasm|bin)$/.test(a))) {
    const raw = statSync(join(dist, 'assets', f)).size;
    console.log(`  ${f.padEnd(56)} ${kib(raw)} raw, ${kib(gzipSize(dist, `assets/${f}`))} gzip`);
  }
}
