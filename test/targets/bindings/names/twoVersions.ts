import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { render } from "../../../../generator/generate.js";
import { resolveOptions, type BindingNames } from "../../../../generator/options.js";
import type { TargetId } from "../../../../generator/targets/ids.js";
import { examplesDir, schemasDir } from "../../../helpers/paths.js";

/** Two versions one SDK serves at once: the last dated release and the newest. */
export const twoVersions = ["2025-11-25", "2026-07-28"] as const;

/**
 * One real message both versions read: the spec's own `tools/call` example (2026-07-28 requires `_meta`,
 * which 2025-11-25 leaves open).
 */
export const messagePath = join(examplesDir, "CallToolRequest", "call-tool-request.json");
export const messageValue: unknown = JSON.parse(readFileSync(messagePath, "utf8"));

/** The files `generate` writes for both versions of `target` under the given names, by path below out/. */
export async function renderTwo(target: TargetId, bindings: Partial<BindingNames>): Promise<{ path: string; contents: string }[]> {
  return render(resolveOptions({ specs: [...twoVersions], targets: [target], schemaDir: schemasDir, download: false, bindings }));
}

/** `files` written under `root`, each path with `out/<version>/<target>/` replaced by `place(version)`. */
export function placeFiles(root: string, target: string, files: readonly { path: string; contents: string }[], place: (version: string) => string): void {
  for (const f of files) {
    const [version, lang, ...rest] = f.path.split("/");
    if (lang !== target || version === undefined) continue;
    const path = join(root, place(version), ...rest);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.contents);
  }
}

export function freshDir(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
