import { existsSync } from "node:fs";
import { join } from "node:path";
import { configFileNames } from "./config.js";

/** The config file in `dir`, JSON before `.mjs`; undefined when there is none. No search upwards: the build names its folder. */
export function findConfig(dir: string): string | undefined {
  return configFileNames.map((name) => join(dir, name)).find((path) => existsSync(path));
}
