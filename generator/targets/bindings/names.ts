import { reservedWords } from "../../emit/identifier.js";

/**
 * How one binding language names its generated package, module or namespace (docs/bindings.md, "Names"):
 * the option's key, how a version is spelled inside a name, and what a legal name is. The name comes from
 * the option `bindings.<language>.<key>`, a template in which `{version}` stands for the version.
 */
export interface PackageNaming {
  /** The key under `bindings.<language>`: `package` (Python, Go, Java, Kotlin), `module` (Rust), `namespace` (C#). */
  readonly option: "package" | "module" | "namespace";
  /** What the language calls it, in messages. */
  readonly noun: string;
  /** Dotted names (Java, Kotlin, C#): each `.`-separated segment is checked. */
  readonly dotted: boolean;
  /** Characters of a version that this language's names cannot hold become `replacement` (`_`, or nothing in Go). */
  readonly replacement: string;
  /** Why `segment` (the `index`th of a dotted name) is not legal, or undefined. */
  problem(segment: string, index: number): string | undefined;
}

/** An ASCII identifier: what every language here accepts as a name segment. */
const asciiIdentifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A segment check: ASCII identifier syntax, then `reserved` (a keyword), then the language's own rule. */
export function segmentRule(reserved: (segment: string) => boolean, own: (segment: string, index: number) => string | undefined = () => undefined) {
  return (segment: string, index: number): string | undefined => {
    if (segment === "") return "an empty name or segment";
    if (!asciiIdentifier.test(segment)) return `"${segment}" is not an identifier (ASCII letters, digits and _, not starting with a digit)`;
    if (segment === "_" || reserved(segment)) return `"${segment}" is a reserved word`;
    return own(segment, index);
  };
}

export const keywordOf = (language: keyof typeof reservedWords) => (segment: string) => reservedWords[language].has(segment);

/**
 * The name for `version` from `template`: `{version}` becomes the version with every character outside
 * `[A-Za-z0-9_]` (Go: outside `[A-Za-z0-9]`) replaced (`2026-07-28` -> `2026_07_28`, Go `20260728`), and
 * where that would start a name or segment with a digit it gets a `v` (`{version}` -> `v2026_07_28`).
 */
export function bindingName(naming: PackageNaming, template: string, version: string): string {
  const kept = naming.replacement === "" ? /[^A-Za-z0-9]/g : /[^A-Za-z0-9_]/g;
  const spelled = version.replace(kept, naming.replacement);
  return template.replace(/\{version\}/g, (_match, offset: number) => {
    const startsSegment = offset === 0 || template[offset - 1] === ".";
    return startsSegment && /^[0-9]/.test(spelled) ? `v${spelled}` : spelled;
  });
}

/** Why `name` is not a legal name in the language, or undefined. */
export function bindingNameProblem(naming: PackageNaming, name: string): string | undefined {
  const segments = naming.dotted ? name.split(".") : [name];
  if (!naming.dotted && name.includes(".")) return `"${name}" has a "." (one ${naming.noun} name, not a path)`;
  for (const [index, segment] of segments.entries()) {
    const problem = naming.problem(segment, index);
    if (problem) return problem;
  }
  return undefined;
}
