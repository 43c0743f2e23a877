import { createRequire } from "node:module";
import { CodegenError } from "./messages/error.js";

/**
 * Load a module that imports the TypeScript compiler (only what reads schema.ts does). The
 * compiler is an optional peer dependency, so the published package starts without it;
 * when it is absent, say which task needs it and how to install it.
 */
export async function loadCompiler<T>(task: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === "ERR_MODULE_NOT_FOUND" && /['"]typescript['"]/.test(err.message)) {
      throw new CodegenError("compiler-missing", { task });
    }
    throw e;
  }
}

/**
 * Whether the TypeScript compiler can be loaded here, without loading it. The CLI asks once, at the entry: a
 * schema.ts it would only have read because one lies beside the schema.json is then skipped with a warning,
 * instead of failing a run that never asked for it.
 */
export function compilerAvailable(from: string = import.meta.url): boolean {
  try {
    createRequire(from).resolve("typescript");
    return true;
  } catch {
    return false;
  }
}
