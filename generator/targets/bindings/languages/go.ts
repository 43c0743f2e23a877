import type { BindingLanguage } from "../language.js";
import { keepEmptyContainersGo, keepExtraFieldsGo } from "../extraFields/go.js";
import { decodeUnionsGo } from "../unionDecoders/go.js";

/** Go structs with encoding/json tags (standard library only). */
export const go = {
  id: "go",
  description: "Go structs for encoding/json: out/<version>/go/mcp.go (package mcp)",
  quicktype: "go",
  comment: "//",
  fileName: "mcp.go",
  typedUnions: true,
  rendererOptions: { package: "mcp", "omit-empty": true },
  postProcess: [dropInvalidHelpers, keepEmptyContainersGo, keepExtraFieldsGo, decodeUnionsGo],
} as const satisfies BindingLanguage;

/**
 * quicktype writes `Unmarshal<T>`/`(*T).Marshal` helpers for every top-level, but a top-level
 * that is any JSON becomes `type T interface{}` (a method on it does not compile), and one
 * identical to another type is declared only under that other name. Drop those helpers.
 */
export function dropInvalidHelpers(text: string): string {
  const declared = new Map<string, string>();
  for (const m of text.matchAll(/^type (\w+) (.+)$/gm)) declared.set(m[1]!, m[2]!);
  return text
    .replace(/^func \(r \*(\w+)\) Marshal\(\) \(\[\]byte, error\) \{\n[^}]*\}\n\n?/gm, (block, name: string) =>
      declared.has(name) && declared.get(name) !== "interface{}" ? block : "",
    )
    .replace(/^func Unmarshal(\w+)\(data \[\]byte\) \(\w+, error\) \{\n[^}]*\}\n\n?/gm, (block, name: string) =>
      declared.has(name) ? block : "",
    )
    .replace(/^\/\/ {4}(\w+), err := Unmarshal(\w+)\(bytes\)\n\/\/ {4}bytes, err = \1\.Marshal\(\)\n\/\/\n/gm, (block, _v, name: string) =>
      declared.has(name) && declared.get(name) !== "interface{}" ? block : "",
    );
}
