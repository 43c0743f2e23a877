import { readFileSync } from "node:fs";
import { projectRoot } from "../../projectRoot.js";

/** The marker line in templates/validators/{api,runtime}.ts after which their text is emitted. */
const marker = "// emitted from here\n";
const cache = new Map<string, string>();

/**
 * The text a generated module carries of a runtime module (templates/validators/<name>.ts:
 * `api`, the types of its API; `runtime`, its helpers). Helpers lose `export`: they are the
 * module's own, not its API; the API's types keep it.
 */
export function runtimeText(name: "api" | "runtime"): string {
  let text = cache.get(name);
  if (text === undefined) {
    const file = readFileSync(`${projectRoot}templates/validators/${name}.ts`, "utf8");
    const at = file.indexOf(marker);
    if (at < 0) throw new Error(`templates/validators/${name}.ts has no "${marker.trim()}" line`);
    text = file.slice(at + marker.length);
    if (name === "runtime") text = text.replace(/^export (const|function) /gm, "$1 ");
    cache.set(name, text);
  }
  return text;
}
