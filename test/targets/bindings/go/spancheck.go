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
	fmt.Printf("constants per version: %s %s\n", mustEncode("2025-11-25", &mcp.ListRootsRequest{ID: mcp.RequestIdInteger(1)}), mustEncode("2026-07-28", &mcp.ListRootsRequest{}))
	// Keys no field declares are written back after the fields (the wire type orders them).
	fmt.Printf("extra keys: %s\n", mustEncode("2025-11-25", &mcp.CallToolResult{Meta: &mcp.ResultMetaObject{}, Extra: map[string]json.RawMessage{"x": json.RawMessage("1.50")}}))

	// The version's wire package checks what is decoded: its error, with the JSON pointer.
	_, err = mcp.Decode[mcp.CallToolResult]("2025-11-25", []byte(`{"content":[{"type":"text"}]}`))
	var decodeError *mcp20251125.DecodeError
	fmt.Printf("wire check: %v at %s\n", errors.As(err, &decodeError), decodeError.Path)
	// A construct one version lacks.
	_, err = mcp.Decode[mcp.InitializeRequest]("2026-07-28", []byte(`{}`))
	fmt.Printf("missing construct: %v\n", errors.As(err, &versionError))

	// A request id is a small comparable type holding a string or an integer, its text as read.
	id, err := mcp.Decode[mcp.RequestId]("2026-07-28", []byte(`7`))
	check("decode id", err)
	n, isInteger := id.AsInteger()
	_, isString := id.AsString()
	fmt.Printf("request id: %d %v %v %v %s\n", n, isInteger, isString, *id == mcp.RequestIdInteger(7), mustEncodeValue("2026-07-28", *id))
	named, err := mcp.Decode[mcp.RequestId]("2025-11-25", []byte(`"abc"`))
	check("decode string id", err)
	s, isString := named.AsString()
	fmt.Printf("string id: %q %v %s\n", s, isString, mustEncodeValue("2025-11-25", mcp.RequestIdString("abc")))
	cancelled, err := mcp.Decode[mcp.CancelledNotificationParams]("2026-07-28", []byte(`{"requestId":"r-1"}`))
	check("decode cancelled", err)
	s, _ = cancelled.RequestID.AsString()
	fmt.Printf("id field: %q\n", s)

	// Other unions told apart by shape are sealed interfaces: the member is the one the version's wire package picks.
	server, err := mcp.Decode[mcp.ServerResult]("2026-07-28", []byte(`{"content":[],"resultType":"complete"}`))
	check("decode server result", err)
	asked, err := mcp.Decode[mcp.ServerResult]("2026-07-28", []byte(`{"inputRequests":{},"resultType":"input_required"}`))
	check("decode input required", err)
	fmt.Printf("server result: %T %T %s\n", *server, *asked, mustEncodeValue("2026-07-28", *asked))
	empty, err := mcp.Decode[mcp.ClientResult]("2026-07-28", []byte(`{"resultType":"complete"}`))
	check("decode client result 2026-07-28", err)
	roots, err := mcp.Decode[mcp.ClientResult]("2025-11-25", []byte(`{"roots":[]}`))
	check("decode client result 2025-11-25", err)
	fmt.Printf("client result: %T %T\n", *empty, *roots)
	elicited, err := mcp.Decode[mcp.ElicitResult]("2025-11-25", []byte(`{"action":"accept","content":{"a":"x","b":2,"c":true,"d":["y"]}}`))
	check("decode elicit result", err)
	fmt.Printf("elicit values: %T %T %T %T\n", elicited.Content["a"], elicited.Content["b"], elicited.Content["c"], elicited.Content["d"])

	// A nullable value is a pointer: nil is null.
	task, err := mcp.Decode[mcp.Task]("2025-11-25", []byte(`{"createdAt":"t","lastUpdatedAt":"t","status":"working","taskId":"1","ttl":null}`))
	check("decode task", err)
	ttl := json.Number("60000")
	task2 := &mcp.Task{CreatedAt: "t", LastUpdatedAt: "t", Status: "working", TaskID: "2", TTL: &ttl}
	fmt.Printf("nullable: %v %s %s\n", task.TTL == nil, mustEncode("2025-11-25", task), mustEncode("2025-11-25", task2))
}

func mustEncodeValue(version string, v any) json.RawMessage {
	out, err := mcp.Encode(version, v)
	check("encode", err)
	return out
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
