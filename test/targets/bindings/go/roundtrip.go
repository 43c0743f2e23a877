// Round trip driver: decode each case as its type with the generated package, encode it back.
// The test writes decoders.go beside this file: a map from type name to a decode function.
//
// argv[1]: manifest (JSON list of {type, path} or {type, text}). Prints one JSON line per
// case: {"path", "ok", "out", "member"} or {"path", "ok": false, "error", "at"}.
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

func main() {
	var cases []struct {
		Type string  `json:"type"`
		Path *string `json:"path"`
		Text *string `json:"text"`
	}
	manifest, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	if err := json.Unmarshal(manifest, &cases); err != nil {
		panic(err)
	}
	out := json.NewEncoder(os.Stdout)
	for _, c := range cases {
		var data []byte
		if c.Text != nil {
			data = []byte(*c.Text)
		} else if data, err = os.ReadFile(*c.Path); err != nil {
			panic(err)
		}
		row := map[string]any{"path": c.Path}
		decode, ok := decoders[c.Type]
		if !ok {
			row["ok"] = false
			row["error"] = fmt.Sprintf("no decoder for %s", c.Type)
			_ = out.Encode(row)
			continue
		}
		value, err := decode(data)
		if err == nil {
			var text []byte
			if text, err = json.Marshal(value); err == nil {
				row["ok"] = true
				row["member"] = fmt.Sprintf("%T", value)
				row["out"] = string(text)
				_ = out.Encode(row)
				continue
			}
		}
		row["ok"] = false
		row["error"] = err.Error()
		if path, ok := errorPath(err); ok {
			row["at"] = path
		}
		if id, method, ok := unknownMethod(err); ok {
			row["id"] = id
			row["method"] = method
		}
		_ = out.Encode(row)
	}
}
