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
