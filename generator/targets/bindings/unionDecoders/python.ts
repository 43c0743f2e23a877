import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import { unionPlaceholderProperty } from "../toQuicktypeSchema.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype declares a discriminated union as its placeholder class (see `toQuicktypeSchema.ts`),
 * so every field holding one is typed `ContentBlock`, `List[ContentBlock]`, ... That class becomes
 * `ContentBlock = Union[TextContent, ...]` (at the end of the module: annotations are postponed by
 * `from __future__ import annotations`), `content_block_from_dict` reads the literal (`type`,
 * `method`) and builds that member's class, `content_block_to_dict` writes the member back, and
 * the fields' `ContentBlock.from_dict` / `to_class(ContentBlock, x)` call those two.
 */
export function decodeUnionsPython(text: string, context: PostProcessContext): string {
  const classes = [...text.matchAll(/^class (\w+):$/gm)].map((m) => m[1]!);
  let result = text;
  const aliases: string[] = [];
  for (const union of context.unions) {
    const marker = `obj.get(${quote(unionPlaceholderProperty(union.name))})`;
    const block = new RegExp(`^@dataclass\\nclass (\\w+):\\n(?:(?:    .*)?\\n)*?(?=\\S)`, "gm");
    const found = [...result.matchAll(block)].find((m) => m[0].includes(marker));
    if (!found) continue;
    const name = found[1]!;
    const members = union.cases.map((c) => classes.find((k) => k !== name && context.sameName(k, c.member)));
    if (members.some((m) => m === undefined)) throw new Error(`python bindings: a member of ${union.name} has no class`);
    const helpers = new RegExp(
      `^def (\\w+)_from_dict\\(s: Any\\) -> ${name}:\\n {4}return ${name}\\.from_dict\\(s\\)\\n\\n\\ndef \\1_to_dict\\(x: ${name}\\) -> Any:\\n {4}return to_class\\(${name}, x\\)\\n`,
      "m",
    ).exec(result);
    if (!helpers) throw new Error(`python bindings: no helpers for ${union.name}`);
    const snake = identifier(helpers[1]!, "python").text;
    const type = identifier(name, "python");
    result = result.replace(found[0], "").replace(helpers[0], decoder(union, type.text, snake, members as string[]));
    result = result
      .replace(new RegExp(`\\b${name}\\.from_dict\\b`, "g"), `${snake}_from_dict`)
      .replace(new RegExp(`\\bto_class\\(${name}, ([\\w.]+)\\)`, "g"), `${snake}_to_dict($1)`);
    aliases.push(code`${type} = Union[${join(members.map((m) => identifier(m!, "python")), ", ")}]`.text);
  }
  if (aliases.length === 0) return result;
  const future = "from __future__ import annotations\n";
  return `${future}${result.trimEnd()}\n\n\n${aliases.join("\n")}\n`;
}

function decoder(union: DiscriminatedUnion, type: string, snake: string, members: string[]): string {
  const cases = union.cases.map(
    (c, i) => code`    if tag == ${raw(quote(c.value))}:
        return ${identifier(members[i]!, "python")}.from_dict(s)
`,
  );
  const from = identifier(`${snake}_from_dict`, "python");
  const to = identifier(`${snake}_to_dict`, "python");
  return code`def ${from}(s: Any) -> ${raw(type)}:
    """Decodes a ${raw(type)} by the literal of its ${raw(quote(union.property))} property."""
    assert isinstance(s, dict)
    tag = s.get(${raw(quote(union.property))})
${join(cases)}    raise ValueError(${raw(quote(`no member of ${union.name} has this literal: `))} + repr(tag))


def ${to}(x: ${raw(type)}) -> Any:
    return x.to_dict()
`.text;
}
