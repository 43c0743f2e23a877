import type { CommandModule } from "yargs";
import { generateCommand } from "./generate.js";
import { checkCommand } from "./check.js";
import { versionsCommand } from "./versions.js";
import { fetchCommand } from "./fetch.js";

/** Every CLI command, in the order `--help` lists them. */
export const commands = [generateCommand, checkCommand, versionsCommand, fetchCommand] as readonly CommandModule<object, never>[];
