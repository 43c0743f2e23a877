import type { Deprecation } from "../ir/model.js";
import { raw, type Code } from "./code.js";

/**
 * A JSDoc block. The text comes from the schema, so `*\/` is broken up and no line
 * can end the comment early; `@deprecated` is added from the model, not from prose.
 */
export function docComment(description: string | undefined, tags: { deprecated?: boolean | Deprecation } = {}): Code {
  const lines = description ? splitLines(description) : [];
  if (tags.deprecated) {
    const reason = typeof tags.deprecated === "object" && tags.deprecated.reason ? splitLines(tags.deprecated.reason) : [""];
    lines.push(...(lines.length ? [""] : []), `@deprecated${reason[0] ? " " + reason[0] : ""}`, ...reason.slice(1));
  }
  if (lines.length === 0) return raw("");
  const body = lines.map((l) => ` *${l ? " " + escapeCommentText(l) : ""}`).join("\n");
  return raw(`/**\n${body}\n */\n`);
}

function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split("\n");
}

export function escapeCommentText(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}
