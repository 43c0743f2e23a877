/** RFC 6901 JSON pointers, written with a leading `#` as `$ref` spells them. */

export function escapeToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function child(pointer: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((p, t) => `${p}/${escapeToken(String(t))}`, pointer);
}

/** `#/a/b` -> ["a", "b"]; accepts percent-encoding as URI fragments allow. */
export function tokens(pointer: string): string[] {
  const body = pointer.startsWith("#") ? decodeURIComponent(pointer.slice(1)) : pointer;
  if (body === "") return [];
  return body.slice(1).split("/").map(unescapeToken);
}

export function resolvePointer(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const t of tokens(pointer)) {
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(t)) node = node[Number(t)];
    else if (node !== null && typeof node === "object" && Object.prototype.hasOwnProperty.call(node, t))
      node = (node as Record<string, unknown>)[t];
    else return undefined;
  }
  return node;
}
