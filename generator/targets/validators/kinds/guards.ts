import { code, type Code } from "../../../emit/code.js";

/** JSON type tests as JSON Schema's `type` means them (arrays are not objects; `null` is not an object); parenthesised, so `!` applies to the whole test. */
export const jsonType = {
  object: (v: Code): Code => code`(typeof ${v} === "object" && ${v} !== null && !Array.isArray(${v}))`,
  array: (v: Code): Code => code`Array.isArray(${v})`,
  string: (v: Code): Code => code`(typeof ${v} === "string")`,
  /** Any number, for type-less assertions (`minimum` alone applies to every number). */
  number: (v: Code): Code => code`(typeof ${v} === "number")`,
} as const;

/** A path one step below `path`: a fixed property name is pointer-escaped, then quoted. */
export function childPath(path: Code, token: string): Code {
  return code`${path} + ${"/" + token.replace(/~/g, "~0").replace(/\//g, "~1")}`;
}
