/**
 * The spec's schema.ts read into plain data: as written (declarations, members, `@deprecated` tags, heritage),
 * which the IR takes as its second source, and as the type checker resolves it, which the cross-check compares.
 */
import type { Deprecation } from "../ir/model.js";

/** schema.ts as written. Nothing is type-checked or executed. */
export interface SchemaTs {
  /** The file name given to the reader (named in messages). */
  file: string;
  /** Top-level interfaces, type aliases and enums, in file order (a name declared twice merges, as in TypeScript). */
  declarations: TsDeclared[];
}

export interface TsDeclared {
  name: string;
  kind: "interface" | "type" | "enum";
  deprecated?: Deprecation;
  /** Declarations it inherits members from: `interface A extends B, C`, `type A = B & { ... }`. */
  bases: string[];
  /** Members written in it: properties of an interface or of `{ ... }` literals in a type alias, enum members. */
  members: TsMember[];
}

export interface TsMember {
  name: string;
  deprecated?: Deprecation;
  /** An enum member's literal value (`Trace = "trace"`). */
  value?: string | number;
  /**
   * The members of the `{ ... }` literals written in a property's type (through `| undefined`, arrays and
   * intersections), in file order: the declaration order of the inline object schema.json flattens it to.
   */
  members?: TsMember[];
}

/** One `@deprecated` tag as the diff lists it: on a declaration, or on one of its members. */
export interface TsDeprecation {
  /** The interface, type alias or enum (a definition name of schema.json). */
  name: string;
  /** A member of it, when the tag sits on the member. */
  property?: string;
  /** The tag's text (`@deprecated Use X instead` -> `Use X instead`), possibly empty. */
  note: string;
}

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

/** A type as the checker resolves it (inherited members included): what the cross-check compares with the IR. */
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
  deprecated?: Deprecation;
  type: TsNode;
}

export interface TsDeclaration {
  name: string;
  deprecated?: Deprecation;
  type: TsNode;
}
