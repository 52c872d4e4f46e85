// The percentiles the benches report (nearest rank: a figure that some request really took).

/** The value at percentile p (0-100) of values; NaN for none. */
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

export type Pair = [p50: number, p99: number];

export const p50p99 = (values: number[]): Pair => [percentile(values, 50), percentile(values, 99)];
