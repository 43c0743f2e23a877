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
  "fetch-failed": (a: { url: string; detail: string }) => `download of ${a.url} failed: ${a.detail}`,
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
  // issue 16: zod target
  "zod-format-unsupported": (a: { format: string }) => `format "${a.format}" is not implemented by the zod target`,
} as const;

export type MessageId = keyof typeof messages;
export type MessageArgs<I extends MessageId> = Parameters<(typeof messages)[I]>[0];

export interface Message<I extends MessageId = MessageId> {
  id: I;
  args: MessageArgs<I>;
}

export function formatMessage<I extends MessageId>(m: Message<I>): string {
  const render = messages[m.id] as (a: MessageArgs<I>) => string;
  return render(m.args);
}
