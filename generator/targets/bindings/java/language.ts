import { provenanceLines } from "../../../emit/provenance.js";
import { packageNamings } from "../../bindingNames.js";
import type { BindingLanguage } from "../language.js";
import { javaLineComments } from "./syntax.js";

/** Java 17 records and sealed interfaces with Jackson annotations only (Jackson 2 or 3), one file per type. */
export const java = {
  id: "java",
  description: "Java 17 records for Jackson 2 or 3 (annotations only): out/<version>/java/io/modelcontextprotocol/schema/*.java",
  comment: "//",
  folder: (name) => name.replace(/\./g, "/"),
  names: packageNamings.java,
  render: async () => (await import("./render.js")).renderJava,
  header: (p) => javaLineComments(provenanceLines(p)).text,
} as const satisfies BindingLanguage;
