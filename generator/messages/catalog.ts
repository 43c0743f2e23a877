/** The remedy every download failure names: where mcp-codegen reads schemas without network. */
const offline = "without network, pass --schema-dir DIR (a folder holding <version>/schema.json), --schema FILE, or set MCP_SCHEMA_DIR";

/**
 * Every message the generator prints, keyed by id. Code returns `{ id, args }`;
 * wording lives only here, so tests check ids and args, not prose.
 */
export const messages = {
  "json-malformed": (a: { detail: string }) => `malformed JSON: ${a.detail}`,
  "file-unreadable": (a: { detail: string }) => `cannot read: ${a.detail}`,
  "no-definitions": (_: Record<string, never>) => `no definitions: neither "definitions" nor "$defs" holds any schema`,
  "not-a-schema": (a: { found: string }) => `expected a JSON Schema (object or boolean), found ${a.found}`,
  "ref-unresolved": (a: { ref: string }) => `$ref "${a.ref}" points to nothing`,
  "ref-unsupported": (a: { ref: string }) => `$ref "${a.ref}" is not a local JSON pointer`,
  "version-unknown": (a: { version: string; known: string }) => `unknown spec version "${a.version}" (known: ${a.known})`,
  "version-not-local": (a: { version: string; looked: string }) =>
    `spec version "${a.version}" is not available locally (looked in ${a.looked}) and could not be downloaded; pass --schema-dir DIR or --schema FILE, or set MCP_SCHEMA_DIR to a folder holding <version>/schema.json`,
  "fetch-failed": (a: { url: string; detail: string }) => `download of ${a.url} failed: ${a.detail}; ${offline}`,
  "sha-mismatch": (a: { expected: string; actual: string }) => `sha256 mismatch: pinned ${a.expected}, got ${a.actual}`,
  "target-unknown": (a: { target: string; known: string }) => `unknown target "${a.target}" (known: ${a.known})`,
  "keyword-unsupported": (a: { keyword: string; target: string }) =>
    `keyword "${a.keyword}" is not implemented by the ${a.target} target`,
  "format-unsupported": (a: { format: string }) => `format "${a.format}" is not implemented by the validators target`,
  "type-unknown": (a: { type: string }) => `unknown JSON type "${a.type}"`,
  "keyword-invalid": (a: { keyword: string; detail: string }) => `invalid "${a.keyword}": ${a.detail}`,
  "name-collision": (a: { wanted: string; chosen: string }) => `name ${a.wanted} is taken; using ${a.chosen}`,
  "options-invalid": (a: { detail: string }) => `invalid options: ${a.detail}`,
  "method-unpaired": (a: { method: string; detail: string }) => `method "${a.method}" has no result type: ${a.detail}`,
  "no-sources": (_: Record<string, never>) => `nothing to generate: pass --spec V, --all or --schema FILE`,
  // issue 5: guarded patches, config, pins, schema.ts cross-check
  "patch-skipped-changed": (a: { id: string; path: string; expected: string; actual: string }) =>
    `patch ${a.id} skipped: ${a.path} holds ${a.actual}, the patch expects ${a.expected} (upstream changed it; review the patch)`,
  "patch-skipped-missing": (a: { id: string; path: string }) => `patch ${a.id} skipped: ${a.path} does not exist in this schema`,
  "patch-skipped-fixed": (a: { id: string; path: string }) =>
    `patch ${a.id} skipped: ${a.path} already holds the patched value (fixed upstream; the patch can go)`,
  "patch-file-invalid": (a: { detail: string }) => `invalid patch file: ${a.detail}`,
  "config-invalid": (a: { detail: string }) => `invalid config: ${a.detail}`,
  "config-not-found": (a: { dir: string }) => `no mcp-codegen.config.json or mcp-codegen.config.mjs in ${a.dir}`,
  "config-exists": (a: { file: string }) => `${a.file} already exists (pass --force to overwrite)`,
  "config-not-json": (a: { file: string }) =>
    `cannot rewrite pins in ${a.file}: only a JSON config can be rewritten; copy the pins printed above into it`,
  "pin-mismatch": (a: { source: string; pinned: string; actual: string }) =>
    `sha256 of ${a.source} does not match its pin\n  pinned: ${a.pinned}\n  actual: ${a.actual}\nIf the new schema is intended, run: mcp-codegen pin`,
  "crosscheck-only-in-json": (a: { name: string }) => `${a.name} is defined in schema.json only`,
  "crosscheck-only-in-ts": (a: { name: string }) => `${a.name} is declared in schema.ts only`,
  "crosscheck-property-only-in-json": (a: { property: string }) => `property ${a.property} exists in schema.json only`,
  "crosscheck-property-only-in-ts": (a: { property: string }) => `property ${a.property} exists in schema.ts only`,
  "crosscheck-required-mismatch": (a: { property: string; ts: string; json: string }) =>
    `property ${a.property} is ${a.ts} in schema.ts but ${a.json} in schema.json`,
  "crosscheck-integer-narrowed": (a: { at: string }) => `${a.at}: schema.ts says number, schema.json allows integer only`,
  "crosscheck-null-missing": (a: { at: string }) => `${a.at}: schema.ts allows null, schema.json does not`,
  "crosscheck-member-missing": (a: { at: string; member: string }) =>
    `${a.at}: schema.ts allows ${a.member}, schema.json does not`,
  "crosscheck-deprecated-missing": (a: { at: string }) => `${a.at} is @deprecated in schema.ts, not deprecated in schema.json`,
  // issue 17: spec rules stated in prose (their own wording is in generator/specRules/messages.ts)
  "lint-tools-no-list": (_: Record<string, never>) =>
    `no tool list: expected a tools/list result ({"tools": [...]}), a JSON-RPC response holding one, or an array of tools`,
  // issue 11: the package as installed (optional peer dependencies)
  // issue 13 (with issue 12 items 2-3): owned output, exit codes, CLI conventions, update
  "out-dir-empty": (_: Record<string, never>) => `the output folder is "" (an unset variable?); name one with --out DIR`,
  "out-dir-root": (a: { dir: string }) => `refusing to write into ${a.dir}, the file system root; name a folder with --out DIR`,
  "out-dir-cwd": (a: { dir: string }) =>
    `refusing to write into ${a.dir}: it is the current folder or one above it; name a subfolder with --out DIR`,
  "out-dir-unwritable": (a: { dir: string; detail: string }) => `cannot write into ${a.dir}: ${a.detail}; check the path and its permissions`,
  "out-dir-not-folder": (a: { dir: string }) => `${a.dir} is not a folder; name a folder with --out DIR`,
  "out-dir-not-owned": (a: { dir: string; example: string; manifest: string }) =>
    `refusing to write into ${a.dir}: it holds files mcp-codegen did not write (${a.example}) and no ${a.manifest}; empty it or name another folder with --out DIR`,
  "out-file-not-owned": (a: { file: string; manifest: string }) =>
    `exists and was not written by mcp-codegen (${a.file} is not in ${a.manifest}); move it away or name another folder with --out DIR`,
  "out-file-not-regular": (_: Record<string, never>) => `is not a regular file; remove it or name another folder with --out DIR`,
  "out-locked": (a: { pid: string; lock: string }) =>
    `another mcp-codegen run (pid ${a.pid}) is writing this folder; wait for it to finish (${a.lock} is removed when it does)`,
  "manifest-invalid": (a: { detail: string; file: string }) =>
    `invalid ${a.file}: ${a.detail}; restore it from version control or empty the folder and regenerate`,
  "output-kept-edited": (a: { file: string }) => `${a.file} is no longer generated but was edited by hand: left in place`,
  "flag-repeated": (a: { flag: string }) => `--${a.flag} given more than once; give it once`,
  "internal-error": (a: { detail: string; where: string; report: string }) =>
    `internal error: ${a.detail}${a.where ? ` (at ${a.where})` : ""}. This is a bug in mcp-codegen: please report it at ${a.report}, with the output of the same command run with --verbose`,
  "stdin-repeated": (_: Record<string, never>) => `"-" (standard input) can be named as a source only once`,
  "stdin-tty": (_: Record<string, never>) => `"-" reads the schema from standard input, but it is a terminal; pipe a file in (mcp-codegen ... - < schema.json)`,
  // issue 12: hostile input (files, keyword values, limits, names); wording for what is refused with exit 2
  "number-not-finite": (a: { value: string }) =>
    `number out of range (it reads as ${a.value}): JSON numbers here must fit a double, within ±1.7976931348623157e308`,
  "string-lone-surrogate": (a: { unit: string; where: "string" | "key" }) =>
    `this ${a.where === "key" ? "property name" : "string"} holds a lone surrogate (${a.unit}), which is not Unicode text: no generated language can spell it faithfully (I-JSON, RFC 7493, forbids it)`,
  "schema-too-deep": (a: { limit: number }) =>
    `nested deeper than ${a.limit} levels of arrays and objects, the most mcp-codegen reads (the spec's schemas nest under 20)`,
  "keyword-not-positive": (a: { keyword: string }) => `"${a.keyword}" must be a number greater than 0`,
  "keyword-not-count": (a: { keyword: string }) => `"${a.keyword}" must be a non-negative integer`,
  "keyword-empty": (a: { keyword: string }) => `"${a.keyword}" must not be an empty array`,
  "keyword-duplicate": (a: { keyword: string; entry: string }) => `"${a.keyword}" lists ${JSON.stringify(a.entry)} twice`,
  "pattern-invalid": (a: { pattern: string; detail: string }) =>
    `pattern ${JSON.stringify(a.pattern)} is not a valid regular expression (with the u flag): ${a.detail}`,
  "ref-cycle": (a: { cycle: string }) =>
    `$ref cycle with no object or array in between (${a.cycle}): it describes no value; put the recursion inside a property or an item`,
  "ref-chain-too-long": (a: { name: string; limit: number }) =>
    `${a.name} starts a chain of more than ${a.limit} $refs with no object or array in between, the most mcp-codegen emits (compilers resolve such chains recursively)`,
  "ref-malformed": (a: { ref: string }) =>
    `$ref ${JSON.stringify(a.ref)} is not a valid URI fragment (a % must start an escape like %25)`,
  "file-not-regular": (a: { kind: string }) => `not a regular file (a ${a.kind}): name a file`,
  "utf8-invalid": (a: { offset: number; line: number; column: number }) =>
    `not valid UTF-8: byte ${a.offset} (line ${a.line}, column ${a.column})`,
  "schema-ts-not-typescript": (a: { detail: string }) => `expected a TypeScript schema.ts: ${a.detail}`,
  // issue 14: diff policy (severity overrides, ignore file) and git sources
  "diff-policy-invalid": (a: { detail: string }) => `invalid diff policy: ${a.detail}`,
  "git-source-invalid": (a: { source: string; detail: string }) => `cannot read ${a.source} from git: ${a.detail}`,
  // issue 16: zod target
  "zod-format-unsupported": (a: { format: string }) => `format "${a.format}" is not implemented by the zod target`,
  // issue 26 (output stage): symlinks inside the output folder, read-only folders
  "out-path-symlink": (a: { link: string }) =>
    `is a symlink inside the output folder (${a.link}); mcp-codegen never writes or deletes through one: replace it with a folder or name another folder with --out DIR`,
  "out-dir-read-only": (a: { dir: string; path: string; code: string }) =>
    `cannot write into ${a.dir}: ${a.path} is read-only (${a.code}); make it writable or name another folder with --out DIR`,
  // issue 26 item 2 / issue 24 item 5: bounded downloads; each names the URL, the cause and the offline remedy
  "download-too-large": (a: { url: string; limit: number }) =>
    `download of ${a.url} stopped: the response is larger than ${a.limit} bytes (the downloadMaxBytes option); ${offline}`,
  "download-timeout": (a: { url: string; phase: "connect" | "idle" | "total"; seconds: number }) =>
    `download of ${a.url} timed out: ${a.phase === "connect" ? `no connection within ${a.seconds} s` : a.phase === "idle" ? `no data for ${a.seconds} s` : `not complete within ${a.seconds} s`}; ${offline}`,
  "output-too-large": (a: { target: string; megabytes: number; limit: number }) =>
    `the ${a.target} module for this schema would hold ${a.megabytes} MB of source, more than the ${a.limit} MB mcp-codegen writes in one file; split the schema`,
  "version-download-failed": (a: { version: string; looked: string; detail: string }) =>
    `spec version "${a.version}" is not available locally (looked in ${a.looked}): ${a.detail}`,
  // issue 22: the overlay (an SDK's deviations as data)
  "overlay-no-match": (a: { kind: string; version: string; at: string }) =>
    `overlay entry (${a.kind}) matches nothing in ${a.version}: no ${a.at}; fix the entry, or limit it with "versions"`,
  "overlay-name-taken": (a: { kind: string; version: string; at: string }) =>
    `overlay entry (${a.kind}) conflicts with the spec in ${a.version}: ${a.at} already exists`,
  "overlay-conflict": (a: { other: string; claim: string }) => `overlay entry conflicts with the entry at ${a.other}: both change ${a.claim}`,
  "overlay-code-refused": (a: { at: string }) =>
    `overlay entry at ${a.at} carries code, which runs inside generated modules; set "allowCode": true in the overlay to accept it`,
  // issue 23 (pyswap2): one name for several identical inline schemas
  "overlay-places-differ": (a: { kind: string; version: string; at: string }) =>
    `overlay entry (${a.kind}) gives one name to places that differ in ${a.version}: ${a.at} is not the same schema as the entry's first place`,
  "overlay-entry-differs": (a: { at: string }) => `breaks: ${a.at} is no longer the same schema as the entry's other places; generating this version would stop here (exit 2)`,
  "overlay-still-referenced": (a: { kind: string; version: string; at: string }) =>
    `overlay entry (${a.kind}) removes a definition ${a.version} still refers to at ${a.at}`,
  "overlay-entry-referenced": (a: { at: string }) => `breaks: the definition is now referred to at ${a.at}; generating this version would stop here (exit 2)`,
  // issue 22 (overlaydiff): how each overlay entry fares on a diff's new side
  "overlay-entry-missing": (a: { at: string }) => `breaks: nothing at ${a.at} any more; generating this version would stop here (exit 2)`,
  "overlay-entry-taken": (a: { at: string }) => `breaks: ${a.at} now exists in the spec; generating this version would stop here (exit 2)`,
  "overlay-entry-conflict": (a: { other: string; claim: string }) => `breaks: conflicts with the entry at ${a.other} (both change ${a.claim})`,
  "overlay-entry-code": (a: { at: string }) => `breaks: carries code at ${a.at} without "allowCode"`,
  "overlay-entry-obsolete": (a: { kind: string; when: string }) => `obsolete: the spec already says what this ${a.kind} entry asks (${a.when}); remove it`,
  // issue 23 (names): the generated packages, modules and namespaces, per language and version
  "binding-name-invalid": (a: { option: string; name: string; version: string; reason: string }) =>
    `${a.option} gives "${a.name}" for version ${a.version}, not a legal name: ${a.reason}`,
} as const;

export type MessageId = keyof typeof messages;
export type MessageArgs<I extends MessageId> = Parameters<(typeof messages)[I]>[0];

export interface Message<I extends MessageId = MessageId> {
  id: I;
  args: MessageArgs<I>;
}

export function formatMessage<I extends MessageId>(m: Message<I>, surface: Surface = "cli"): string {
  const render = ((surface === "api" ? apiWording[m.id] : undefined) ?? messages[m.id]) as (a: MessageArgs<I>) => string;
  return render(m.args);
}

// issue 24 (pkg): the library speaks of options where the CLI speaks of flags
/** Who reads a message: a person at the command line (flags), or a program calling the library (options). */
export type Surface = "cli" | "api";

/**
 * The library's wording of the messages that name CLI flags: same id and args, the option named instead of the
 * flag (`specs`, not `--spec V`). Every other message reads the same to both.
 */
export const apiWording: { [I in MessageId]?: (a: MessageArgs<I>) => string } = {
  "no-sources": () => `nothing to generate: set the option specs (e.g. ["2026-07-28"]), all: true or schemas, or versions, all or schemas in mcp-codegen.config.json`,
  "version-not-local": (a) =>
    `spec version "${a.version}" is not available locally (looked in ${a.looked}) and could not be downloaded; set the option schemaDir to a folder holding <version>/schema.json, or schemas to a schema.json file`,
  "out-dir-empty": () => `the output folder is "" (an unset variable?); set the option outDir`,
  "out-dir-root": (a) => `refusing to write into ${a.dir}, the file system root; set the option outDir to a folder`,
  "out-dir-cwd": (a) => `refusing to write into ${a.dir}: it is the current folder or one above it; set the option outDir to a subfolder`,
  "out-dir-not-folder": (a) => `${a.dir} is not a folder; set the option outDir to a folder`,
  "out-dir-not-owned": (a) =>
    `refusing to write into ${a.dir}: it holds files mcp-codegen did not write (${a.example}) and no ${a.manifest}; empty it or set the option outDir to another folder`,
  "out-file-not-owned": (a) =>
    `exists and was not written by mcp-codegen (${a.file} is not in ${a.manifest}); move it away or set the option outDir to another folder`,
  "out-file-not-regular": () => `is not a regular file; remove it or set the option outDir to another folder`,
};
