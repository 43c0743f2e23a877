/** `npm run build`: the declaration files the package's types do not reach are removed (scripts/declarations.ts). */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { unreachedDeclarations } from "./declarations.ts";

const root = join(import.meta.dirname, "..", "dist", "generator");
for (const file of unreachedDeclarations(root, join(root, "index.d.ts"))) rmSync(file);
