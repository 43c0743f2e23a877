/** About this much source per batch: big enough to amortise a formatter or transform call, small enough to keep memory flat. */
const batchChars = 64 * 1024;

/** Complete top-level statements, joined about `batchChars` of them at a time, in order: each batch a text of its own. */
export function batches(statements: readonly string[]): string[] {
  const out: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const s of statements) {
    batch.push(s);
    size += s.length;
    if (size >= batchChars) {
      out.push(batch.join("\n"));
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) out.push(batch.join("\n"));
  return out;
}
