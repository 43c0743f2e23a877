import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype types a union of classes as `Any`, and its top-level helpers
 * (`content_block_from_dict`) return the dict untouched. For a discriminated union they become a
 * decoder: read the literal (`type`, `method`), build that member's class; and an encoder that
 * writes the member back. Fields holding such a union stay `Any` (quicktype's classes).
 */
export function decodeUnionsPython(text: string, context: PostProcessContext): string {
  const classes = [...text.matchAll(/^class (\w+):$/gm)].map((m) => m[1]!);
  return text.replace(
    /^def (\w+)_from_dict\(s: Any\) -> Any:\n {4}return s\n\n\ndef \1_to_dict\(x: Any\) -> Any:\n {4}return x\n/gm,
    (block, snake: string) => {
      const union = context.unions.find((u) => context.sameName(u.name, snake));
      if (!union) return block;
      const members = union.cases.map((c) => classes.find((k) => context.sameName(k, c.member)));
      if (members.some((m) => m === undefined)) return block;
      return decoder(union, identifier(snake, "python").text, members as string[]);
    },
  );
}

function decoder(union: DiscriminatedUnion, snake: string, members: string[]): string {
  const type = code`Union[${join(members.map((m) => identifier(m, "python")), ", ")}]`;
  const cases = union.cases.map(
    (c, i) => code`    if tag == ${raw(quote(c.value))}:
        return ${identifier(members[i]!, "python")}.from_dict(s)
`,
  );
  const from = identifier(`${snake}_from_dict`, "python");
  const to = identifier(`${snake}_to_dict`, "python");
  return code`def ${from}(s: Any) -> ${type}:
    """Decodes a ${raw(identifier(union.name, "python").text)} by the literal of its ${raw(quote(union.property))} property."""
    assert isinstance(s, dict)
    tag = s.get(${raw(quote(union.property))})
${join(cases)}    raise ValueError("no member of ${raw(identifier(union.name, "python").text)} has this literal: " + repr(tag))


def ${to}(x: ${type}) -> Any:
    return x.to_dict()
`.text;
}
