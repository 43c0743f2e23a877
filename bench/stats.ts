/** Timing helpers for `npm run bench`: medians of repeated runs, printed as ratios. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Milliseconds per run of `fn`, after `warmup` unmeasured runs. */
export async function time(fn: () => unknown, warmup: number, runs: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** `ours / theirs` as `0.53x` (below 1 means ours is faster). */
export function ratio(ours: number, theirs: number): string {
  return `${(ours / theirs).toFixed(2)}x`;
}
