import type { BindingLanguage } from "../language.js";
import { keywordOf, segmentRule } from "../names.js";

/** Modules the generated package imports absolutely: a package of that name on the path would shadow them. */
const imported = new Set(["json", "typing", "collections", "pydantic", "__future__"]);

/** pydantic v2 models rendered from the binding plan (`bindings/python/`), ruff-format clean. */
export const python = {
  id: "python",
  description: "Python pydantic v2 models: out/<version>/python/mcp_codegen_types/ (strict decoding, parse_message)",
  comment: "#",
  names: {
    option: "package",
    noun: "Python package",
    dotted: false,
    replacement: "_",
    problem: segmentRule(keywordOf("python"), (s) => (imported.has(s) ? `"${s}" would shadow the module the generated code imports` : undefined)),
  },
  render: async () => (await import("./render.js")).renderPython,
} as const satisfies BindingLanguage;
