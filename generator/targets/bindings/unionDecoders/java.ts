import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import { unionPlaceholderProperty } from "../toQuicktypeSchema.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype declares a discriminated union as its placeholder class (see `toQuicktypeSchema.ts`),
 * so every field holding one is typed `ContentBlock`, `List<ContentBlock>`, ... That class becomes
 * a wrapper whose `getValue()` is the member (`TextContent`): its Jackson deserializer reads the
 * literal (`type`, `method`) and reads that member's class, its serializer writes the member as it
 * is. The Converter's `ContentBlockFromJsonString` / `ContentBlockToJsonString` go through them.
 */
export function decodeUnionsJava(text: string, context: PostProcessContext): string {
  const header = /^public class (\w+) \{$/m.exec(text);
  if (!header) return text;
  const union = context.unions.find((u) => text.includes(`@JsonProperty(${quote(unionPlaceholderProperty(u.name))})`));
  if (!union) return text;
  return `${text.slice(0, header.index).trimEnd()}\n\n${wrapper(union, header[1]!)}`;
}

function wrapper(union: DiscriminatedUnion, name: string): string {
  const type = identifier(name, "java");
  const members = union.cases.map((c) => identifier(c.member, "java"));
  const cases = union.cases.map(
    (c, i) => code`            if (${raw(quote(c.value))}.equals(literal)) return new ${type}(parser.getCodec().treeToValue(node, ${members[i]!}.class));
`,
  );
  const property = raw(quote(union.property));
  return code`/**
 * One of its members, told apart by the literal of its ${raw(javadoc(quote(union.property)))} property:
 * ${join(members, ", ")}.
 */
@com.fasterxml.jackson.databind.annotation.JsonDeserialize(using = ${type}.Deserializer.class)
@com.fasterxml.jackson.databind.annotation.JsonSerialize(using = ${type}.Serializer.class)
public class ${type} {
    private java.lang.Object value;

    public ${type}() {}
    public ${type}(java.lang.Object value) { this.value = value; }

    /** The member this value is. */
    public java.lang.Object getValue() { return value; }
    public void setValue(java.lang.Object value) { this.value = value; }

    static class Deserializer extends com.fasterxml.jackson.databind.JsonDeserializer<${type}> {
        @Override
        public ${type} deserialize(com.fasterxml.jackson.core.JsonParser parser, com.fasterxml.jackson.databind.DeserializationContext context) throws java.io.IOException {
            com.fasterxml.jackson.databind.JsonNode node = parser.readValueAsTree();
            com.fasterxml.jackson.databind.JsonNode tag = node.get(${property});
            java.lang.String literal = tag != null && tag.isTextual() ? tag.asText() : null;
${join(cases)}            throw new com.fasterxml.jackson.databind.JsonMappingException(parser, ${raw(quote(`no member of ${union.name} has this literal: `))} + literal);
        }
    }

    static class Serializer extends com.fasterxml.jackson.databind.JsonSerializer<${type}> {
        @Override
        public void serialize(${type} obj, com.fasterxml.jackson.core.JsonGenerator generator, com.fasterxml.jackson.databind.SerializerProvider provider) throws java.io.IOException {
            generator.writeObject(obj.value);
        }
    }
}
`.text;
}

/** Text safe inside a Javadoc comment: a `*\/` would end it. */
function javadoc(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}
