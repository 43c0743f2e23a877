import type { BindingPlan } from "../../../../generator/targets/bindings/plan/model.js";

/**
 * decoders.go for the round-trip driver: each named type's strict decoder (json.Unmarshal into a
 * record or enum, which calls its UnmarshalJSON; Unmarshal<Name> for a union or an alias), `message` for
 * ParseMessage, `result:<method>` for ParseResult, errorPath reading *DecodeError and unknownMethod
 * reading *UnknownMethodError.
 */
export function goDecoders(plan: BindingPlan, importPath: string, types: readonly string[]): string {
  const byName = new Map(plan.declarations.map((d) => [d.name, d]));
  const entries = [...new Set(types)].sort().flatMap((t) => {
    if (t.startsWith("result:")) return [`\t${JSON.stringify(t)}: func(b []byte) (any, error) { return mcp.ParseResult(${JSON.stringify(t.slice("result:".length))}, b) },`];
    const d = byName.get(t);
    if (!d) return [];
    if (d.kind === "union" || d.kind === "alias") return [`\t${JSON.stringify(t)}: func(b []byte) (any, error) { return mcp.Unmarshal${t}(b) },`];
    return [`\t${JSON.stringify(t)}: func(b []byte) (any, error) { var v mcp.${t}; err := json.Unmarshal(b, &v); return &v, err },`];
  });
  return `package main

import (
\t"encoding/json"
\t"errors"

\tmcp ${JSON.stringify(importPath)}
)

var decoders = map[string]func([]byte) (any, error){
\t"message": func(b []byte) (any, error) { return mcp.ParseMessage(b) },
${entries.join("\n")}
}

func errorPath(err error) (string, bool) {
\tvar d *mcp.DecodeError
\tif errors.As(err, &d) {
\t\treturn d.Path, true
\t}
\treturn "", false
}

// unknownMethod reads *UnknownMethodError: the request's id as written (null for a notification) and method.
func unknownMethod(err error) (json.RawMessage, string, bool) {
\tvar u *mcp.UnknownMethodError
\tif errors.As(err, &u) {
\t\treturn u.ID, u.Method, true
\t}
\treturn nil, "", false
}
`;
}
