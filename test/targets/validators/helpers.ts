import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { effectiveSchema, prepare } from "../../../generator/generate.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { resolveSources } from "../../../generator/ingest/sources.ts";
import type { JsonValue, Model } from "../../../generator/ir/model.ts";
import { resolveOptions, type Options } from "../../../generator/options.ts";
import type { VersionInput } from "../../../generator/targets/target.ts";
import { validatorsTarget } from "../../../generator/targets/validators/index.ts";
import { schemasDir } from "../../helpers/paths.ts";
import { format } from "../../../generator/emit/format.ts";

export interface ValidationError {
  path: string;
  keyword: string;
  message: string;
}
export type ValidationResult = { ok: true; value: unknown } | { ok: false; errors: ValidationError[] };

/** The generated module, as a test sees it. */
export interface GeneratedValidators {
  is: Record<string, (value: unknown) => boolean>;
  validate: Record<string, (value: unknown) => ValidationResult>;
  root?: { is(value: unknown): boolean; validate(value: unknown): ValidationResult };
  parseMessage?: (input: unknown) => { ok: boolean; kind: string; reason?: string; method?: string; message?: unknown; errors?: ValidationError[] };
  [name: string]: unknown;
}

const tempRoot = mkdtempSync(join(tmpdir(), "mcp-validators-"));
process.on("exit", () => rmSync(tempRoot, { recursive: true, force: true }));
let loaded = 0;

/** With `ts` among the targets the validators target emits only its own files (and names need not be TS types). */
const emitOptions: Options = resolveOptions({ targets: ["ts", "validators"] });

export function provenanceFor(source: string): VersionInput["provenance"] {
  return { source, location: source, sha256: "0".repeat(64), patches: [], generator: "mcp-codegen test" };
}

/** Emit through the validators target, write the files to a fresh temp folder, import the .js. */
export async function loadValidators(input: VersionInput): Promise<GeneratedValidators> {
  const files = await format(await validatorsTarget.emit(input, emitOptions), emitOptions);
  const dir = join(tempRoot, String(++loaded));
  for (const f of files) {
    const path = join(dir, f.path);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, f.contents);
  }
  const js = files.find((f) => f.path.endsWith("validators.js"));
  if (!js) throw new Error("no validators.js emitted");
  return (await import(pathToFileURL(join(dir, js.path)).href)) as GeneratedValidators;
}

export interface VersionUnderTest {
  version: string;
  /** The effective schema (after patches): exactly what the model was built from, and what Ajv compiles. */
  json: JsonValue;
  model: Model;
  validators: GeneratedValidators;
}

const cache = new Map<string, Promise<VersionUnderTest>>();

/**
 * A published version as the generator sees it. The model the validators come from is
 * `prepare`'s own; the JSON handed to Ajv is the effective schema it was built from
 * (the test checks that rebuilding the model from that JSON gives the same model).
 */
export function versionUnderTest(version: string): Promise<VersionUnderTest> {
  let pending = cache.get(version);
  if (!pending) {
    pending = (async () => {
      // schema.json alone: the schema.ts beside it adds only @deprecated tags, which Ajv's JSON does not hold.
      const options = resolveOptions({ specs: [version], schemaDir: schemasDir, download: false, schemaTs: false });
      const [source] = await resolveSources(options);
      if (!source) throw new Error(`no source for ${version}`);
      const input = await prepare(source, options);
      const { loaded: raw, patched } = await effectiveSchema(source, options);
      const rebuilt = buildModel({ ...raw, json: patched.json });
      if (JSON.stringify(rebuilt) !== JSON.stringify(input.model)) throw new Error(`${version}: the effective schema does not rebuild the generator's model`);
      return { version, json: patched.json, model: input.model, validators: await loadValidators(input) };
    })();
    cache.set(version, pending);
  }
  return pending;
}
