import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { deriveMethods, type MethodInfo } from "../../../generator/mcp/methods.ts";
import type { Model } from "../../../generator/ir/model.ts";
import { renderFiles } from "../../helpers/generate.ts";
import { writeInProject } from "../zod/helpers.ts";
import { versionUnderTest, type GeneratedValidators } from "../validators/helpers.ts";

type Check = { ok: boolean; errors?: { path: string; keyword: string; message: string }[] };
type AnyFn = (...args: any[]) => any;

/** The generated dispatch.ts of a version, as a test sees it. */
export interface GeneratedDispatch {
  createServerDispatcher: AnyFn;
  createClientDispatcher: AnyFn;
  createClientPairing: AnyFn;
  createServerPairing: AnyFn;
  RpcError: new (code: number, message: string, data?: unknown) => Error;
  [name: string]: unknown;
}

export interface DispatchUnderTest {
  model: Model;
  methods: MethodInfo[];
  dispatch: GeneratedDispatch;
  /** The generated validators written beside dispatch.ts (what it validates with). */
  validators: GeneratedValidators;
  validate(definition: string, value: unknown): Check;
}

const cache = new Map<string, Promise<DispatchUnderTest>>();

/** dispatch.ts (with methods.ts, validators, types.ts) of a published version, generated, written and imported. */
export function dispatchOf(version: string): Promise<DispatchUnderTest> {
  let pending = cache.get(version);
  if (!pending) {
    pending = (async () => {
      const files = await renderFiles({ specs: [version], targets: ["dispatch"] });
      const dir = writeInProject(files, "dispatch-");
      const dispatch = (await import(pathToFileURL(join(dir, version, "dispatch.ts")).href)) as GeneratedDispatch;
      const validators = (await import(pathToFileURL(join(dir, version, "validators.js")).href)) as GeneratedValidators;
      const { model } = await versionUnderTest(version);
      const validate = (definition: string, value: unknown): Check => {
        const v = validators.validate[definition];
        if (!v) throw new Error(`${version} has no definition ${definition}`);
        return v(value);
      };
      return { model, methods: deriveMethods(model), dispatch, validators, validate };
    })();
    cache.set(version, pending);
  }
  return pending;
}

/** The spec's name for a response envelope of this version (the newer name first). */
export function envelope(model: Model, kind: "result" | "error"): string {
  const names = kind === "result" ? ["JSONRPCResultResponse", "JSONRPCResponse"] : ["JSONRPCErrorResponse", "JSONRPCError"];
  return names.find((n) => model.definitions.some((d) => d.name === n))!;
}
