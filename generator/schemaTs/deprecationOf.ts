import ts from "typescript";
import type { Deprecation } from "../ir/model.js";

/**
 * The `@deprecated` tag of a declaration or member, with its text as the reason (the tag's comment, trimmed;
 * no reason when the tag is bare). The one place schema.ts's tags are read.
 */
export function deprecationOf(node: ts.Node): Deprecation | undefined {
  const tag = ts.getJSDocDeprecatedTag(node);
  if (!tag) return undefined;
  const reason = (ts.getTextOfJSDocComment(tag.comment) ?? "").trim();
  return reason ? { reason } : {};
}
