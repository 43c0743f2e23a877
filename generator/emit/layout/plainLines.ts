import type { LayoutPrinter } from "./printer.js";

const name = String.raw`[A-Za-z_$][A-Za-z0-9_$]*`;
const str = String.raw`"[ !#-&(-[\]-~]*"`;
/** `export * as v2026_07_28 from "./2026-07-28/types.js";`: prettier prints it as it is when it fits. */
const reexport = new RegExp(String.raw`^export \* as ${name} from ${str};$`);
/** A line comment prettier leaves as it is: no trailing blank, no line end of another kind inside. */
const lineComment = /^\/\/[^\r\u2028\u2029]*[^\s]$|^\/\/$/;

/**
 * Text prettier leaves as it is: line comments (a provenance header) and re-export lines that fit, single blank lines
 * between, none at the start or end. The ts target's header and index.ts are such text.
 */
export const plainLines: LayoutPrinter = {
  name: "line comments and re-exports",
  extensions: ["ts", "js", "mjs"],
  print(text, printWidth) {
    const body = text.endsWith("\n") ? text.slice(0, -1) : text;
    if (body === "" || body.startsWith("\n") || body.endsWith("\n") || body.includes("\n\n\n")) return undefined;
    const plain = body.split("\n").every((l) => l === "" || lineComment.test(l) || (reexport.test(l) && l.length <= printWidth));
    return plain ? `${body}\n` : undefined;
  },
};
