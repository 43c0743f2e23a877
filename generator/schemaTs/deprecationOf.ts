import type { Node } from "@babel/types";
import type { Deprecation } from "../ir/model.js";
import { docTag } from "./docTags.js";

/**
 * The `@deprecated` tag of a declaration or member, with its text as the reason (the tag's comment, trimmed;
 * no reason when the tag is bare). The one place schema.ts's tags are read. `text` is the file the node is from.
 */
export function deprecationOf(node: Node, text: string): Deprecation | undefined {
  const tag = docTag(node, "deprecated", text);
  if (tag === undefined) return undefined;
  const reason = tag.trim();
  return reason ? { reason } : {};
}
