import * as assert from "uvu/assert";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderFiles, writeTemp } from "../../../helpers/generate.ts";
import type { Options } from "../../../../generator/options.ts";
import { hostileSchema } from "./schema.ts";

/** No character that hides text or breaks a line where the reader does not see one. */
export const invisible = /[\u0000\u202a-\u202e\u2066-\u2069\ufeff\u2028\u2029\r]/;

/**
 * A spanning target (`go-all`, `python-all`, `csharp-all`, `swift-all`, `java-all`, `rust-all`, `kotlin-all`; `options` besides) over the hostile schema, written to a temporary folder: its `all/<language>`
 * folder, each file checked for invisible or line-breaking characters first.
 */
export async function renderHostileSpanning(target: "go-all" | "python-all" | "csharp-all" | "swift-all" | "java-all" | "rust-all" | "kotlin-all", options: Partial<Options> = {}): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `mcp-codegen-${target}-hostile-`));
  const schema = join(dir, "hostile.json");
  writeFileSync(schema, JSON.stringify(hostileSchema));
  const files = await renderFiles({ schemas: [schema], targets: [target], formatting: "builtin", ...options });
  for (const f of files) assert.not.match(f.contents, invisible, `${f.path}: no invisible or line-breaking character`);
  return join(writeTemp(files, `mcp-codegen-${target}-hostile-out-`), "all", target.replace(/-all$/, ""));
}
