import { CodegenError } from "../messages/error.js";
import type { SchemaTs } from "../schemaTs/model.js";
import { download } from "./download.js";
import { isUrl, sha256 } from "./load.js";

/** A schema.ts to read beside a schema.json, and the sha256 its bytes must have (null: unpinned). */
export interface SchemaTsSource {
  location: string;
  pin: string | null;
}

/** Read a schema.ts (path or URL), check its pin, parse it. The TypeScript compiler is loaded here, on use. */
export async function loadSchemaTs(source: SchemaTsSource): Promise<SchemaTs & { sha256: string }> {
  const text = isUrl(source.location) ? await download(source.location) : await readText(source.location);
  const actual = sha256(text);
  if (source.pin && source.pin !== actual) {
    throw new CodegenError("pin-mismatch", { source: source.location, pinned: source.pin, actual }, { file: source.location });
  }
  const { loadCompiler } = await import("../loadCompiler.js");
  const { readSchemaTs } = await loadCompiler("reading schema.ts", () => import("../schemaTs/readSchemaTs.js"));
  return { ...readSchemaTs(text, source.location), sha256: actual };
}

/** Read strictly, as the cross-check does: a regular UTF-8 file, not JSON, nested within bounds. */
async function readText(path: string): Promise<string> {
  const { checkSchemaTs } = await import("../schemaTs/checkSchemaTs.js");
  return checkSchemaTs(path);
}
