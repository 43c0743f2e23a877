import { existsSync } from "node:fs";
import { join } from "node:path";
import type { JsonValue } from "../ir/model.js";
import { CodegenError } from "../messages/error.js";
import type { Options } from "../options.js";
import { projectRoot } from "../projectRoot.js";
import type { Patch } from "./applyPatches.js";
import { readTextFile } from "../read/readFile.js";

/** A patch file: `schema/patches/<version>.json`, or one a user's config names. */
export interface PatchFile {
  /** Source names (a version, or a file's base name) the patches are for; absent: every source. */
  appliesTo?: string[];
  patches: Patch[];
}

export const shippedPatchDir = `${projectRoot}schema/patches`;

/**
 * The patches for one source, in order: the shipped file for its name, then the user's files.
 * None at all when `options.patches` is off.
 */
export async function loadPatches(sourceName: string, options: Pick<Options, "patches" | "patchFiles">): Promise<Patch[]> {
  if (!options.patches) return [];
  const shipped = join(shippedPatchDir, `${sourceName}.json`);
  const files = [...(existsSync(shipped) ? [shipped] : []), ...options.patchFiles];
  const out: Patch[] = [];
  for (const file of files) {
    const parsed = parsePatchFile(await readText(file), file);
    if (parsed.appliesTo && !parsed.appliesTo.includes(sourceName)) continue;
    out.push(...parsed.patches);
  }
  const seen = new Set<string>();
  for (const p of out) {
    if (seen.has(p.id))
      throw new CodegenError("patch-file-invalid", { detail: `patch id "${p.id}" is used twice for ${sourceName}` });
    seen.add(p.id);
  }
  return out;
}

/** As a schema is read: a regular file (a FIFO is refused, not waited on), strict UTF-8, a BOM accepted. */
async function readText(file: string): Promise<string> {
  return readTextFile(file);
}

/** Parse and validate; errors name the file and the JSON pointer of the bad member. */
export function parsePatchFile(text: string, file: string): PatchFile {
  let doc: JsonValue;
  try {
    doc = JSON.parse(text) as JsonValue;
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: (e as Error).message }, { file, pointer: "#" });
  }
  const fail = (detail: string, pointer: string) => new CodegenError("patch-file-invalid", { detail }, { file, pointer });
  if (!isObject(doc)) throw fail('expected an object with a "patches" array', "#");
  for (const key of Object.keys(doc)) {
    if (!["$comment", "appliesTo", "patches"].includes(key)) throw fail(`unknown member "${key}"`, `#/${key}`);
  }
  const result: PatchFile = { patches: [] };
  if (doc.appliesTo !== undefined) {
    if (!Array.isArray(doc.appliesTo) || !doc.appliesTo.every((x) => typeof x === "string")) {
      throw fail("appliesTo must be an array of source names", "#/appliesTo");
    }
    result.appliesTo = doc.appliesTo as string[];
  }
  if (!Array.isArray(doc.patches)) throw fail("patches must be an array", "#/patches");
  doc.patches.forEach((p, i) => result.patches.push(validatePatch(p, `#/patches/${i}`, fail)));
  return result;
}

function validatePatch(p: JsonValue, at: string, fail: (detail: string, pointer: string) => Error): Patch {
  if (!isObject(p)) throw fail("a patch is an object { id, path, expect, value, why }", at);
  for (const key of Object.keys(p)) {
    if (!["id", "path", "expect", "expectAbsent", "value", "why"].includes(key))
      throw fail(`unknown member "${key}"`, `${at}/${key}`);
  }
  for (const key of ["id", "path", "why"] as const) {
    if (typeof p[key] !== "string" || p[key] === "") throw fail(`"${key}" must be a non-empty string`, `${at}/${key}`);
  }
  if (!/^#(\/|$)/.test(p.path as string) || p.path === "#")
    throw fail(`"path" must be a JSON pointer below the root, "#/..."`, `${at}/path`);
  try {
    decodeURIComponent(p.path as string);
  } catch {
    throw fail(`"path" is not a valid URI fragment (a % must start an escape like %25)`, `${at}/path`);
  }
  if (!("value" in p)) throw fail(`"value" is required`, at);
  const hasExpect = "expect" in p;
  if (p.expectAbsent !== undefined && p.expectAbsent !== true)
    throw fail(`"expectAbsent" can only be true`, `${at}/expectAbsent`);
  if (hasExpect === (p.expectAbsent === true))
    throw fail(`a patch needs exactly one guard: "expect" or "expectAbsent": true`, at);
  const patch: Patch = { id: p.id as string, path: p.path as string, value: p.value!, why: p.why as string };
  if (hasExpect) patch.expect = p.expect!;
  else patch.expectAbsent = true;
  return patch;
}

function isObject(x: JsonValue | undefined): x is { [key: string]: JsonValue } {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
