import type { BindingLanguage } from "../language.js";
import { keepExtraFieldsJava } from "../extraFields/java.js";
import { decodeUnionsJava } from "../unionDecoders/java.js";

/** Java classes with Jackson annotations, one file per class as Java requires. */
export const java = {
  id: "java",
  description: "Java classes for Jackson: out/<version>/java/io/modelcontextprotocol/schema/*.java",
  quicktype: "java",
  comment: "//",
  fileName: "Converter.java",
  folder: "io/modelcontextprotocol/schema",
  typedUnions: true,
  rendererOptions: { package: "io.modelcontextprotocol.schema", "array-type": "list" },
  postProcess: [omitAbsentProperties, keepExtraFieldsJava, decodeUnionsJava],
} as const satisfies BindingLanguage;

/**
 * quicktype's Converter writes every unset optional property as `null`; MCP omits it instead
 * (and `null` is not a valid value for most optional fields). Absent stays absent.
 */
export function omitAbsentProperties(text: string): string {
  return text.replaceAll(
    "mapper.configure(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false);",
    "mapper.configure(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false);\n        mapper.setSerializationInclusion(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL);",
  );
}
