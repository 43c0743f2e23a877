import { packageNamings } from "../../bindingNames.js";
import type { BindingLanguage } from "../language.js";

/** pydantic v2 models rendered from the binding plan (`bindings/python/`), ruff-format clean. */
export const python = {
  id: "python",
  description: "Python pydantic v2 models: out/<version>/python/mcp_codegen_types/ (strict decoding, parse_message)",
  comment: "#",
  names: packageNamings.python,
  render: async () => (await import("./render.js")).renderPython,
} as const satisfies BindingLanguage;
