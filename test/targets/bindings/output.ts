import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import { bindingLanguages } from "../../../generator/targets/bindings/index.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import { projectRoot, schemasDir } from "../../helpers/paths.js";

export const bindingIds = bindingLanguages.map((l) => l.id);

/** Every binding file for every published version, as `generate --all` renders them. */
export async function renderBindingFiles(): Promise<OutputFile[]> {
  return render(resolveOptions({ all: true, targets: [...bindingIds], schemaDir: schemasDir, download: false }));
}

/** Scratch space for builds, kept between runs so cargo and Maven rebuild incrementally (git-ignored). */
export const workDir = join(projectRoot, "tmp", "bindings-test");

export function writeFiles(root: string, files: { path: string; contents: string }[]): void {
  rmSync(root, { recursive: true, force: true });
  for (const f of files) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.contents);
  }
}

/** `2026-07-28` -> `v2026_07_28`: a package/module name every language accepts. */
export function moduleName(version: string): string {
  return `v${version.replace(/[^A-Za-z0-9]/g, "_")}`;
}
