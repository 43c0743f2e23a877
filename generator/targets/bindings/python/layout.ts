/**
 * Lays Python expressions out as ruff format does, so its check finds nothing to change: an
 * expression that fits in 88 columns stays on one line; otherwise each bracket's items go one
 * per line with a trailing comma (the "magic" trailing comma that keeps ruff from joining them).
 * Generated text is plain ASCII, so a column is a character.
 */

export const lineLength = 88;

/** An atom (already-built code) or a bracketed list `head(items)` / `head[items]`. */
export type PyExpr = string | { head: string; open: "(" | "[" | "{"; items: readonly PyExpr[] };

export function call(head: string, items: readonly PyExpr[]): PyExpr {
  return { head, open: "(", items };
}

export function subscript(head: string, items: readonly PyExpr[]): PyExpr {
  return { head, open: "[", items };
}

const closing = { "(": ")", "[": "]", "{": "}" } as const;

/** The expression on one line. */
export function flat(e: PyExpr): string {
  if (typeof e === "string") return e;
  return `${e.head}${e.open}${e.items.map(flat).join(", ")}${closing[e.open]}`;
}

/**
 * `e` laid out starting after `prefix` at `indent` (the prefix is part of the first line, e.g.
 * `    name: T = `), followed by `suffix` (`,` inside a parent list).
 */
export function layout(e: PyExpr, indent: string, prefix = "", suffix = ""): string {
  const one = `${indent}${prefix}${flat(e)}${suffix}`;
  if (typeof e === "string" || one.length <= lineLength || e.items.length === 0) return one;
  const inner = `${indent}    `;
  // A single subscript item must not get a comma: `list[X,]` would be a tuple.
  const comma = e.open !== "[" || e.items.length > 1 ? "," : "";
  const lines = e.items.map((item, i) => layout(item, inner, "", i < e.items.length - 1 ? "," : comma));
  return `${indent}${prefix}${e.head}${e.open}\n${lines.join("\n")}\n${indent}${closing[e.open]}${suffix}`;
}

/**
 * A statement `prefix` + `e` (an assignment's right-hand side). When even the line up to the
 * first bracket does not fit, ruff wraps the whole right-hand side in parentheses.
 */
export function assignment(e: PyExpr, indent: string, prefix: string): string {
  const one = `${indent}${prefix}${flat(e)}`;
  if (one.length <= lineLength || typeof e === "string") return layout(e, indent, prefix);
  if (`${indent}${prefix}${e.head}${e.open}`.length <= lineLength) return layout(e, indent, prefix);
  return `${indent}${prefix}(\n${layout(e, `${indent}    `)}\n${indent})`;
}
