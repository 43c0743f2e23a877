import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { raw, type Code } from "../../emit/code.js";

const marker = "// --- emitted below ---\n";
let cached: Code | undefined;

/**
 * The text of `runtime.ts` below its marker, as the generated module holds it: helpers lose
 * `export` (they are internal there), the two result types keep it. Read once per process.
 */
export function runtimeSource(): Code {
  if (!cached) {
    const text = readFileSync(fileURLToPath(new URL("./runtime.ts", import.meta.url)), "utf8");
    const at = text.indexOf(marker);
    if (at < 0) throw new Error("validators/runtime.ts: marker line missing");
    cached = raw(text.slice(at + marker.length).replace(/^export (function|const) /gm, "$1 ").trimEnd());
  }
  return cached;
}
