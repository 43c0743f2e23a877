import type { ValueKind } from "../schemaTs/model.js";
import type { Site as Aligned } from "../rules/site.js";

/**
 * One place where schema.ts (before) and schema.json (after) are compared; the rules read only these.
 * The one site shape of every rule engine (`rules/site.ts`); a side is undefined where the place is absent.
 */
export type Site = DefinitionSite | PropertySite | ValueSite;

/** A definition on either side; path is its name. */
export type DefinitionSite = Aligned<
  "definition",
  { deprecated: boolean } | undefined,
  { deprecated: boolean } | undefined
>;

/** A property; path is `Owner.path.name`, as schema.ts would spell it. */
export type PropertySite = Aligned<
  "property",
  { optional: boolean; deprecated: boolean } | undefined,
  { required: boolean; deprecated: boolean } | undefined
>;

/**
 * The values each side admits at one place: their JSON kinds and, for unions of named types, the names
 * (schema.json: only for a union made of `$ref`s, else undefined).
 */
export type ValueSite = Aligned<
  "value",
  { kinds: ValueKind[]; names: string[] },
  { kinds: ValueKind[]; names: string[] | undefined }
>;

export type SiteKind = Site["at"];
export const siteKinds = ["definition", "property", "value"] as const satisfies readonly SiteKind[];
