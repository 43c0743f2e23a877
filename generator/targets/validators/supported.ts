import { type Model, type TypeNode } from "../../ir/model.js";
import { childrenOf } from "../../ir/walk.js";
import { CodegenError } from "../../messages/error.js";
import { child } from "../../ir/pointer.js";
import { formatHelpers } from "./keywords/format.js";

/**
 * Refuse, before emitting anything, a model the validators cannot enforce exactly:
 * a keyword the ingest saw but does not model, a format without a checker, or a
 * pattern JavaScript cannot compile. Never accept silently what is not checked.
 */
export function assertSupported(model: Model, file: string): void {
  const first = model.unsupported[0];
  if (first) throw new CodegenError("keyword-unsupported", { keyword: first.keyword, target: "validators" }, { file, pointer: first.pointer });
  const seen = new Set<TypeNode>();
  const visit = (node: TypeNode): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.kind === "primitive") {
      const { format, pattern } = node.constraints;
      if (format !== undefined && !Object.prototype.hasOwnProperty.call(formatHelpers, format)) {
        throw new CodegenError("format-unsupported", { format }, { file, pointer: child(node.pointer, "format") });
      }
      if (pattern !== undefined) assertPattern(pattern, file, child(node.pointer, "pattern"));
    }
    if (node.kind === "object") {
      for (const p of node.patternProperties) assertPattern(p.pattern, file, child(node.pointer, "patternProperties", p.pattern));
    }
    for (const c of childrenOf(node)) visit(c.node);
  };
  for (const d of model.definitions) visit(d.type);
  if (model.root) visit(model.root);
}

function assertPattern(pattern: string, file: string, pointer: string): void {
  try {
    new RegExp(pattern, "u");
  } catch (e) {
    throw new CodegenError("keyword-invalid", { keyword: "pattern", detail: (e as Error).message }, { file, pointer });
  }
}
