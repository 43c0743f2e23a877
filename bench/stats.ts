/** Statistics for `npm run bench`: medians with their spread, ratios of medians. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Half the interquartile range relative to the median, as `±3%`: how far typical samples stray. */
export function spread(xs: readonly number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.round(p * (s.length - 1))))]!;
  const m = median(xs);
  return m === 0 ? "±0%" : `±${Math.round(((q(0.75) - q(0.25)) / 2 / m) * 100)}%`;
}

/** `ours / theirs` as `0.53x`. */
export function ratio(ours: number, theirs: number): string {
  return `${(ours / theirs).toFixed(2)}x`;
}

/** A median with its spread and sample count: `812 ms ±2% (n=7)`. */
export function summary(xs: readonly number[], unit: string, digits = 0): string {
  return `${median(xs).toFixed(digits)} ${unit} ${spread(xs)} (n=${xs.length})`;
}

/** Whether the last `window` samples agree within `tolerance` of their median: warm enough to measure. */
export function steady(xs: readonly number[], window = 3, tolerance = 0.1): boolean {
  if (xs.length < window) return false;
  const last = xs.slice(-window);
  const m = median(last);
  return last.every((x) => Math.abs(x - m) <= tolerance * m);
}
