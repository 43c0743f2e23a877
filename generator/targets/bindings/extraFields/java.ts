import { code } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";

/**
 * Open objects keep the properties their class does not list: each open class gets a map filled by
 * Jackson's `@JsonAnySetter` (every key without a property) and written back by `@JsonAnyGetter`.
 * Names are fully qualified so no generated type (`Map`, `Object`) can shadow them. Classes with
 * their own (de)serializer (quicktype's unions) and enums are left alone.
 */
export function keepExtraFieldsJava(text: string, context: PostProcessContext): string {
  const header = /^public class (\w+) \{$/m.exec(text);
  if (!header || context.isClosed(header[1]!) || /@JsonDeserialize|@JsonSerialize|class Converter\b/.test(text)) return text;
  const fields = new Set([...text.matchAll(/^ {4}private [\w.<>, ]+ (\w+);$/gm)].map((m) => m[1]!));
  const base = ["additionalProperties", "extraFields", "additionalProperties_"].find((f) => !fields.has(f))!;
  const field = identifier(base, "java");
  // Not bean accessors (`get...`/`set...`), so Jackson never takes the map for a property of its own
  // name: a JSON Schema's `"additionalProperties": false` is a property like any other here.
  const getter = field;
  const setter = identifier(`put${base.charAt(0).toUpperCase()}${base.slice(1)}`, "java");
  const end = text.trimEnd();
  if (!end.endsWith("}")) throw new Error(`java bindings: class ${header[1]} does not end with }`);
  const members = code`
    private java.util.Map<java.lang.String, java.lang.Object> ${field} = new java.util.LinkedHashMap<>();

    /** Properties the schema does not list, kept as they were. */
    @com.fasterxml.jackson.annotation.JsonAnyGetter
    public java.util.Map<java.lang.String, java.lang.Object> ${getter}() { return ${field}; }
    @com.fasterxml.jackson.annotation.JsonAnySetter
    public void ${setter}(java.lang.String name, java.lang.Object value) { ${field}.put(name, value); }
}
`;
  return `${end.slice(0, -1).trimEnd()}\n${members.text}`;
}
