import type { ValueKind } from "../schemaTs/model.js";

/** One place where schema.ts and schema.json are compared; the rules read only these. */
export type Site = DefinitionSite | PropertySite | ValueSite;

export interface DefinitionSite {
  kind: "definition";
  name: string;
  pointer: string;
  ts?: { deprecated: boolean };
  json?: { deprecated: boolean };
}

export interface PropertySite {
  kind: "property";
  /** `Owner.path.name`, as schema.ts would spell it. */
  at: string;
  pointer: string;
  ts?: { optional: boolean; deprecated: boolean };
  json?: { required: boolean; deprecated: boolean };
}

/** The values each side admits at one place: their JSON kinds and, for unions of named types, the names. */
export interface ValueSite {
  kind: "value";
  at: string;
  pointer: string;
  ts: ValueKind[];
  json: ValueKind[];
  /** Named members of a schema.ts union at this place. */
  tsNames: string[];
  /** Named members of a schema.json union made only of `$ref`s; undefined for any other union. */
  jsonNames: string[] | undefined;
}

export type SiteKind = Site["kind"];
