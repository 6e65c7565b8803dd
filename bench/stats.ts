// Small statistics helpers shared by the benchmarks. Figures are rounded for printing only.

/** Value at quantile q (0..1) of the samples, by nearest rank on a sorted copy. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (s: readonly number[]): number => quantile(s, 0.5);

/** Rounds to `digits` significant decimals after the point (3 by default): 0.01234 → 0.0123. */
export function round(x: number, digits = 3): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return 0;
  const mag = Math.floor(Math.log10(Math.abs(x)));
  const places = Math.max(digits - 1 - mag, 0);
  return Number(x.toFixed(Math.min(places, 6)));
}

/**
 * Tail quantile that resists other work on the machine: the samples (taken in rounds, in order) are cut
 * into `groups` contiguous groups, the quantile is taken in each, and the median of those is returned.
 * A burst of preemption or a stray GC pause spoils one group, not the figure; a tail every group shows
 * (a slow input, a pause that recurs) is kept.
 */
export function groupedQuantile(samples: readonly number[], q: number, groups: number): number {
  const size = Math.floor(samples.length / groups);
  if (groups <= 1 || size < 10) return quantile(samples, q);
  const per: number[] = [];
  for (let g = 0; g < groups; g++) per.push(quantile(samples.slice(g * size, (g + 1) * size), q));
  return median(per);
}

/** Median and 95th percentile (grouped, see groupedQuantile), rounded. */
export interface Spread {
  median: number;
  p95: number;
}

export function spread(samples: readonly number[], groups = 3): Spread {
  return { median: round(median(samples)), p95: round(groupedQuantile(samples, 0.95, groups)) };
}

/** Times `fn` once in milliseconds (performance.now, sub-microsecond in Node). */
export function timeMs(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export async function timeMsAsync(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}
