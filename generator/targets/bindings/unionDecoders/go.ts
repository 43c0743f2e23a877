import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype declares a union of structs as `interface{}`, and its `Unmarshal<T>` yields maps.
 * For a discriminated union it becomes a decoder: read the literal (`type`, `method`), decode
 * that member's struct and return a pointer to it (`*TextContent`); `json.Marshal` writes any
 * member back. Fields holding such a union stay `interface{}` (quicktype's structs).
 */
export function decodeUnionsGo(text: string, context: PostProcessContext): string {
  const structs = [...text.matchAll(/^type (\w+) struct \{$/gm)].map((m) => m[1]!);
  let changed = false;
  const result = text.replace(
    /^func Unmarshal(\w+)\(data \[\]byte\) \(\1, error\) \{\n\tvar r \1\n\terr := json\.Unmarshal\(data, &r\)\n\treturn r, err\n\}\n/gm,
    (block, name: string) => {
      const union = context.unions.find((u) => context.sameName(u.name, name));
      if (!union || !new RegExp(`^type ${name} interface\\{\\}$`, "m").test(text)) return block;
      const members = union.cases.map((c) => structs.find((s) => context.sameName(s, c.member)));
      if (members.some((m) => m === undefined)) return block;
      changed = true;
      return decoder(union, name, members as string[]);
    },
  );
  return changed ? `${result.trimEnd()}\n\n${helper.text}\n` : result;
}

function decoder(union: DiscriminatedUnion, name: string, members: string[]): string {
  const type = identifier(name, "go");
  const cases = union.cases.map((c, i) => {
    const member = identifier(members[i]!, "go");
    return code`	case ${raw(quote(c.value))}:
		var r ${member}
		err := json.Unmarshal(data, &r)
		return &r, err
`;
  });
  return code`// Unmarshal${type} decodes by the literal of its ${raw(quote(union.property))} property into a pointer to that member.
func Unmarshal${type}(data []byte) (${type}, error) {
	tag, err := unionTag(data, ${raw(quote(union.property))})
	if err != nil {
		return nil, err
	}
	switch tag {
${join(cases)}	}
	return nil, unionError(${raw(quote(`no member of ${union.name} has this literal: `))} + tag)
}
`.text;
}

// Its own error type: quicktype imports "errors" only when it needs it.
const helper = raw(`// unionError says why a discriminated union could not be decoded.
type unionError string

func (e unionError) Error() string { return string(e) }

// unionTag reads the string literal that tells a discriminated union's members apart.
func unionTag(data []byte, property string) (string, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return "", err
	}
	var tag string
	if err := json.Unmarshal(fields[property], &tag); err != nil {
		return "", unionError("no string literal in " + property)
	}
	return tag, nil
}`);
