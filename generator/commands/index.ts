import type { CommandModule } from "yargs";
import { generateCommand } from "./generate.js";
import { checkCommand } from "./check.js";
import { versionsCommand } from "./versions.js";
import { fetchCommand } from "./fetch.js";
import { schemaCommand } from "./schema.js";
import { crosscheckCommand } from "./crosscheck.js";
import { initCommand } from "./init.js";
import { pinCommand } from "./pin.js";
import { diffCommand } from "./diff.js";
import { lintToolsCommand } from "./lintTools.js";
import { updateCommand } from "./update.js";

/** Every CLI command, in the order `--help` lists them. */
export const commands = [
  generateCommand,
  checkCommand,
  updateCommand,
  versionsCommand,
  fetchCommand,
  schemaCommand,
  crosscheckCommand,
  initCommand,
  pinCommand,
  diffCommand,
  lintToolsCommand,
] as readonly CommandModule<object, never>[];
