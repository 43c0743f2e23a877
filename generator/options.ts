import { CodegenError } from "./messages/error.js";
import type { Message } from "./messages/catalog.js";
import { targetIds, type TargetId } from "./targets/ids.js";
import type { Overlay } from "./overlay/overlay.js";
import { bindingName, bindingNameProblem, packageNamings } from "./targets/bindingNames.js";

/** The most bytes one download may hold unless the user says otherwise: far above any schema, far below memory. */
export const defaultDownloadMaxBytes = 20 * 1024 * 1024;

/**
 * How output is formatted. `project`: the prettier configuration that applies to each file where it will be written
 * (prettier's own resolveConfig, .editorconfig included), or prettier's defaults where there is none: exactly what
 * `prettier --write` over the output folder would use, so it changes nothing. `builtin`: the output stage's own settings.
 */
export type Formatting = "project" | "builtin";
export const formattings = ["project", "builtin"] as const satisfies readonly Formatting[];

/**
 * How types.ts declares object definitions (Options.objectTypes): `interface`; `alias` (`type X = Base & { ... }`);
 * `mapped` (`type X = Flatten<Base & { ... }>`: one mapped object type, the form an SDK's `Flatten<z.infer<...>>` has).
 */
export type ObjectTypes = "interface" | "alias" | "mapped";
export const objectTypeForms = ["interface", "alias", "mapped"] as const satisfies readonly ObjectTypes[];

/** Everything a run can be told, merged with defaults and validated once, at the entry. */
export interface Options {
  /** Spec versions by name (`2026-07-28`), as listed in schema/sources.json. */
  specs: string[];
  /** Every known version. */
  all: boolean;
  /** Schema files or URLs given directly; each is generated under out/<its name>/. */
  schemas: string[];
  /** A folder laid out like the spec repo's `schema/`: `<version>/schema.json` (and `schema.ts`). Checked before the cache. */
  schemaDir: string | undefined;
  /**
   * The spec's schema.ts, read as a second source (its `@deprecated` tags): a file for the one source named;
   * undefined: the schema.ts beside each local schema.json, when there is one; false: none (schema.json alone).
   */
  schemaTs: string | false | undefined;
  /** Where downloaded schemas are kept (`fetch`, and known versions missing locally). */
  cacheDir: string;
  /** The bytes of standard input, when a source is named `-`. */
  stdin: Uint8Array | undefined;
  /** Download a known version that is missing locally. */
  download: boolean;
  /** The most bytes one download may bring (a larger response is refused, exit 2): a fork's URL can serve anything. */
  downloadMaxBytes: number;
  targets: TargetId[];
  outDir: string;
  /** Apply the shipped (and configured) guarded patches. */
  patches: boolean;
  /** Extra patch files (same shape as schema/patches/<version>.json). */
  patchFiles: string[];
  /** sha256 pins by source (version name, path or URL); a mismatch stops generation. */
  pins: Record<string, string>;
  naming: Naming;
  /** `project`: the output folder's prettier config (prettier's defaults where it has none); `builtin`: ours. */
  formatting: Formatting;
  /** Keep formatted text beside the download cache (`<cacheDir>/format`), so an unchanged rerun does not format again. */
  formatCache: boolean;
  /** An SDK's deviations from the spec, applied to every version's model right after loading. */
  overlay: Overlay | undefined;
  /**
   * Message shapes. `in-message`: as schema.json publishes them (since 2025-11-25 each XRequest carries `jsonrpc`
   * and `id`). `separate`: bare `{ method, params }` requests and notifications, for every version; the envelope
   * only in JSONRPCRequest/JSONRPCNotification (schema.json's shape up to 2025-06-18, and the TypeScript SDK's).
   */
  envelope: "in-message" | "separate";
  /**
   * Property order: `schema.json`'s (alphabetical) or, where a schema.ts is read, its declaration order (inherited
   * members first), which parsers then emit keys in.
   */
  order: "schema.json" | "schema.ts";
  /** The module generated zod.ts imports: `zod/v4` (zod 3.25 and 4) or `zod` (zod 4). */
  zodImport: "zod" | "zod/v4";
  /**
   * How types.ts declares an object definition: `interface` (`interface X extends Base { ... }`, as schema.ts does)
   * or `alias` (`type X = Base & { ... }`). An alias gets an implicit index signature, so it is assignable to
   * `{ [key: string]: unknown }` and to generics constrained by one (the TypeScript SDK's `T extends Request`).
   */
  objectTypes: ObjectTypes;
  /** The generated package, module or namespace of each binding language (a language left out keeps its default). */
  bindings: Partial<BindingNames>;
}

/**
 * The name of each binding language's package, module or namespace, as a template: `{version}` becomes the version
 * as that language spells it in a name (docs/bindings.md, "Names"; targets/bindingNames.ts). Swift names none in source.
 */
export interface BindingNames {
  python: { package: string };
  go: { package: string };
  rust: { module: string };
  java: { package: string };
  kotlin: { package: string };
  csharp: { namespace: string };
}

/** Today's names: every version in one name, each version's output in its own out/<version>/ folder. */
export const defaultBindingNames: BindingNames = {
  python: { package: "mcp_codegen_types" },
  go: { package: "mcp" },
  rust: { module: "mcp_types" },
  java: { package: "io.modelcontextprotocol.schema" },
  kotlin: { package: "io.modelcontextprotocol.schema" },
  csharp: { namespace: "ModelContextProtocol.Schema" },
};

/** The name template of binding language `id` (its default where the options leave it out). */
export function bindingNameTemplate(bindings: Partial<BindingNames>, id: keyof BindingNames): string {
  const entry = bindings[id] ?? defaultBindingNames[id];
  return Object.values(entry)[0] as string;
}

/** How generated names are made, where the spec gives none. */
export interface Naming {
  /**
   * Namespace of each version in out/index.ts: `{version}` is replaced by the version, then every character a
   * TypeScript identifier cannot hold becomes `_`, and a leading digit gets a `v` (`2026-07-28` -> `v2026_07_28`).
   */
  versionNamespace: string;
  /** Appended to a derived name that is already taken (`NestedParams` -> `NestedParamsInline`). */
  collisionSuffix: string;
}

export const defaultOptions: Options = {
  specs: [],
  all: false,
  schemas: [],
  schemaDir: undefined,
  schemaTs: undefined,
  // The CLI chooses it from the environment (config/cacheDir.ts); the API default is the project's cache folder.
  cacheDir: "node_modules/.cache/mcp-codegen",
  download: true,
  downloadMaxBytes: defaultDownloadMaxBytes,
  targets: ["ts"],
  outDir: "out",
  patches: true,
  patchFiles: [],
  pins: {},
  naming: { versionNamespace: "{version}", collisionSuffix: "Inline" },
  formatting: "project",
  formatCache: true,
  stdin: undefined,
  overlay: undefined,
  envelope: "in-message",
  zodImport: "zod/v4",
  order: "schema.json",
  objectTypes: "interface",
  bindings: defaultBindingNames,
};

/** Merge `partial` over the defaults and reject what cannot work. */
export function resolveOptions(partial: Partial<Options> = {}): Options {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<Options>;
  const options: Options = { ...defaultOptions, ...defined };
  for (const t of options.targets) {
    if (!(targetIds as readonly string[]).includes(t)) {
      throw new CodegenError("target-unknown", { target: t, known: targetIds.join(", ") });
    }
  }
  if (!(formattings as readonly string[]).includes(options.formatting)) {
    throw new CodegenError("options-invalid", { detail: `formatting must be ${formattings.join(" or ")}: "${options.formatting}"` });
  }
  if (typeof options.formatCache !== "boolean") {
    throw new CodegenError("options-invalid", { detail: `formatCache must be true or false: ${JSON.stringify(options.formatCache)}` });
  }
  if (!Number.isSafeInteger(options.downloadMaxBytes) || options.downloadMaxBytes < 1) {
    throw new CodegenError("options-invalid", { detail: `downloadMaxBytes must be a positive whole number of bytes: ${String(options.downloadMaxBytes)}` });
  }
  if (options.envelope !== "in-message" && options.envelope !== "separate") {
    throw new CodegenError("options-invalid", { detail: `envelope must be "in-message" or "separate": "${options.envelope}"` });
  }
  if (options.order !== "schema.json" && options.order !== "schema.ts") {
    throw new CodegenError("options-invalid", { detail: `order must be "schema.json" or "schema.ts": "${options.order}"` });
  }
  if (options.zodImport !== "zod" && options.zodImport !== "zod/v4") {
    throw new CodegenError("options-invalid", { detail: `zodImport must be "zod" or "zod/v4": "${options.zodImport}"` });
  }
  if (!(objectTypeForms as readonly string[]).includes(options.objectTypes)) {
    throw new CodegenError("options-invalid", { detail: `objectTypes must be ${objectTypeForms.map((f) => `"${f}"`).join(" or ")}: "${options.objectTypes}"` });
  }
  if (options.targets.length === 0) throw new CodegenError("options-invalid", { detail: "no target" });
  const naming = { ...defaultOptions.naming, ...options.naming };
  if (!naming.versionNamespace.includes("{version}")) {
    throw new CodegenError("options-invalid", { detail: `naming.versionNamespace must contain {version}: "${naming.versionNamespace}"` });
  }
  if (!/^[A-Z][A-Za-z0-9]*$/.test(naming.collisionSuffix)) {
    throw new CodegenError("options-invalid", { detail: `naming.collisionSuffix must be PascalCase letters and digits: "${naming.collisionSuffix}"` });
  }
  return { ...options, naming, bindings: resolveBindingNames(options.bindings, options.specs), targets: [...new Set(options.targets)] };
}

/** `bindings` over the defaults; a problem (bindingNamesProblem) is exit 2 naming the option. */
function resolveBindingNames(given: Partial<BindingNames>, specs: readonly string[]): BindingNames {
  const problem = bindingNamesProblem(given, specs);
  if (problem) throw new CodegenError(problem.message.id, problem.message.args as never);
  return { ...defaultBindingNames, ...given };
}

/**
 * The first problem of a `bindings` value, with its path (`["java", "package"]`; the config reports it as a JSON
 * pointer): one key per language (`package`, `module` or `namespace`), a string that gives a legal name for a date
 * version, for `draft` and for each version asked for.
 */
export function bindingNamesProblem(given: unknown, specs: readonly string[]): { message: Message; path: string[] } | undefined {
  const invalid = (path: string[], detail: string) => ({ message: { id: "options-invalid", args: { detail } } as Message, path });
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    return invalid([], "bindings must be an object { <language>: { <package|module|namespace>: string } }");
  }
  for (const [id, entry] of Object.entries(given)) {
    const naming = Object.hasOwn(packageNamings, id) ? packageNamings[id as keyof typeof packageNamings] : undefined;
    if (!naming) return invalid([id], `bindings.${id}: not a language with a package name (known: ${Object.keys(defaultBindingNames).join(", ")})`);
    const keys = typeof entry === "object" && entry !== null && !Array.isArray(entry) ? Object.keys(entry) : [];
    const template: unknown = keys.length === 1 && keys[0] === naming.option ? (entry as Record<string, unknown>)[naming.option] : undefined;
    if (typeof template !== "string") return invalid([id], `bindings.${id} must be { ${naming.option}: string }: ${JSON.stringify(entry)}`);
    for (const version of ["2026-07-28", "draft", ...specs]) {
      const name = bindingName(naming, template, version);
      const reason = bindingNameProblem(naming, name);
      if (reason) {
        const args = { option: `bindings.${id}.${naming.option}`, name, version, reason };
        return { message: { id: "binding-name-invalid", args }, path: [id, naming.option] };
      }
    }
  }
  return undefined;
}
