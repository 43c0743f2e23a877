import { CodegenError } from "../messages/error.js";
import type { Config } from "./config.js";
import { validateOverlay } from "../overlay/validateOverlay.js";
import { bindingNamesProblem, objectTypeForms } from "../options.js";

type Check = (value: unknown) => string | undefined;

const stringList: Check = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === "string" && x !== "") ? undefined : "an array of non-empty strings";
const boolean: Check = (v) => (typeof v === "boolean" ? undefined : "true or false");
const text: Check = (v) => (typeof v === "string" && v !== "" ? undefined : "a non-empty string");
const sha256s: Check = (v) => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return "an object of source -> sha256";
  const bad = Object.entries(v).find(([, h]) => typeof h !== "string" || !/^[0-9a-f]{64}$/.test(h));
  return bad ? `"${bad[0]}": a sha256 is 64 lowercase hex digits` : undefined;
};

/** Each member a config may hold and what it must be. `$comment`/`$schema` are for humans and editors. */
const members: Record<keyof Config | "$comment" | "$schema", Check> = {
  $comment: (v) => (typeof v === "string" || stringList(v) === undefined ? undefined : "a string or an array of strings"),
  $schema: text,
  versions: stringList,
  all: boolean,
  schemas: stringList,
  schemaDir: text,
  targets: stringList,
  outDir: text,
  patches: boolean,
  patchFiles: stringList,
  pins: sha256s,
  download: boolean,
  formatting: (v) => (v === "project" || v === "builtin" ? undefined : '"project" or "builtin"'),
  naming: (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return "an object";
    const bad = Object.entries(v).find(([k, x]) => !["versionNamespace", "collisionSuffix"].includes(k) || text(x) !== undefined);
    return bad ? `{ versionNamespace?: string, collisionSuffix?: string } ("${bad[0]}" is not)` : undefined;
  },
  // An object is checked in full below (its entries' pointers); a string names a file loadConfig reads.
  overlay: (v) => (text(v) === undefined || (typeof v === "object" && v !== null && !Array.isArray(v)) ? undefined : "a file name or an object { entries: [...] }"),
  envelope: (v) => (v === "in-message" || v === "separate" ? undefined : '"in-message" or "separate"'),
  order: (v) => (v === "schema.json" || v === "schema.ts" ? undefined : '"schema.json" or "schema.ts"'),
  zodImport: (v) => (v === "zod" || v === "zod/v4" ? undefined : '"zod" or "zod/v4"'),
  objectTypes: (v) => ((objectTypeForms as readonly unknown[]).includes(v) ? undefined : objectTypeForms.map((f) => `"${f}"`).join(", ")),
  // Checked in full below (each language's entry and name, at its own pointer).
  bindings: (v) => (typeof v === "object" && v !== null && !Array.isArray(v) ? undefined : "an object { <language>: { <package|module|namespace>: string } }"),
  // Rule ids are checked by the diff command against its registry (config does not import it).
  diff: (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return "an object";
    const bad = Object.entries(v).find(([k, x]) => !(k === "ignore" ? text(x) === undefined : k === "severity" && typeof x === "object" && x !== null && !Array.isArray(x)));
    return bad ? `{ severity?: { [rule]: level }, ignore?: string } ("${bad[0]}" is not)` : undefined;
  },
};

/** Parsed config value -> Config; the first problem is an error naming the file and the member's pointer. */
export function validateConfig(raw: unknown, file: string): Config {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new CodegenError("config-invalid", { detail: "expected an object" }, { file, pointer: "#" });
  }
  for (const [key, value] of Object.entries(raw)) {
    // Own members only: `__proto__`, `hasOwnProperty` and the like are unknown members, not lookups on Object.prototype.
    const check = Object.hasOwn(members, key) ? (members as Record<string, Check>)[key] : undefined;
    if (!check) {
      throw new CodegenError(
        "config-invalid",
        { detail: `unknown member "${key}" (known: ${Object.keys(members).join(", ")})` },
        { file, pointer: `#/${key}` },
      );
    }
    const problem = check(value);
    if (problem)
      throw new CodegenError("config-invalid", { detail: `"${key}" must be ${problem}` }, { file, pointer: `#/${key}` });
  }
  const { $comment: _c, $schema: _s, ...config } = raw as Config & { $comment?: unknown; $schema?: unknown };
  const names = config.bindings === undefined ? undefined : bindingNamesProblem(config.bindings, config.versions ?? []);
  if (names) throw new CodegenError(names.message.id, names.message.args as never, { file, pointer: ["#", "bindings", ...names.path].join("/") });
  if (typeof config.overlay === "object") return { ...config, overlay: validateOverlay(config.overlay, file, "#/overlay") };
  return config;
}
