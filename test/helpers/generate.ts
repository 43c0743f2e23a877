import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { render } from "../../generator/generate.ts";
import { resolveOptions, type Options } from "../../generator/options.ts";
import type { OutputFile } from "../../generator/emit/output.ts";
import { schemasDir } from "./paths.ts";

/** Render in memory with the shared schemas as the schema dir and no network. */
export function renderFiles(options: Partial<Options>): Promise<OutputFile[]> {
  return render(resolveOptions({ schemaDir: schemasDir, download: false, ...options }));
}

/** Write files under a fresh temp folder; returns it. */
export function writeTemp(files: readonly OutputFile[], prefix = "mcp-codegen-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const f of files) {
    const path = join(dir, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.contents);
  }
  return dir;
}
