// The search benchmark's report: each engine's bytes, relevance and keystroke times, overall and
// by kind of query, as Markdown tables.
import { KINDS, LANGS, OURS, type Run } from './search-bench-queries.ts';

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Summary {
  firstQuery: number;
  total: number;
  mrr: number;
  success3: number;
  /** Queries that showed no result at all. */
  zero: number;
  median: number;
  p95: number;
  firstKeystroke: number | null;
  missed: number;
  keystrokes: number;
}

function summarise(run: Run): Summary {
  const r = run.results;
  const times = r.flatMap((q) => q.keystrokes).filter((k): k is number => k !== null);
  const all = r.flatMap((q) => q.keystrokes);
  return {
    firstQuery: r[0].bytes,
    total: r.reduce((s, q) => s + q.bytes, 0),
    mrr: r.reduce((s, q) => s + (q.rank ? 1 / q.rank : 0), 0) / r.length,
    success3: r.filter((q) => q.rank >= 1 && q.rank <= 3).length / r.length,
    zero: r.filter((q) => q.top.length === 0).length,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    firstKeystroke: r[0].keystrokes[0],
    missed: all.length - times.length,
    keystrokes: all.length,
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (v: number | null) => (v === null || Number.isNaN(v) ? '–' : v.toFixed(0));
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

export function report(runs: Run[], meta: string): string {
  const header = [
    'Engine',
    'Lang',
    'First query (KiB)',
    'Whole set (KiB)',
    'MRR@5',
    'Success@3',
    'No results',
    'Keystroke→results median (ms)',
    'p95 (ms)',
    'First keystroke (ms)',
  ];
  const summaries = runs.map((run) => [run, summarise(run)] as const);
  const main = summaries.map(([run, s]) =>
    row([
      run.engine,
      run.lang,
      kib(s.firstQuery),
      kib(s.total),
      s.mrr.toFixed(3),
      `${(s.success3 * 100).toFixed(0)}%`,
      String(s.zero),
      ms(s.median),
      ms(s.p95) + (s.missed ? ` (${s.missed} of ${s.keystrokes} never shown)` : ''),
      ms(s.firstKeystroke),
    ]),
  );
  const ratios = LANGS.map((lang) => {
    const [ours, theirs] = [
      summaries.find(([r]) => r.lang === lang && r.engine === OURS)?.[1],
      summaries.find(([r]) => r.lang === lang && r.engine !== OURS)?.[1],
    ];
    if (!ours || !theirs) return row([lang, '–', '–']);
    return row([
      lang,
      `${(ours.firstQuery / theirs.firstQuery).toFixed(2)}×`,
      `${(ours.total / theirs.total).toFixed(2)}×`,
    ]);
  });
  const byKind = summaries.map(([run]) =>
    row([
      run.engine,
      run.lang,
      ...KINDS.map((kind) => {
        const qs = run.results.filter((q) => q.kind === kind);
        if (!qs.length) return '–';
        const mrr = qs.reduce((sum, q) => sum + (q.rank ? 1 / q.rank : 0), 0) / qs.length;
        return `${qs.filter((q) => q.rank >= 1 && q.rank <= 3).length}/${qs.length} (${mrr.toFixed(2)})`;
      }),
    ]),
  );
  // A page in the first five that nobody judged counts as not relevant: a figure that rests on
  // many of them says more about the judgements than about the engine.
  const unjudged = summaries.flatMap(([run]) =>
    run.results
      .filter((q) => q.unjudged.length > 0)
      .map((q) => row([run.engine, run.lang, `"${q.query}"`, q.unjudged.map((p) => `\`${p}\``).join(', ')])),
  );
  const where = summaries.map(([run, s]) => {
    const top = Object.entries(run.byPath)
      .sort(([, a], [, b]) => b.bytes - a.bytes)
      .slice(0, 4)
      .map(([path, e]) => `\`${path}\` ${kib(e.bytes)} KiB (${e.requests}×)`);
    return row([run.engine, run.lang, kib(s.total), top.join(', ')]);
  });
  return [
    meta,
    '',
    row(header),
    row(header.map((_, i) => (i < 2 ? '---' : '---:'))),
    ...main,
    '',
    'Our transfer as a multiple of Pagefind’s:',
    '',
    row(['Lang', 'First query', 'Whole set']),
    row(['---', '---:', '---:']),
    ...ratios,
    '',
    'Success@3 by kind of query (queries with an expected page in the top three, of all of that kind), and MRR@5 in brackets:',
    '',
    row(['Engine', 'Lang', ...KINDS]),
    row(['---', '---', ...KINDS.map(() => '---:')]),
    ...byKind,
    '',
    'Pages in the first five that are neither expected nor judged not relevant (judge them as `scripts/search-judging.md` says):',
    '',
    ...(unjudged.length
      ? [row(['Engine', 'Lang', 'Query', 'Unjudged']), row(['---', '---', '---', '---']), ...unjudged]
      : ['None.']),
    '',
    'Where the whole-set transfer went (the largest paths, with how many requests; Pagefind’s fragment and index files grouped):',
    '',
    row(['Engine', 'Lang', 'Whole set (KiB)', 'Largest']),
    row(['---', '---', '---:', '---']),
    ...where,
  ].join('\n');
}
