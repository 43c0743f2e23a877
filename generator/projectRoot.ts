import { fileURLToPath } from "node:url";

/** The package's own folder (where package.json, schema/ and templates/ live). */
export const projectRoot = fileURLToPath(new URL("../", import.meta.url));
