import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CodegenError } from "../messages/error.js";
import type { LoadedConfig } from "./config.js";
import { validateConfig } from "./validateConfig.js";
import { validateOverlay } from "../overlay/validateOverlay.js";
import type { Config } from "./config.js";

/** Read a `.json` config (parsed) or a `.mjs` one (its default export), then validate it. */
export async function loadConfig(path: string): Promise<LoadedConfig> {
  const file = resolve(path);
  const raw = file.endsWith(".mjs") || file.endsWith(".js") ? await importDefault(file) : parseJson(await readText(file), file);
  const config = validateConfig(raw, file);
  return { file, dir: dirname(file), config: await withOverlayFile(config, dirname(file)) };
}

/** An overlay named by file (relative to the config) read and validated now, with the rest of the config. */
async function withOverlayFile(config: Config, dir: string): Promise<Config> {
  if (typeof config.overlay !== "string") return config;
  const file = resolve(dir, config.overlay);
  return { ...config, overlay: validateOverlay(parseJson(await readText(file), file), file, "#") };
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (e) {
    throw new CodegenError("file-unreadable", { detail: (e as NodeJS.ErrnoException).code ?? String(e) }, { file });
  }
}

function parseJson(text: string, file: string): unknown {
  try {
    // Editors on Windows save a byte order mark; it is not part of the JSON.
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: (e as Error).message }, { file, pointer: "#" });
  }
}

async function importDefault(file: string): Promise<unknown> {
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (e) {
    throw new CodegenError("config-invalid", { detail: `cannot load: ${(e as Error).message}` }, { file });
  }
  if (module.default === undefined)
    throw new CodegenError("config-invalid", { detail: "an .mjs config needs a default export" }, { file });
  return module.default;
}
