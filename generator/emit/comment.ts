import { raw, type Code } from "./code.js";

/**
 * A JSDoc block. The text comes from the schema, so `*\/` is broken up and no line
 * can end the comment early; `@deprecated` is added from the model, not from prose.
 */
export function docComment(description: string | undefined, tags: { deprecated?: boolean } = {}): Code {
  const lines = description ? description.replace(/\r\n?/g, "\n").split("\n") : [];
  if (tags.deprecated) lines.push(...(lines.length ? [""] : []), "@deprecated");
  if (lines.length === 0) return raw("");
  const body = lines.map((l) => ` *${l ? " " + escapeCommentText(l) : ""}`).join("\n");
  return raw(`/**\n${body}\n */\n`);
}

export function escapeCommentText(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}
