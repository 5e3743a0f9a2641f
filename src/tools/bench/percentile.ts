/**
 * The p-th percentile (0–100) of timings, nearest rank, as every benchmark here prints it:
 * `percentile` of values sorted ascending, `percentileOf` of values in any order (sorted first, on a copy).
 * Empty input gives NaN.
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const percentileOf = (values: readonly number[], p: number): number => percentile([...values].sort((a, b) => a - b), p);
