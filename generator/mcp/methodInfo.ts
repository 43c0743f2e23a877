/** The method vocabulary shared by methods.ts, capabilities.ts and statedAlternatives.ts (types only, so none imports another in a circle). */

/** A side that declares capabilities. */
export type CapabilitySide = "client" | "server";
export type MethodKind = "request" | "notification";
export type Direction = "client-to-server" | "server-to-client";
/** `input-request`: 2026-07-28's server asks the client inside a result (`InputRequests`), not as a JSON-RPC request. */
export type Via = "json-rpc" | "input-request";

/** One JSON-RPC method of one direction, as the schema defines it. Plain data. */
export interface MethodInfo {
  method: string;
  kind: MethodKind;
  direction: Direction;
  via: Via;
  /** The request/notification definition; for an inlined union member, its suggestedName (or the union's own name). */
  definition: string;
  /** Whether `definition` is not a definition of the model (an inline union member): reach it through `union`. */
  inline: boolean;
  /** The definition the method was found in (`ClientRequest`, `InputRequests`); for an inline member, the union holding it. */
  union: string;
  /** Params type: a definition name, or the inline params object's suggestedName; null when the schema has no `params`. */
  params: string | null;
  /** Whether `params` names no definition (inline object): reach it as `<definition>["params"]`. */
  paramsInline: boolean;
  paramsRequired: boolean;
  /** Result definition; null for notifications. */
  result: string | null;
  /** Other results the method may be answered with (sorted). */
  alternativeResults: string[];
  /** Guarding capability path (`tools`, `resources.subscribe`), or null. */
  capability: string | null;
  /** Which side declares `capability`. */
  capabilitySide: CapabilitySide | null;
  deprecated: boolean;
}
