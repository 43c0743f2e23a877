import type { MemberCheck } from "./kind.js";

export const name: MemberCheck = (v) => (typeof v === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(v) ? undefined : "a definition name (letters, digits, _)");
export const pointer: MemberCheck = (v) =>
  typeof v === "string" && /^#\/(definitions|\$defs)\/[^/]+(\/[^/]*)*$/.test(v) ? undefined : 'a JSON pointer "#/definitions/Name/..."';
export const propertyName: MemberCheck = (v) => (typeof v === "string" && v !== "" ? undefined : "a non-empty string");
export const anyJson: MemberCheck = (v) => (v === undefined ? "a JSON value" : undefined);
export const schema: MemberCheck = (v) => (typeof v === "boolean" || (typeof v === "object" && v !== null && !Array.isArray(v)) ? undefined : "a JSON Schema (object or boolean)");
export const boolean: MemberCheck = (v) => (typeof v === "boolean" ? undefined : "true or false");
export const names: MemberCheck = (v) => (Array.isArray(v) && v.every((x) => propertyName(x) === undefined) ? undefined : "an array of property names");
export const propertySets: MemberCheck = (v) =>
  Array.isArray(v) && v.length > 0 && v.every((set) => Array.isArray(set) && set.length > 0 && names(set) === undefined)
    ? undefined
    : 'a non-empty array of non-empty arrays of property names ([["a"], ["b"]])';
export const schemas: MemberCheck = (v) =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((s) => schema(s) === undefined)
    ? undefined
    : "an object of property name -> JSON Schema";
export const text: MemberCheck = (v) => (typeof v === "string" && v.trim() !== "" ? undefined : "a non-empty string");
export function oneOf(...values: string[]): MemberCheck {
  return (v) => (typeof v === "string" && values.includes(v) ? undefined : values.map((x) => `"${x}"`).join(" or "));
}
/** A spec version as the run names it (`2025-11-25`, `draft`): a folder name. */
export const versionName: MemberCheck = (v) => (typeof v === "string" && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(v) ? undefined : 'a spec version ("2025-11-25")');
/** At least one definition name, none twice. */
export const distinctNames: MemberCheck = (v) =>
  Array.isArray(v) && v.length > 0 && v.every((x) => name(x) === undefined) && new Set(v).size === v.length ? undefined : "a non-empty array of definition names without repeats";
