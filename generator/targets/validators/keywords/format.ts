import { code, raw } from "../../../emit/code.js";
import type { KeywordEmitter } from "./keyword.js";

/**
 * Formats the generated module implements (the ones the MCP schemas use), each by a
 * helper in templates/validators/validators.ts.hbs that copies ajv-formats' "full" mode.
 * Any other format is a generation error (see supported.ts).
 */
export const formatHelpers: Readonly<Record<string, string>> = {
  byte: "formatByte",
  uri: "formatUri",
  "uri-template": "formatUriTemplate",
};

export const format = {
  keyword: "format",
  appliesTo: "string",
  check: (value, name) => {
    const helper = Object.prototype.hasOwnProperty.call(formatHelpers, name) ? formatHelpers[name] : undefined;
    if (!helper) throw new Error(`format ${JSON.stringify(name)} reached the emitter unchecked`);
    return code`${raw(helper)}(${value})`;
  },
  message: (name) => `must match format ${JSON.stringify(name)}`,
} as const satisfies KeywordEmitter<"format">;
