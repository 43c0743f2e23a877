import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The package's own folder (where package.json, schema/ and templates/ live): the
 * parent of generator/ when run from the sources, the parent of dist/ when run from
 * the build (dist/generator/). The first ancestor holding package.json is it.
 */
function findRoot(): string {
  for (const up of ["../", "../../"]) {
    const dir = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(`${dir}package.json`)) return dir;
  }
  throw new Error(`mcp-codegen: no package.json above ${fileURLToPath(import.meta.url)}`);
}

export const projectRoot: string = findRoot();
