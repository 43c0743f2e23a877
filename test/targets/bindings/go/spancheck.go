// Command spancheck exercises the version-spanning package (package mcp, the module's root): one
// line per check, "name: result", read by goSpanning.test.ts.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"mcp"
	"mcp/mcp20251125"
)

func main() {
	// A 2025-11-25 message, byte for byte (number text included), checked by that version's wire package.
	old := `{"content":[{"text":"x","type":"text"}],"isError":false,"structuredContent":{"n":1e3}}`
	result, err := mcp.Decode[mcp.CallToolResult]("2025-11-25", []byte(old))
	check("decode 2025-11-25", err)
	out, err := mcp.Encode("2025-11-25", result)
	check("encode 2025-11-25", err)
	fmt.Printf("2025-11-25 round trip: %v\n", string(out) == old)
	// A tagged union is a sealed interface whose values are the member structs, as go-sdk's Content.
	block, isText := result.Content[0].(*mcp.TextContent)
	fmt.Printf("content block: %T %v %q\n", result.Content[0], isText, block.Text)

	// Decoded as 2025-11-25, a 2026-07-28 field is an unknown key there: kept as one, not the field.
	read, err := mcp.Decode[mcp.CallToolResult]("2025-11-25", []byte(`{"content":[],"resultType":"complete"}`))
	check("decode unknown key", err)
	out, err = mcp.Encode("2025-11-25", read)
	check("encode unknown key", err)
	fmt.Printf("unknown key: field nil %v, written back %s\n", read.ResultType == nil, out)

	// A field only 2026-07-28 has: marked, written as 2026-07-28, refused as 2025-11-25 at its pointer.
	complete := "complete"
	value := &mcp.CallToolResult{Content: []mcp.ContentBlock{}, ResultType: &complete}
	fmt.Printf("resultType versions: %s\n", strings.Join(mcp.FieldVersions(value)["resultType"], ", "))
	out, err = mcp.Encode("2026-07-28", value)
	check("encode 2026-07-28", err)
	fmt.Printf("2026-07-28: %s\n", out)
	_, err = mcp.Encode("2025-11-25", value)
	var versionError *mcp.VersionError
	fmt.Printf("2025-11-25 refuses: %v at %s\n", errors.As(err, &versionError), pointer(versionError))

	// Construction is lax: a constant tag is filled in, nil is absent.
	fmt.Printf("tag defaulted: %s\n", mustEncode("2025-11-25", &mcp.CallToolResult{Content: []mcp.ContentBlock{&mcp.TextContent{Text: "hi"}}, Meta: nil}))
	// A constant only 2025-11-25 requires (an embedded request's jsonrpc) is written there only.
	fmt.Printf("constants per version: %s %s\n", mustEncode("2025-11-25", &mcp.ListRootsRequest{ID: json.RawMessage("1")}), mustEncode("2026-07-28", &mcp.ListRootsRequest{}))
	// Keys no field declares are written back after the fields (the wire type orders them).
	fmt.Printf("extra keys: %s\n", mustEncode("2025-11-25", &mcp.CallToolResult{Meta: &mcp.ResultMetaObject{}, Extra: map[string]json.RawMessage{"x": json.RawMessage("1.50")}}))

	// The version's wire package checks what is decoded: its error, with the JSON pointer.
	_, err = mcp.Decode[mcp.CallToolResult]("2025-11-25", []byte(`{"content":[{"type":"text"}]}`))
	var decodeError *mcp20251125.DecodeError
	fmt.Printf("wire check: %v at %s\n", errors.As(err, &decodeError), decodeError.Path)
	// A construct one version lacks.
	_, err = mcp.Decode[mcp.InitializeRequest]("2026-07-28", []byte(`{}`))
	fmt.Printf("missing construct: %v\n", errors.As(err, &versionError))
}

func mustEncode(version string, v mcp.Record) json.RawMessage {
	out, err := mcp.Encode(version, v)
	check("encode", err)
	return out
}

func pointer(e *mcp.VersionError) string {
	if e == nil {
		return "(none)"
	}
	return e.Path
}

func check(what string, err error) {
	if err != nil {
		panic(fmt.Sprintf("%s: %v", what, err))
	}
}
