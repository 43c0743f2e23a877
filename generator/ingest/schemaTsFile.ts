import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeUtf8 } from "../read/decodeUtf8.js";
import { checkSchemaTs } from "../schemaTs/checkSchemaTs.js";
import { isGitLocation } from "./gitSource.js";
import { isUrl } from "./load.js";
import { readLocation } from "./readLocation.js";

/**
 * A schema.ts as a local file, for a reader that needs one on disk (the cross-check's TypeScript program). A local path
 * is itself; `git:<ref>:<path>` or a URL is read, decoded strictly and checked under its own name, then written to a
 * temporary folder that `done` removes.
 */
export async function schemaTsFile(location: string): Promise<{ file: string; done: () => void }> {
  if (!isGitLocation(location) && !isUrl(location)) return { file: location, done: () => {} };
  const text = checkSchemaTs(location, decodeUtf8(await readLocation(location), location));
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-schema-ts-"));
  const file = join(dir, "schema.ts");
  writeFileSync(file, text);
  return { file, done: () => rmSync(dir, { recursive: true, force: true }) };
}
