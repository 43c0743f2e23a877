import { readFile } from "node:fs/promises";
import { download, isUrl } from "../ingest/load.js";
import { CodegenError } from "../messages/error.js";
import { readSchemaTsFacts, type SchemaTsFacts } from "./readSchemaTsFacts.js";

/** schema.ts's `any` places and constants, from the file (or URL) the loader read, pinned by the same sha256. */
export async function loadSchemaTsFacts(location: string): Promise<SchemaTsFacts> {
  let text: string;
  try {
    text = isUrl(location) ? await download(location) : await readFile(location, "utf8");
  } catch (e) {
    if (e instanceof CodegenError) throw e;
    throw new CodegenError("file-unreadable", { detail: (e as NodeJS.ErrnoException).code ?? String(e) }, { file: location });
  }
  return readSchemaTsFacts(text, location);
}
