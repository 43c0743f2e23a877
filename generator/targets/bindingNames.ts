import { reservedWords } from "../emit/identifier.js";

/**
 * How each binding language names its generated package, module or namespace, as plain data (as `ids.ts` holds the
 * target ids): options check the option `bindings` against it without loading any target (docs/bindings.md, "Names").
 * The name is a template in which `{version}` stands for the version.
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

/** Kotlin's hard keywords: a package segment (or a declaration) cannot be one. */
export const kotlinKeywords = "as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while";

/** C# keywords, contextual ones a member may not take unescaped in a record included. */
export const csharpKeywords =
  "abstract as base bool break byte case catch char checked class const continue decimal default delegate do double else enum " +
  "event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace " +
  "new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc " +
  "static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while " +
  "record required init get set value var dynamic async await nameof when where yield partial global file scoped";
/** An ASCII identifier: what every language here accepts as a name segment. */
const asciiIdentifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A segment check: ASCII identifier syntax, then `reserved` (a keyword), then the language's own rule. */
function segmentRule(reserved: ReadonlySet<string>, own: (segment: string, index: number) => string | undefined = () => undefined) {
  return (segment: string, index: number): string | undefined => {
    if (segment === "") return "an empty name or segment";
    if (!asciiIdentifier.test(segment)) return `"${segment}" is not an identifier (ASCII letters, digits and _, not starting with a digit)`;
    if (segment === "_" || reserved.has(segment)) return `"${segment}" is a reserved word`;
    return own(segment, index);
  };
}

/** `reason` for a segment in `names` (only as the first segment, where `first` is set). */
const refuse = (names: readonly string[], reason: (segment: string) => string, first = false) => (segment: string, index: number) =>
  names.includes(segment) && (!first || index === 0) ? reason(segment) : undefined;

/** Each binding language that names a package, module or namespace in its source (Swift does not). */
export const packageNamings = {
  python: {
    option: "package",
    noun: "Python package",
    dotted: false,
    replacement: "_",
    // Modules the generated package imports absolutely: a package of that name on the path would shadow them.
    problem: segmentRule(reservedWords.python, refuse(["json", "typing", "collections", "pydantic", "__future__"], (s) => `"${s}" would shadow the module the generated code imports`)),
  },
  go: {
    option: "package",
    noun: "Go package",
    dotted: false,
    // Effective Go: package names are one lower-case word, no underscores (`2026-07-28` -> `20260728`).
    replacement: "",
    problem: segmentRule(reservedWords.go, refuse(["main"], () => `"main" is a command, not a package one can import`)),
  },
  rust: {
    option: "module",
    noun: "Rust module",
    dotted: false,
    replacement: "_",
    // Crates the generated module names by path: a module of that name beside them makes `use` ambiguous.
    problem: segmentRule(reservedWords.rust, refuse(["std", "core", "alloc", "serde", "serde_json"], (s) => `"${s}" is a crate the generated code uses`)),
  },
  java: {
    option: "package",
    noun: "Java package",
    dotted: true,
    replacement: "_",
    // The JVM refuses to define classes in `java.*` (SecurityException: Prohibited package name).
    problem: segmentRule(reservedWords.java, refuse(["java"], () => `"java.*" is prohibited for user classes`, true)),
  },
  kotlin: {
    option: "package",
    noun: "Kotlin package",
    dotted: true,
    replacement: "_",
    // kotlinc: "Only the Kotlin standard library is allowed to use the 'kotlin' package".
    problem: segmentRule(new Set(kotlinKeywords.split(" ")), refuse(["kotlin"], () => `"kotlin.*" is reserved for the standard library`, true)),
  },
  csharp: {
    option: "namespace",
    noun: "C# namespace",
    dotted: true,
    replacement: "_",
    problem: segmentRule(new Set(csharpKeywords.split(" "))),
  },
} as const satisfies Record<string, PackageNaming>;

/** The binding languages whose package, module or namespace the option `bindings` names. */
export type NamedBindingLanguage = keyof typeof packageNamings;

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
