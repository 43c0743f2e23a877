import type { LayoutPrinter } from "./printer.js";
import { parseFunction, Refused } from "./checkSyntax.js";
import { functionDoc } from "./checkDocs.js";
import { printDoc } from "./docPrinter.js";

/** The statements printed so far, by print width (shared by a run's functions: they repeat many statements). */
const printedByWidth = new Map<number, Map<string, string | undefined>>();

/**
 * prettier's layout of the validators' check and collector functions (targets/validators' kinds and keywords, hoisted
 * by its context.ts): the function parsed (checkSyntax.ts), turned into the document prettier's JavaScript printer
 * builds for it (checkDocs.ts) and printed by prettier's algorithm (docPrinter.ts). Anything outside that syntax, or
 * a rigid piece left too long, is undefined: prettier prints that function.
 */
export const validatorChecks: LayoutPrinter = {
  name: "validator check functions",
  extensions: ["ts"],
  print(text, width) {
    if (!text.startsWith("function ") || !text.endsWith("}\n")) return undefined;
    try {
      let printed = printedByWidth.get(width);
      if (!printed) printedByWidth.set(width, (printed = new Map()));
      const out = printDoc(functionDoc(parseFunction(text), { width, printed }), width);
      return out === undefined ? undefined : `${out}\n`;
    } catch (e) {
      if (e instanceof Refused) return undefined;
      throw e;
    }
  },
};
