import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { OutputFile } from "../../../generator/emit/output.ts";
import { renderFiles } from "../../helpers/generate.ts";
import { projectRoot } from "../../helpers/paths.ts";

/**
 * Generated zod.ts files import `zod/v4`: they are written under the project's git-ignored tmp/
 * so that Node and the compiler resolve zod from the project's node_modules, as a user's would.
 */
const written: string[] = [];
process.on("exit", () => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

export function writeInProject(files: readonly OutputFile[], prefix = "zod-"): string {
  mkdirSync(join(projectRoot, "tmp"), { recursive: true });
  const dir = mkdtempSync(join(projectRoot, "tmp", prefix));
  written.push(dir);
  for (const f of files) {
    const path = join(dir, f.path);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, f.contents);
  }
  return dir;
}

/** The generated module, as a test sees it. */
export interface GeneratedZod {
  schemas: Record<string, { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }>;
  [name: string]: unknown;
}

const modules = new Map<string, Promise<{ dir: string; zod: GeneratedZod; files: OutputFile[] }>>();

/** zod.ts (and types.ts) of a published version, generated, formatted, written and imported (tsx loads the .ts). */
export function zodOf(version: string): Promise<{ dir: string; zod: GeneratedZod; files: OutputFile[] }> {
  let pending = modules.get(version);
  if (!pending) {
    pending = (async () => {
      const files = await renderFiles({ specs: [version], targets: ["zod"] });
      const dir = writeInProject(files);
      const zod = (await import(pathToFileURL(join(dir, version, "zod.ts")).href)) as GeneratedZod;
      return { dir, zod, files };
    })();
    modules.set(version, pending);
  }
  return pending;
}
