/** Change paths: `Definition/properties/name/...`, tokens escaped as in JSON pointers (`/` -> `~1`). */
import { escapeToken } from "../ir/pointer.js";

export function join(path: string, ...tokens: string[]): string {
  return tokens.reduce((p, t) => `${p}/${escapeToken(t)}`, path);
}

export function methodPath(method: string): string {
  return `methods/${method}`;
}
