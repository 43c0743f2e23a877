/**
 * A `_meta` key split as the spec describes it: an optional prefix (dot-separated labels, then `/`) and a name.
 * `prefix` is undefined when the key has no `/`; a key with more than one `/` keeps the rest in `name` (which the
 * name rule then rejects, as `/` is no name character).
 */
export interface MetaKeyParts {
  prefix: string | undefined;
  labels: string[];
  name: string;
}

export function splitMetaKey(key: string): MetaKeyParts {
  const slash = key.indexOf("/");
  if (slash < 0) return { prefix: undefined, labels: [], name: key };
  const prefix = key.slice(0, slash);
  return { prefix, labels: prefix.split("."), name: key.slice(slash + 1) };
}

/** A prefix label: starts with a letter, ends with a letter or digit, letters, digits or hyphens between. */
export const labelPattern = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** A name, unless empty: starts and ends with an alphanumeric, alphanumerics, `-`, `_` or `.` between. */
export const namePattern = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;

/** The labels whose presence reserves a prefix for MCP. */
export const reservedLabels: readonly string[] = ["modelcontextprotocol", "mcp"];
