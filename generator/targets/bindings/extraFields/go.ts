import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";

/**
 * Open objects keep the properties their struct does not list. `encoding/json` drops unknown keys,
 * so each open struct gets an `Extra map[string]interface{}` (tagged `json:"-"`) and an
 * `UnmarshalJSON`/`MarshalJSON` pair: decode the listed fields through a method-less copy of the
 * type, keep every other key in `Extra`; encode the fields, then add the kept keys (a listed key
 * always wins). Structs quicktype already gives their own JSON methods (unions) are left alone.
 */
export function keepExtraFieldsGo(text: string, context: PostProcessContext): string {
  if (/^func (unmarshalExtraFields|marshalExtraFields)\(/m.test(text)) throw new Error("go bindings: helper name already taken");
  let changed = false;
  const result = text.replace(/^type (\w+) struct \{\n([\s\S]*?)^\}\n/gm, (block, name: string, body: string) => {
    if (context.isClosed(name) || new RegExp(`^func \\(\\w+ \\*${name}\\) UnmarshalJSON\\(`, "m").test(text)) return block;
    changed = true;
    return openStruct(name, body);
  });
  return changed ? `${result.trimEnd()}\n\n${helpers.text}\n` : result;
}

/**
 * quicktype tags optional fields `omitempty`, which also drops an empty map or slice
 * (`"roots": {}` in capabilities means "supported"). `omitzero` (Go 1.24) drops only nil;
 * optional scalars are pointers, for which both mean the same.
 */
export function keepEmptyContainersGo(text: string): string {
  return text.replace(/(`json:"[^",`]*),omitempty"`/g, '$1,omitzero"`');
}

function openStruct(name: string, body: string): string {
  const lines = body.split("\n").filter((l) => l !== "");
  const fieldLines = lines.filter((l) => !/^\s*\/\//.test(l));
  const fields = new Set(fieldLines.flatMap((l) => /^\t(\w+)\s/.exec(l)?.[1] ?? []));
  const keys = fieldLines.flatMap((l) => /`json:"([^",]*)/.exec(l)?.[1] ?? []);
  const field = identifier(["Extra", "ExtraFields", "Extra_"].find((f) => !fields.has(f))!, "go");
  const type = identifier(name, "go");
  const known = join(keys.map((k) => raw(quote(k))), ", ");
  return code`type ${type} struct {
${raw(lines.join("\n"))}
	// Properties the schema does not list, kept as they were.
	${field} map[string]interface{} \`json:"-"\`
}

// UnmarshalJSON decodes the listed fields and keeps every other property in ${field}.
func (r *${type}) UnmarshalJSON(data []byte) error {
	type fields ${type}
	if err := json.Unmarshal(data, (*fields)(r)); err != nil {
		return err
	}
	return unmarshalExtraFields(data, &r.${field}, []string{${known}})
}

// MarshalJSON encodes the listed fields, then the properties kept in ${field}.
func (r ${type}) MarshalJSON() ([]byte, error) {
	type fields ${type}
	return marshalExtraFields(fields(r), r.${field})
}
`.text;
}

const helpers = raw(`// unmarshalExtraFields keeps the properties of data not named in known (nil when there are none).
func unmarshalExtraFields(data []byte, extra *map[string]interface{}, known []string) error {
	var all map[string]interface{}
	if err := json.Unmarshal(data, &all); err != nil {
		return err
	}
	for _, k := range known {
		delete(all, k)
	}
	*extra = nil
	if len(all) > 0 {
		*extra = all
	}
	return nil
}

// marshalExtraFields encodes fields, then adds the extra properties it does not already hold.
func marshalExtraFields(fields interface{}, extra map[string]interface{}) ([]byte, error) {
	data, err := json.Marshal(fields)
	if err != nil || len(extra) == 0 {
		return data, err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, err
	}
	for k, v := range extra {
		if _, listed := all[k]; !listed {
			value, err := json.Marshal(v)
			if err != nil {
				return nil, err
			}
			all[k] = value
		}
	}
	return json.Marshal(all)
}`);
