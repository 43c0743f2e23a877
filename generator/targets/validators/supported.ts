import { assertNever, type Model, type TypeNode } from "../../ir/model.js";
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
    switch (node.kind) {
      case "any":
      case "never":
      case "ref":
      case "literal":
      case "enum":
        return;
      case "primitive": {
        const { format, pattern } = node.constraints;
        if (format !== undefined && !Object.prototype.hasOwnProperty.call(formatHelpers, format)) {
          throw new CodegenError("format-unsupported", { format }, { file, pointer: child(node.pointer, "format") });
        }
        if (pattern !== undefined) assertPattern(pattern, file, child(node.pointer, "pattern"));
        return;
      }
      case "object":
        node.properties.forEach((p) => visit(p.type));
        node.patternProperties.forEach((p) => {
          assertPattern(p.pattern, file, child(node.pointer, "patternProperties", p.pattern));
          visit(p.type);
        });
        if (node.additional.kind === "schema") visit(node.additional.type);
        if (node.propertyNames) visit(node.propertyNames);
        return;
      case "map":
        visit(node.values);
        if (node.propertyNames) visit(node.propertyNames);
        return;
      case "array":
        node.prefixItems.forEach(visit);
        visit(node.items);
        if (node.contains) visit(node.contains);
        return;
      case "union":
      case "intersection":
        node.members.forEach(visit);
        return;
      case "not":
        visit(node.type);
        return;
      case "switch":
        node.cases.forEach((c) => visit(c.type));
        return;
      default:
        return assertNever(node, "type node");
    }
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
