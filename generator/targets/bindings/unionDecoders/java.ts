import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype's Converter reads a union of classes as a plain `Object` (maps and lists). For a
 * discriminated union, `<Union>FromJsonString` reads the literal (`type`, `method`) and returns
 * that member's class; `<Union>ToJsonString` already writes any member by its runtime class.
 * Fields holding such a union stay `Object` (quicktype's classes).
 */
export function decodeUnionsJava(text: string, context: PostProcessContext): string {
  if (!/^public class Converter \{$/m.test(text)) return text;
  const methods = new Set([...text.matchAll(/public static (\w+) (\w+)FromJsonString\(String json\)/g)].filter((m) => m[1] !== "Object").map((m) => m[2]!));
  return text.replace(
    /^ {4}public static Object (\w+)FromJsonString\(String json\) throws IOException \{\n {8}return get\1ObjectReader\(\)\.readValue\(json\);\n {4}\}\n/gm,
    (block, name: string) => {
      const union = context.unions.find((u) => context.sameName(u.name, name));
      if (!union) return block;
      const members = union.cases.map((c) => [...methods].find((m) => context.sameName(m, c.member)));
      if (members.some((m) => m === undefined)) return block;
      return decoder(union, name, members as string[]);
    },
  );
}

function decoder(union: DiscriminatedUnion, name: string, members: string[]): string {
  const cases = union.cases.map(
    (c, i) => code`        if (${raw(quote(c.value))}.equals(tag)) return ${identifier(`${members[i]!}FromJsonString`, "java")}(json);
`,
  );
  return code`    /** Reads a ${raw(identifier(name, "java").text)} as the member named by the literal of its ${raw(quote(union.property).replace(/\*\//g, "*\\/"))} property. */
    public static Object ${identifier(`${name}FromJsonString`, "java")}(String json) throws IOException {
        com.fasterxml.jackson.databind.JsonNode node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json).get(${raw(quote(union.property))});
        String tag = node != null && node.isTextual() ? node.asText() : null;
${join(cases)}        throw new IOException(${raw(quote(`no member of ${union.name} has this literal: `))} + tag);
    }
`.text;
}
