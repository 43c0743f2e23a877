import { CodegenError } from "../messages/error.js";
import { decodeUtf8 } from "../read/decodeUtf8.js";
import { checkSchemaTs } from "../schemaTs/checkSchemaTs.js";
import type { SchemaTs } from "../schemaTs/model.js";
import type { SchemaTsFacts } from "../schemaTs/readSchemaTsFacts.js";
import { sha256 } from "./load.js";
import { readLocation } from "./readLocation.js";

/** A schema.ts to read beside a schema.json, and the sha256 its bytes must have (null: unpinned). */
export interface SchemaTsSource {
  /** A path, a URL or `git:<ref>:<path>`; names the file in errors. */
  location: string;
  pin: string | null;
  /** The bytes, when they were read before loading (`update` holds both sides in memory). */
  bytes?: Uint8Array;
}

/**
 * Read a schema.ts from wherever it comes (a file, a URL, git, bytes in memory), strictly decoded; check its pin; check
 * its text as the parser needs it (not JSON, nested within bounds); parse it. The parser is loaded here, on use.
 */
export async function loadSchemaTs(source: SchemaTsSource): Promise<SchemaTs & { sha256: string; facts: SchemaTsFacts }> {
  const text = decodeUtf8(source.bytes ?? (await readLocation(source.location)), source.location);
  const actual = sha256(text);
  if (source.pin && source.pin !== actual) {
    throw new CodegenError("pin-mismatch", { source: source.location, pinned: source.pin, actual }, { file: source.location });
  }
  checkSchemaTs(source.location, text);
  const [{ readSchemaTs }, { readSchemaTsFacts }] = await Promise.all([import("../schemaTs/readSchemaTs.js"), import("../schemaTs/readSchemaTsFacts.js")]);
  // Its declarations (tags, members) and its facts (`any` places, constants), from the one text that was checked.
  return { ...readSchemaTs(text, source.location), sha256: actual, facts: readSchemaTsFacts(text, source.location) };
}
