/** Helpers for the printers: prettier's layouts of a call or signature, with two-space indents and ASCII text. */

export const identifierPattern = String.raw`[A-Za-z_$][A-Za-z0-9_$]*`;
/** A type name as the validators emit it: `T.CallToolRequest`. */
export const typeNamePattern = String.raw`${identifierPattern}(?:\.${identifierPattern})*`;

/**
 * `head(args)tail` on one line when it fits, else each argument on a line of its own with a trailing comma and
 * `)tail` after them: prettier's layout of a call or parameter list whose arguments are names, calls of names or
 * typed parameters (nothing it would hug). Undefined when even that leaves a line too long.
 */
export function argumentLines(indent: string, head: string, args: readonly string[], tail: string, width: number): string[] | undefined {
  const one = `${indent}${head}(${args.join(", ")})${tail}`;
  if (one.length <= width) return [one];
  const lines = [`${indent}${head}(`, ...args.map((a) => `${indent}  ${a},`), `${indent})${tail}`];
  return lines.every((l) => l.length <= width) ? lines : undefined;
}

/** The line when it fits, else undefined. */
export function fitting(line: string, width: number): string[] | undefined {
  return line.length <= width ? [line] : undefined;
}

/** Lines joined, ending in a newline; undefined when any part is. */
export function joined(parts: readonly (readonly string[] | undefined)[]): string | undefined {
  if (parts.some((p) => p === undefined)) return undefined;
  return `${parts.flatMap((p) => p!).join("\n")}\n`;
}

/** A JSDoc line prettier leaves as it is: `/** ... *\/` on one line, nothing after it, no line end of another kind. */
export function isOneLineDoc(line: string): boolean {
  return /^\/\*\* [^\r\u2028\u2029]*[^\s] \*\/$/.test(line) && !line.slice(3, -2).includes("*/");
}
