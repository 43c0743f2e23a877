import { CodegenError } from "../messages/error.js";
import { maxJsonDepth } from "../read/limits.js";
import { readTextFileSync } from "../read/readFile.js";

/**
 * A schema.ts as read, checked before the TypeScript compiler sees it: a regular file of valid
 * UTF-8, not JSON (a schema.json passed by mistake), and nested no deeper than `maxJsonDepth`
 * brackets (the compiler's parser is recursive: 5,000 nested `{` overflow its stack).
 * `text` is given when it did not come from a local file (git, a download, `update`'s bytes);
 * `file` then only names it in errors.
 */
export function checkSchemaTs(file: string, text: string = readTextFileSync(file)): string {
  if (/\.json$/i.test(file) || looksLikeJson(text)) {
    throw new CodegenError("schema-ts-not-typescript", { detail: "this is JSON; pass the schema.ts published beside the schema.json" }, { file });
  }
  const line = deeperThan(text, maxJsonDepth);
  if (line !== undefined) throw new CodegenError("schema-too-deep", { limit: maxJsonDepth }, { file: `${file}:${line}` });
  return text;
}

function looksLikeJson(text: string): boolean {
  if (!/^\s*[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The line where bracket nesting first exceeds `limit` (strings and comments skipped), if it does. */
function deeperThan(text: string, limit: number): number | undefined {
  let depth = 0;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") line++;
    else if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      line++;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 1;
      for (let j = i; j < stop; j++) if (text[j] === "\n") line++;
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      for (i++; i < text.length && text[i] !== c; i++) {
        if (text[i] === "\\") i++;
        else if (text[i] === "\n") line++;
      }
    } else if (c === "{" || c === "[" || c === "(") {
      if (++depth > limit) return line;
    } else if (c === "}" || c === "]" || c === ")") depth--;
  }
  return undefined;
}
