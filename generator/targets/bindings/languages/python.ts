import type { BindingLanguage } from "../language.js";
import { keepExtraFieldsPython } from "../extraFields/python.js";
import { decodeUnionsPython } from "../unionDecoders/python.js";

/** Python 3.7+ dataclasses with `from_dict`/`to_dict`; type-checks with mypy. */
export const python = {
  id: "python",
  description: "Python dataclasses with from_dict/to_dict: out/<version>/python/mcp_types.py",
  quicktype: "python",
  comment: "#",
  fileName: "mcp_types.py",
  typedUnions: true,
  rendererOptions: { "python-version": "3.7", "nice-property-names": true },
  postProcess: [keepExtraFieldsPython, decodeUnionsPython],
} as const satisfies BindingLanguage;
