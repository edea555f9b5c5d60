/**
 * A figure is one measured quantity: its samples, its budget and, where the brief asks for one,
 * the baseline it is compared with. Everything the table and latest.json show comes from here.
 */
/** `round trips`: a time over a link, divided by the link's round trip. */
export type Unit = 'ms' | 'bytes' | 'count' | 'ratio' | 'round trips';

export interface Budget {
  /** The figure passes when its median is at most this… */
  max?: number;
  /** …and at least this (a throughput ratio). */
  min?: number;
  /** How the budget reads in the table, e.g. "≤ 1.5× baseline". */
  label: string;
}

export interface Figure {
  group: string;
  name: string;
  unit: Unit;
  samples: number[];
  budget?: Budget;
  /** The same quantity for the floor / baseline page, for the ratio column. */
  baseline?: number;
  /** Anything the reader needs to interpret the figure (what was counted, why it failed). */
  note?: string;
  /**
   * A figure about what the page loads (duplicate singletons, heavy parts on /login, areas that
   * fail to render), not how much: `--gate structure` (the check inside `npm test`) fails on these.
   */
  structural?: true;
}

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0)
    return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs: sorted.length };
}

export type Verdict = 'pass' | 'FAIL' | 'info';

export function verdictOf(figure: Figure): Verdict {
  if (!figure.budget) return 'info';
  const { median } = summarize(figure.samples);
  const { max = Infinity, min = -Infinity } = figure.budget;
  return Number.isFinite(median) && median <= max && median >= min ? 'pass' : 'FAIL';
}

export function ratioToBaseline(figure: Figure): number | undefined {
  if (figure.baseline === undefined || figure.baseline === 0) return undefined;
  return summarize(figure.samples).median / figure.baseline;
}

export const kb = (bytes: number) => bytes * 1024;
