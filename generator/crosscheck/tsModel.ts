/** schema.ts read into plain data: what the cross-check compares against the IR. */

/** A JSON kind a value may have. `integer` only for integer literals: TypeScript's `number` is `number`. */
export type ValueKind = "string" | "number" | "integer" | "boolean" | "null" | "object" | "array";

export const valueKinds = [
  "string",
  "number",
  "integer",
  "boolean",
  "null",
  "object",
  "array",
] as const satisfies readonly ValueKind[];

export type TsNode =
  /** A top-level declaration of the file, by name. */
  | { kind: "ref"; name: string }
  /** `any`, `unknown`. */
  | { kind: "any" }
  | { kind: "primitive"; type: Exclude<ValueKind, "object" | "array"> }
  | { kind: "object"; properties: TsProperty[]; index?: TsNode }
  | { kind: "array"; items: TsNode }
  | { kind: "union"; members: TsNode[] }
  /** Tuples and anything else the cross-check does not look into. */
  | { kind: "other"; text: string };

export interface TsProperty {
  name: string;
  optional: boolean;
  deprecated: boolean;
  type: TsNode;
}

export interface TsDeclaration {
  name: string;
  deprecated: boolean;
  type: TsNode;
}
