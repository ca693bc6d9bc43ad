// The report of `npm run bench` (bench.ts): medians, tables and what the routes were read against.
import { CONTROL_LABEL, FLOOR_LABEL } from './bench-controls.ts';

/** The figures of one Lighthouse run; times in ms, bytes in bytes. */
export interface Sample {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Longest task of the load as the long-tasks audit simulates it; 0 when none reaches 50 ms. */
  longestTask: number;
  longestTaskUrl: string;
  /** Longest task starting after the first contentful paint (both simulated). 0 when none
   * reaches 50 ms. The simulation can place work done before the paint (the first layout) after
   * it, so this is an upper bound on what the app's hydration costs. */
  longestAfterPaint: number;
  /** Longest task from the first contentful paint to the app's `hydrated` mark, from the trace
   * Lighthouse recorded, at its CPU slowdown: the tasks a tap on the painted page waits for. */
  longestHydrating: number;
  /** The same tasks' longest processor time (the trace's thread time), at the same slowdown:
   * the work itself, without the time the thread waited for a core. */
  longestHydratingCpu: number;
  benchmarkIndex: number;
  /** For the report's heading. */
  lighthouseVersion: string;
  /** Requests the page made to anywhere but the local server. */
  offMachine: string[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A route as code; the control row in words. */
export function label(path: string): string {
  return path === CONTROL_LABEL || path === FLOOR_LABEL ? `*${path}*` : `\`${path}\``;
}

/** A cell at display precision; the target is checked on the shown number, so a ✗ never contradicts it. */
function cell(value: number, digits: number, unit: string, meets: (shown: number) => boolean): string {
  const shown = Number(value.toFixed(digits));
  return `${value.toFixed(digits)}${unit}${meets(shown) ? '' : ' ✗'}`;
}

/** The controls' medians the routes' FCP and TBT are read against (docs/requirements.md). */
export interface Controls {
  blankFcp: number;
  floorTbt: number;
}

export function controlsOf(results: [string, Sample[]][]): Controls | undefined {
  const med = (label: string, key: 'fcp' | 'tbt') => {
    const found = results.find(([path]) => path === label);
    return found ? median(found[1].map((s) => s[key])) : undefined;
  };
  const blankFcp = med(CONTROL_LABEL, 'fcp');
  const floorTbt = med(FLOOR_LABEL, 'tbt');
  return blankFcp === undefined || floorTbt === undefined ? undefined : { blankFcp, floorTbt };
}

export function table(results: [string, Sample[]][], controls: Controls | undefined): string {
  const rows = results.map(([path, samples]) => {
    const m = (key: keyof Sample) => median(samples.map((s) => s[key] as number));
    const isControl = path === CONTROL_LABEL || path === FLOOR_LABEL;
    return [
      label(path),
      cell(m('performance'), 0, '', (v) => v >= 95),
      // Read against the controls of the same run, which a route cannot be "better" than.
      cell(m('fcp') / 1000, 2, ' s', (v) => isControl || !controls || v <= (controls.blankFcp + 150) / 1000),
      cell(m('lcp') / 1000, 2, ' s', (v) => v <= 1.5),
      cell(m('tbt'), 0, ' ms', (v) => isControl || !controls || v <= controls.floorTbt + 50),
      cell(m('cls'), 3, '', (v) => v <= 0.02),
      (m('bytes') / 1024).toFixed(1),
    ];
  });
  const header = ['Route', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Transferred (KiB)'];
  return [header, header.map((_, i) => (i === 0 ? '---' : '---:')), ...rows]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
}

/** The long-tasks audit only lists tasks of 50 ms or more, so a 0 median means "under 50 ms".
 * The target (none over 50 ms during hydration) is marked on the tasks from first paint to
 * hydrated, measured in the trace; the whole load's longest and the simulation's longest after
 * first paint are shown for what they are. */
export function longTasks(results: [string, Sample[]][]): string {
  const duration = (ms: number, target: boolean) =>
    ms === 0 ? 'none ≥ 50 ms' : `${ms.toFixed(0)} ms${target && Math.round(ms) > 50 ? ' ✗' : ''}`;
  const rows = results.map(([path, samples]) => {
    const value = median(samples.map((s) => s.longestTask));
    const afterPaint = duration(median(samples.map((s) => s.longestAfterPaint)), false);
    const during =
      path === CONTROL_LABEL
        ? 'no app'
        : [median(samples.map((s) => s.longestHydrating)), median(samples.map((s) => s.longestHydratingCpu))]
            // Judged on the shown whole number, as in the first table: "50 ms ✗" would contradict itself.
            .map((ms) => `${ms.toFixed(0)} ms${Math.round(ms) > 50 ? ' ✗' : ''}`)
            .join(' / ');
    if (value === 0) return [label(path), duration(0, false), '', afterPaint, during];
    // The script of the run closest to the median: that is the task being described.
    const closest = [...samples].sort((a, b) => Math.abs(a.longestTask - value) - Math.abs(b.longestTask - value))[0];
    // Lighthouse names a script by URL, or says "Unattributable" for work it cannot tie to one.
    const script = closest.longestTaskUrl.replace(/^https?:\/\/[^/]+/, '');
    const attributed = /^\//.test(script) ? `\`${script}\`` : script.toLowerCase();
    return [label(path), duration(value, false), attributed, afterPaint, during];
  });
  const header = [
    'Route',
    'Longest task',
    'Attributed to',
    'Longest after first paint',
    'Longest while hydrating (length / work)',
  ];
  return [header, ['---', '---:', '---', '---:', '---:'], ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** The controls' figures the routes were read against, in words. */
export function againstControls(controls: Controls | undefined): string {
  if (!controls) return '';
  return `In this run: the blank page's FCP ${(controls.blankFcp / 1000).toFixed(2)} s, the React floor's TBT ${controls.floorTbt.toFixed(0)} ms.`;
}
