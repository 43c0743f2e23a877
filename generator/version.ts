import { readFileSync } from "node:fs";
import { projectRoot } from "./projectRoot.js";

/** The package's own version, named in every provenance header. */
export const generatorVersion: string = (JSON.parse(readFileSync(`${projectRoot}package.json`, "utf8")) as { version: string }).version;
