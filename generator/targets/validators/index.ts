import type { TargetEmitter, VersionInput } from "../target.js";
import type { OutputFile } from "../../emit/output.js";
import { provenanceComment } from "../../emit/provenance.js";
import { pieceFormatter } from "../../emit/format.js";
import { fillSlots, formatSlots, formatTranspiled } from "./formatSlots.js";
import { emitValidatorModule, type ModuleSlots } from "./module.js";
import { emitSpecChecks } from "./specChecks.js";
import { CodegenError } from "../../messages/error.js";

/**
 * Standalone runtime validators: `isX`/`validateX` per definition, `is`/`validate` by
 * name and `parseMessage`, as validators.ts plus validators.js + validators.d.ts (plain
 * ESM, no dependencies). The guards narrow to the ts target's types (`./types.js`):
 * `needs: ["ts"]` has the orchestrator add `types.ts` when `ts` is not selected, so
 * `--target validators` alone produces a complete folder.
 */
export const validatorsTarget = {
  async emit(input, options) {
    const header = provenanceComment(input.provenance);
    const module = emitValidatorModule({ model: input.model, header, file: input.provenance.location });
    const chars = checkModuleSize(sourceChars(module.source), input.provenance.location);
    if (chars > formatLimitChars) return [...(await unformatted(input.version, header, module)), ...(await specChecksFiles(input, header))];
    // Loaded on use: only runs that emit validators pay for esbuild's start. It drops line
    // comments, the header among them: the header is put back in front.
    const { transpile } = await import("./transpile.js");
    const path = (name: string) => `${input.version}/${name}`;
    const [tsFormatter, jsFormatter, dtsFormatter] = await Promise.all(
      ["validators.ts", "validators.js", "validators.d.ts"].map((name) => pieceFormatter(path(name), options)),
    );
    // A formatter that cannot take pieces (a project config naming plugins): the whole files go to the format stage.
    const whole = (name: string, contents: string): OutputFile => ({ path: path(name), contents });
    const files: OutputFile[] = [
      tsFormatter
        ? { path: path("validators.ts"), contents: await formatSlots("validators.ts", module.source, tsFormatter, ["header"]), formatted: true }
        : whole("validators.ts", fillSlots("validators.ts", module.source)),
      // Built-in: the transform's own printing is the file's format (nobody reads validators.js). A project's
      // settings: what its prettier prints for that file, so `prettier --check` passes there.
      options.formatting === "builtin" || !jsFormatter
        ? { path: path("validators.js"), contents: `${header}\n\n${transpile(fillSlots("validators.ts", module.source), "validators.ts")}`, formatted: options.formatting === "builtin" }
        : { path: path("validators.js"), contents: await formatTranspiled("validators.ts", module.source, jsFormatter, ["header"]), formatted: true },
      dtsFormatter
        ? { path: path("validators.d.ts"), contents: await formatSlots("validators.d.ts", module.declarations, dtsFormatter, ["header"]), formatted: true }
        : whole("validators.d.ts", fillSlots("validators.d.ts", module.declarations)),
    ];
    files.push(...(await specChecksFiles(input, header)));
    return files;
  },
} as const satisfies TargetEmitter;

/**
 * Past this much source (the sum of validators.ts's statements) the module is written as the code builders lay it
 * out, validators.js as esbuild prints it, and none of the three goes through prettier: prettier costs about a second
 * of CPU per megabyte, and 20,000 definitions make some 60 MB. The spec's modules are under 0.6 MB.
 */
export const formatLimitChars = 8 * 1024 * 1024;

/**
 * The most source a validators module may hold: past it the input is refused (exit 2) before the module is assembled,
 * instead of running into V8's 512 MB string limit (exit 3). About 75,000 definitions of the bench's kind.
 */
export const moduleLimitChars = 200 * 1024 * 1024;

/** `chars`, or the refusal of a module past `moduleLimitChars` (the schema named). */
export function checkModuleSize(chars: number, file: string): number {
  if (chars > moduleLimitChars) {
    throw new CodegenError("output-too-large", { target: "validators", megabytes: Math.ceil(chars / 2 ** 20), limit: moduleLimitChars / 2 ** 20 }, { file });
  }
  return chars;
}

function sourceChars(slots: ModuleSlots): number {
  let n = 0;
  for (const statements of Object.values(slots)) for (const s of statements) n += s.length;
  return n;
}

/** The three files of a module past `formatLimitChars`, final as they are (the format stage leaves them alone). */
async function unformatted(version: string, header: string, module: { source: ModuleSlots; declarations: ModuleSlots }): Promise<OutputFile[]> {
  const { transpile } = await import("./transpile.js");
  const source = fillSlots("validators.ts", module.source);
  return [
    { path: `${version}/validators.ts`, contents: source, formatted: true },
    { path: `${version}/validators.js`, contents: `${header}\n\n${transpile(source, "validators.ts")}`, formatted: true },
    { path: `${version}/validators.d.ts`, contents: fillSlots("validators.d.ts", module.declarations), formatted: true },
  ];
}

/** The spec's prose rules (x-mcp-header, tool names, _meta keys) for this version, standalone. */
async function specChecksFiles(input: VersionInput, header: string): Promise<OutputFile[]> {
  const specChecks = await emitSpecChecks(input.model, input.version, header);
  return [{ path: `${input.version}/specChecks.js`, contents: specChecks.js }, { path: `${input.version}/specChecks.d.ts`, contents: specChecks.dts }];
}
