import { CodegenError } from "../messages/error.js";
import { assertNever, type Definition, type Model, type TypeNode } from "../ir/model.js";
import { listedProperties } from "../ir/walk.js";
import { definitionsByName } from "../ir/lookup.js";
import { withStatedAlternatives } from "./statedAlternatives.js";
import { capabilityKeys, guardingCapability } from "./capabilities.js";
import type { Direction, MethodInfo, MethodKind, Via } from "./methodInfo.js";

export type { Direction, MethodInfo, MethodKind, Via } from "./methodInfo.js";

/** Where methods come from, and which union holds the results that answer them. */
export const methodSources = [
  { union: "ClientRequest", kind: "request", direction: "client-to-server", via: "json-rpc", results: "ServerResult" },
  { union: "ServerRequest", kind: "request", direction: "server-to-client", via: "json-rpc", results: "ClientResult" },
  {
    union: "InputRequests",
    kind: "request",
    direction: "server-to-client",
    via: "input-request",
    results: "InputResponses",
  },
  { union: "ClientNotification", kind: "notification", direction: "client-to-server", via: "json-rpc", results: null },
  { union: "ServerNotification", kind: "notification", direction: "server-to-client", via: "json-rpc", results: null },
] as const satisfies readonly {
  union: string;
  kind: MethodKind;
  direction: Direction;
  via: Via;
  results: string | null;
}[];

/**
 * Requests the spec answers with a result not named after them (documented in docs/methods.md).
 * Checked before the naming rule; the named result must exist in the model.
 */
export const resultExceptions: Readonly<Record<string, string>> = {
  ping: "EmptyResult",
  "resources/subscribe": "EmptyResult",
  "resources/unsubscribe": "EmptyResult",
  "logging/setLevel": "EmptyResult",
};

/** Answer to a request whose params carry `task` (2025-11-25 task augmentation). */
export const taskResult = "CreateTaskResult";
/** The base every result extends; a result union listing it is not thereby offering an alternative. */
const baseResults = new Set(["Result", "EmptyResult"]);

interface Found {
  method: string;
  /** For an inline member: the definition whose union holds it. */
  container: string | undefined;
  definition: string;
  inline: boolean;
  node: TypeNode;
  deprecated: boolean;
}

/** One member of a method union: its method and the definition that defines it (no result pairing). */
export interface MethodMember {
  method: string;
  source: (typeof methodSources)[number];
  /** A definition of the model, or (when `inline`) the inline member's suggestedName. */
  definition: string;
  inline: boolean;
  /** For an inline member: the definition whose union holds it. */
  container: string | undefined;
}

/**
 * The members of every method union, per source, in schema order: what a message with that
 * `method` must match. Cheaper than `deriveMethods` and never fails on results.
 */
export function methodMembers(model: Model): MethodMember[] {
  const defs = definitionsByName(model);
  return methodSources.flatMap((source) => {
    const holder = defs.get(source.union);
    if (!holder) return [];
    return collectMembers(holder, defs, model).map((f) => ({
      method: f.method,
      source,
      definition: f.definition,
      inline: f.inline,
      container: f.container,
    }));
  });
}

/**
 * What to do with a method that cannot be paired with a result (or a union member that is no method):
 * `error` (default: generation refuses it) or `skip`, for a reviewer diffing a draft mid-edit, which leaves
 * it out and hands it to `onSkip`.
 */
export interface DeriveOptions {
  unpaired?: "error" | "skip";
  onSkip?: (skipped: { method: string; detail: string }) => void;
}

/**
 * IR -> every method per direction, paired with params, result and capability. Alternative results are
 * what the schema states (`<Result>Response`, 2026-07-28 on) where it states them, else derived from the
 * result unions and task augmentation. Sorted by method, direction, via.
 */
export function deriveMethods(model: Model, options: DeriveOptions = {}): MethodInfo[] {
  const fail: Fail = (e) => {
    if (options.unpaired !== "skip") throw e;
    options.onSkip?.(e.args as { method: string; detail: string });
    return undefined;
  };
  const defs = definitionsByName(model);
  const keys = capabilityKeys(model);
  const out: MethodInfo[] = [];
  for (const source of methodSources) {
    const holder = defs.get(source.union);
    if (!holder) continue;
    const found = collectMembers(holder, defs, model, fail);
    const paired = found.flatMap((f) => {
      const params = paramsOf(f.node, f.definition, defs);
      const result = source.kind === "request" ? pairResult(f, defs, model, fail) : null;
      return result === undefined ? [] : [{ f, params, result }];
    });
    const extras = source.results
      ? unpairedResults(
          source.results,
          paired.map((p) => p.result),
          defs,
        )
      : [];
    for (const { f, params, result } of paired) {
      const alternatives = new Set(source.kind === "request" ? extras : []);
      if (source.kind === "request" && params.node && hasProperty(params.node, "task", defs) && defs.has(taskResult)) {
        alternatives.add(taskResult);
      }
      const capability = guardingCapability({ method: f.method, kind: source.kind, direction: source.direction }, keys);
      out.push({
        method: f.method,
        kind: source.kind,
        direction: source.direction,
        via: source.via,
        definition: f.definition,
        inline: f.inline,
        union: f.container ?? source.union,
        params: params.name,
        paramsInline: params.inline,
        paramsRequired: params.required,
        result,
        alternativeResults: [...alternatives].sort(compare),
        capability: capability?.path ?? null,
        capabilitySide: capability?.side ?? null,
        deprecated: f.deprecated,
      });
    }
  }
  return withStatedAlternatives(out, defs).sort((a, b) => compare(a.method, b.method) || compare(a.direction, b.direction) || compare(a.via, b.via));
}

/** Members of a method union: refs followed through unions and maps, inline objects kept. */
type Fail = (e: CodegenError<"method-unpaired">) => undefined;
const raise: Fail = (e) => {
  throw e;
};

function collectMembers(holder: Definition, defs: ReadonlyMap<string, Definition>, model: Model, fail: Fail = raise): Found[] {
  const found: Found[] = [];
  const seen = new Set<string>();
  const visit = (node: TypeNode, owner: string, ownerDeprecated: boolean, isDefinitionRoot: boolean): void => {
    if (node.kind === "ref") {
      if (seen.has(node.target)) return;
      seen.add(node.target);
      const def = defs.get(node.target);
      if (!def) return fail(unpaired(node.target, "the union refers to a missing definition", model, node.pointer));
      visit(def.type, def.name, Boolean(def.deprecated) || Boolean(node.deprecated), true);
      return;
    }
    if (node.kind === "union")
      return node.members.forEach((m) => visit(m, owner, ownerDeprecated || Boolean(node.deprecated), false));
    if (node.kind === "map") return visit(node.values, owner, ownerDeprecated, false);
    const method = methodLiteral(node, defs);
    if (method === undefined)
      return fail(unpaired(owner, "union member has no `method` constant", model, node.pointer));
    const deprecated = ownerDeprecated || Boolean(node.deprecated);
    if (isDefinitionRoot && owner !== holder.name) {
      found.push({ method, container: undefined, definition: owner, inline: false, node, deprecated });
      return;
    }
    // An inline member (or a union inlined to its single member): name it after the definition it copies, if any.
    const twin = twinDefinition(node, holder.name, defs);
    if (twin)
      found.push({
        method,
        container: undefined,
        definition: twin.name,
        inline: false,
        node: twin.type,
        deprecated: deprecated || Boolean(twin.deprecated),
      });
    else
      found.push({ method, container: owner, definition: node.suggestedName ?? owner, inline: true, node, deprecated });
  };
  visit(holder.type, holder.name, Boolean(holder.deprecated), true);
  return found;
}

/** A definition other than `except` with exactly this structure (ignoring pointers and prose). */
function twinDefinition(node: TypeNode, except: string, defs: ReadonlyMap<string, Definition>): Definition | undefined {
  const shape = structure(node);
  return [...defs.values()].find((d) => d.name !== except && structure(d.type) === shape);
}

function structure(node: TypeNode): string {
  return JSON.stringify(node, (k, v) =>
    k === "pointer" || k === "description" || k === "suggestedName" ? undefined : v,
  );
}

/**
 * The results a type stands for: definitions reached through refs, unions and maps, keeping
 * only those that are not themselves a union or map of results (those only group them).
 */
function resultLeaves(node: TypeNode, defs: ReadonlyMap<string, Definition>, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  const visit = (n: TypeNode): void => {
    switch (n.kind) {
      case "ref": {
        const target = defs.get(n.target);
        if (!target || seen.has(target.name)) return;
        seen.add(target.name);
        if (target.type.kind !== "union" && target.type.kind !== "map") names.add(target.name);
        visit(target.type);
        return;
      }
      case "union":
        return n.members.forEach(visit);
      case "map":
        return visit(n.values);
      case "object":
      case "intersection":
      case "any":
      case "never":
      case "primitive":
      case "literal":
      case "enum":
      case "array":
      case "not":
      case "switch":
        return;
      default:
        return assertNever(n, "type node");
    }
  };
  visit(node);
  return names;
}

function refTo(name: string): TypeNode {
  return { kind: "ref", pointer: "", target: name };
}

/**
 * Results of the union that no paired result stands for (and that are not the bare base result):
 * they may answer any request of that source (2026-07-28 `InputRequiredResult`).
 */
function unpairedResults(union: string, used: readonly (string | null)[], defs: ReadonlyMap<string, Definition>): string[] {
  if (!defs.has(union)) return [];
  const covered = new Set<string>(baseResults);
  for (const r of used) if (r !== null) for (const leaf of resultLeaves(refTo(r), defs)) covered.add(leaf);
  return [...resultLeaves(refTo(union), defs)].filter((r) => !covered.has(r));
}

/**
 * Exception table, then `<X>Request` -> `<X>Result`, then the `<X>ResultResponse` wrapper's `result`,
 * then the params' name: `<Y>RequestParams` -> `<Y>Result`.
 */
function pairResult(f: Found, defs: ReadonlyMap<string, Definition>, model: Model, fail: Fail): string | undefined {
  const exception = resultExceptions[f.method];
  if (exception !== undefined) {
    if (!defs.has(exception))
      return fail(
        unpaired(
          f.method,
          `the exception table names ${exception}, which the schema does not define`,
          model,
          f.node.pointer,
        ),
      );
    return exception;
  }
  if (!f.definition.endsWith("Request")) {
    return fail(
      unpaired(
        f.method,
        `${f.definition} is not named <X>Request and the method is not in the exception table`,
        model,
        f.node.pointer,
      ),
    );
  }
  const named = `${f.definition.slice(0, -"Request".length)}Result`;
  if (defs.has(named)) return named;
  const wrapper = defs.get(`${named}Response`);
  const wrapped = wrapper ? findProperty(wrapper.type, "result", defs) : undefined;
  if (wrapped?.type.kind === "ref" && defs.has(wrapped.type.target)) return wrapped.type.target;
  // Drafts that renamed the request kept the params' name: `ElicitationCreateRequest` takes `ElicitRequestParams`.
  const params = findProperty(f.node, "params", defs);
  const byParams =
    params?.type.kind === "ref" && params.type.target.endsWith("RequestParams")
      ? `${params.type.target.slice(0, -"RequestParams".length)}Result`
      : undefined;
  if (byParams !== undefined && defs.has(byParams)) return byParams;
  const tried = [...new Set([named, `${named}Response`, ...(byParams ? [byParams] : [])])].join(", ");
  return fail(unpaired(f.method, `none of ${tried} is defined`, model, f.node.pointer));
}

function paramsOf(
  node: TypeNode,
  definition: string,
  defs: ReadonlyMap<string, Definition>,
): { name: string | null; inline: boolean; required: boolean; node: TypeNode | undefined } {
  const prop = findProperty(node, "params", defs);
  if (!prop) return { name: null, inline: false, required: false, node: undefined };
  if (prop.type.kind === "ref")
    return { name: prop.type.target, inline: false, required: prop.required, node: prop.type };
  return {
    name: prop.type.suggestedName ?? `${definition}Params`,
    inline: true,
    required: prop.required,
    node: prop.type,
  };
}

function methodLiteral(node: TypeNode, defs: ReadonlyMap<string, Definition>): string | undefined {
  const prop = findProperty(node, "method", defs);
  if (!prop) return undefined;
  const t = prop.type;
  if (t.kind === "literal" && typeof t.value === "string") return t.value;
  if (t.kind === "enum" && t.values.length === 1 && typeof t.values[0] === "string") return t.values[0];
  if (t.kind === "intersection") {
    for (const m of t.members) if (m.kind === "literal" && typeof m.value === "string") return m.value;
  }
  return undefined;
}

/** A property of an object, looking through refs and intersections (the first schema that lists it wins). */
function findProperty(node: TypeNode, name: string, defs: ReadonlyMap<string, Definition>): { type: TypeNode; required: boolean } | undefined {
  return listedProperties(node, defs).find((p) => p.name === name);
}

/** Whether some variant of `node` lists property `name` (unions: any member). */
function hasProperty(node: TypeNode, name: string, defs: ReadonlyMap<string, Definition>, seen = new Set<string>()): boolean {
  if (node.kind === "ref") {
    const def = defs.get(node.target);
    if (!def || seen.has(def.name)) return false;
    seen.add(def.name);
    return hasProperty(def.type, name, defs, seen);
  }
  if (node.kind === "union" || node.kind === "intersection")
    return node.members.some((m) => hasProperty(m, name, defs, seen));
  return node.kind === "object" && node.properties.some((p) => p.name === name);
}

function unpaired(method: string, detail: string, model: Model, pointer: string): CodegenError<"method-unpaired"> {
  return new CodegenError("method-unpaired", { method, detail }, { file: model.source, pointer });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
