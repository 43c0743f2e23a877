/** A JSON config's text with its `pins` replaced (keys sorted); every other member keeps its place. */
export function withPins(text: string, pins: Record<string, string>): string {
  const config = JSON.parse(text) as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.entries(pins).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ ...config, pins: sorted }, null, 2)}\n`;
}
