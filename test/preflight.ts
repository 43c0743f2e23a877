/**
 * Runs before `npm test` (the `pretest` script): when the test data is missing, say in one paragraph what it is and
 * how to get it, and stop at once, instead of failing later with a raw ENOENT while a test file loads.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readPins } from "../scripts/testData.ts";
import { schemasDir, sharedDir } from "./helpers/paths.ts";

const pins = readPins();
const where = (path: string) => (path.startsWith("schemas/") ? join(schemasDir, path.slice("schemas/".length)) : join(sharedDir, path));
const missing = [...pins.files.map((f) => f.path), pins.index.path].filter((p) => !existsSync(where(p)));

if (missing.length > 0) {
  process.stderr.write(
    [
      "",
      `mcp-codegen tests: ${missing.length} of ${pins.files.length + 1} test data files are missing from ${sharedDir} (first: ${missing[0]}).`,
      "The tests read data that is not part of this repository: the MCP specification's published schemas (schema.json and",
      "schema.ts of every version, and the 2026-07-28 examples), the history of its draft schema.json (220 versions), and",
      "the official JSON-Schema-Test-Suite. Get them (about 36 MB; every file is checked against its pinned sha256) with:",
      "",
      "    npm run fetch-test-data",
      "",
      "It downloads into ../shared beside this checkout; set MCP_SHARED_DIR=DIR to use another folder (for both commands).",
      "",
    ].join("\n"),
  );
  process.exit(2);
}
