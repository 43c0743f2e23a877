import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import { unionPlaceholderProperty } from "../toQuicktypeSchema.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype declares a discriminated union as its placeholder struct (see `toQuicktypeSchema.ts`),
 * so every field holding one is typed `ContentBlock`, `[]ContentBlock`, ... That struct becomes a
 * wrapper whose `Value` holds a pointer to the member (`*TextContent`): `UnmarshalJSON` reads the
 * literal (`type`, `method`) and decodes that member's struct, `MarshalJSON` writes the member as
 * it is. quicktype's `Unmarshal<T>` / `Marshal` and its unions (`[]ContentBlock` or one) go
 * through these methods.
 */
export function decodeUnionsGo(text: string, context: PostProcessContext): string {
  const structs = [...text.matchAll(/^type (\w+) struct \{$/gm)].map((m) => m[1]!);
  let result = text;
  let changed = false;
  for (const union of context.unions) {
    const tag = `\`json:${quote(unionPlaceholderProperty(union.name))}\``;
    const found = [...result.matchAll(/^type (\w+) struct \{\n\t\w+ +interface\{\} +(`[^`\n]*`)\n\}\n/gm)].find((m) => m[2] === tag);
    if (!found) continue;
    const name = found[1]!;
    const members = union.cases.map((c) => structs.find((s) => s !== name && context.sameName(s, c.member)));
    if (members.some((m) => m === undefined)) throw new Error(`go bindings: a member of ${union.name} has no struct`);
    result = result.replace(found[0], wrapper(union, name, members as string[]));
    changed = true;
  }
  return changed ? `${result.trimEnd()}\n\n${helper.text}\n` : result;
}

function wrapper(union: DiscriminatedUnion, name: string, members: string[]): string {
  const type = identifier(name, "go");
  const cases = union.cases.map((c, i) => {
    const member = identifier(members[i]!, "go");
    return code`	case ${raw(quote(c.value))}:
		var v ${member}
		if err := json.Unmarshal(data, &v); err != nil {
			return err
		}
		r.Value = &v
		return nil
`;
  });
  const list = join(members.map((m) => code`*${identifier(m, "go")}`), ", ");
  return code`// ${type} is one of its members, told apart by the literal of its ${raw(quote(union.property))} property.
// Value holds a pointer to that member: ${list}.
type ${type} struct {
	Value interface{}
}

// UnmarshalJSON decodes the member named by the literal of its ${raw(quote(union.property))} property.
func (r *${type}) UnmarshalJSON(data []byte) error {
	tag, err := unionTag(data, ${raw(quote(union.property))})
	if err != nil {
		return err
	}
	switch tag {
${join(cases)}	}
	return unionError(${raw(quote(`no member of ${union.name} has this literal: `))} + tag)
}

// MarshalJSON writes the member as it is.
func (r ${type}) MarshalJSON() ([]byte, error) {
	return json.Marshal(r.Value)
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
