import type { Options as PrettierOptions } from "prettier";
import type { LayoutPrinter } from "./printer.js";
import { typeDeclarations } from "./typeDeclarations.js";
import { plainLines } from "./plainLines.js";
import { validatorApi } from "./validatorApi.js";
import { validatorRecords } from "./validatorRecords.js";
import { validatorChecks } from "./validatorChecks.js";

export type { LayoutPrinter };

/** The output stage's own printers, tried in order on each statement before prettier. */
export const layoutPrinters: readonly LayoutPrinter[] = [plainLines, typeDeclarations, validatorApi, validatorRecords, validatorChecks];

/**
 * prettier's defaults for every option the printers' layouts depend on. Settings that name only these (with these
 * values), a print width, the line end (the stage applies it) and prose wrapping (not used by code) are the ones the
 * printers print for; any other setting, a plugin or an override value is prettier's to apply.
 */
const printedDefaults: Readonly<Record<string, unknown>> = {
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: false,
  jsxSingleQuote: false,
  quoteProps: "as-needed",
  trailingComma: "all",
  bracketSpacing: true,
  bracketSameLine: false,
  arrowParens: "always",
  objectWrap: "preserve",
  experimentalTernaries: false,
  experimentalOperatorPosition: "end",
};
const printerIndependent = new Set(["printWidth", "endOfLine", "proseWrap"]);

/** prettier's default print width. */
const defaultPrintWidth = 80;

/**
 * The statement printer for a file under `settings`: each statement as prettier would print it, or undefined where no
 * printer is sure (prettier prints it). Undefined when the settings are not those the printers print for.
 */
export function statementLayout(path: string, settings: PrettierOptions): ((statement: string) => string | undefined) | undefined {
  const extension = path.slice(path.lastIndexOf(".") + 1);
  const printers = layoutPrinters.filter((p) => p.extensions.includes(extension));
  if (printers.length === 0 || !printsFor(settings)) return undefined;
  const width = settings.printWidth ?? defaultPrintWidth;
  return (statement) => {
    for (const p of printers) {
      const out = p.print(statement, width);
      if (out !== undefined) return out;
    }
    return undefined;
  };
}

/**
 * The printer of a TypeScript file's statements as JavaScript, types left out (a stripped file, under `settings`):
 * each as prettier prints it, or undefined where no printer is sure. Undefined when the settings are not the printers'.
 */
export function strippedLayout(settings: PrettierOptions): ((statement: string) => string | undefined) | undefined {
  const width = printedWidth(settings);
  if (width === undefined) return undefined;
  const printers = layoutPrinters.filter((p) => p.printStripped && p.extensions.includes("ts"));
  return (statement) => {
    for (const p of printers) {
      const out = p.printStripped!(statement, width);
      if (out !== undefined) return out;
    }
    return undefined;
  };
}

/** The print width the printers print at for `settings`, or undefined when they do not print for these settings. */
export function printedWidth(settings: PrettierOptions): number | undefined {
  return printsFor(settings) ? (settings.printWidth ?? defaultPrintWidth) : undefined;
}

function printsFor(settings: PrettierOptions): boolean {
  if (settings.printWidth !== undefined && !(Number.isInteger(settings.printWidth) && settings.printWidth > 0)) return false;
  return Object.entries(settings).every(([key, value]) => value === undefined || printerIndependent.has(key) || (key in printedDefaults && printedDefaults[key] === value));
}
