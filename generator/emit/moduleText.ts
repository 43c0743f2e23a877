import { readFileSync } from "node:fs";
import { projectRoot } from "../projectRoot.js";

/** The marker line in a runtime module under templates/ after which its text is emitted. */
const marker = "// emitted from here\n";
const cache = new Map<string, string>();
const verbatim = new Map<string, string>();

/** A runtime source file shipped under templates/ (a real file of its language), as it is: copied whole beside generated code. */
export function runtimeFile(path: string): string {
  let text = verbatim.get(path);
  if (text === undefined) {
    text = readFileSync(`${projectRoot}templates/${path}`, "utf8");
    verbatim.set(path, text);
  }
  return text;
}

/**
 * The text a generated module carries of a runtime module (`templates/<path>`: a real module,
 * type-checked with the project): what follows its marker line. Helpers lose `export` (they are
 * the generated module's own); `keepExports` keeps it for a module of API types.
 */
export function moduleText(path: string, options: { keepExports?: boolean } = {}): string {
  const key = `${options.keepExports ? "api" : "own"}:${path}`;
  let text = cache.get(key);
  if (text === undefined) {
    const file = readFileSync(`${projectRoot}templates/${path}`, "utf8");
    const at = file.indexOf(marker);
    if (at < 0) throw new Error(`templates/${path} has no "${marker.trim()}" line`);
    text = file.slice(at + marker.length);
    if (!options.keepExports) text = text.replace(/^export (const|let|function) /gm, "$1 ");
    cache.set(key, text);
  }
  return text;
}
