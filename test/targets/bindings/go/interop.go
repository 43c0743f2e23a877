// Interop driver: the generated package against the official Go SDK
// (github.com/modelcontextprotocol/go-sdk). For each example the SDK has a type for, ours
// decode and write it, the SDK reads that and writes it back, ours read the SDK's text.
// A whole JSON-RPC message goes through the SDK's jsonrpc.DecodeMessage/EncodeMessage.
//
// argv[1]: manifest (JSON list of {type, path}). Prints one JSON line per example:
// {"path", "sdk", "theirs_read", "their_text", "ours_back", "error"}.
package main

import (
	"encoding/json"
	"os"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// The SDK's type for each spec type it declares (its params types drop "Request"/"Notification").
var sdkTypes = map[string]func() any{
	"Annotations":                      func() any { return new(sdk.Annotations) },
	"AudioContent":                     func() any { return new(sdk.AudioContent) },
	"CallToolRequestParams":            func() any { return new(sdk.CallToolParams) },
	"CallToolResult":                   func() any { return new(sdk.CallToolResult) },
	"CancelledNotificationParams":      func() any { return new(sdk.CancelledParams) },
	"ClientCapabilities":               func() any { return new(sdk.ClientCapabilities) },
	"CompleteRequestParams":            func() any { return new(sdk.CompleteParams) },
	"CompleteResult":                   func() any { return new(sdk.CompleteResult) },
	"CreateMessageRequestParams":       func() any { return new(sdk.CreateMessageWithToolsParams) },
	"CreateMessageResult":              func() any { return new(sdk.CreateMessageWithToolsResult) },
	"DiscoverResult":                   func() any { return new(sdk.DiscoverResult) },
	"ElicitRequestFormParams":          func() any { return new(sdk.ElicitParams) },
	"ElicitRequestURLParams":           func() any { return new(sdk.ElicitParams) },
	"ElicitResult":                     func() any { return new(sdk.ElicitResult) },
	"EmbeddedResource":                 func() any { return new(sdk.EmbeddedResource) },
	"GetPromptRequestParams":           func() any { return new(sdk.GetPromptParams) },
	"GetPromptResult":                  func() any { return new(sdk.GetPromptResult) },
	"ImageContent":                     func() any { return new(sdk.ImageContent) },
	"Implementation":                   func() any { return new(sdk.Implementation) },
	"ListPromptsResult":                func() any { return new(sdk.ListPromptsResult) },
	"ListResourceTemplatesResult":      func() any { return new(sdk.ListResourceTemplatesResult) },
	"ListResourcesResult":              func() any { return new(sdk.ListResourcesResult) },
	"ListRootsResult":                  func() any { return new(sdk.ListRootsResult) },
	"ListToolsResult":                  func() any { return new(sdk.ListToolsResult) },
	"LoggingMessageNotificationParams": func() any { return new(sdk.LoggingMessageParams) },
	"ModelPreferences":                 func() any { return new(sdk.ModelPreferences) },
	"ProgressNotificationParams":       func() any { return new(sdk.ProgressNotificationParams) },
	"ReadResourceRequestParams":        func() any { return new(sdk.ReadResourceParams) },
	"ReadResourceResult":               func() any { return new(sdk.ReadResourceResult) },
	"Resource":                         func() any { return new(sdk.Resource) },
	"ResourceLink":                     func() any { return new(sdk.ResourceLink) },
	"ResourceUpdatedNotificationParams": func() any {
		return new(sdk.ResourceUpdatedNotificationParams)
	},
	"Root":                      func() any { return new(sdk.Root) },
	"SamplingMessage":           func() any { return new(sdk.SamplingMessageV2) },
	"ServerCapabilities":        func() any { return new(sdk.ServerCapabilities) },
	"SubscriptionsListenResult": func() any { return new(sdk.SubscriptionsListenResult) },
	"TextContent":               func() any { return new(sdk.TextContent) },
	"Tool":                      func() any { return new(sdk.Tool) },
	"ToolResultContent":         func() any { return new(sdk.ToolResultContent) },
	"ToolUseContent":            func() any { return new(sdk.ToolUseContent) },
}

func main() {
	var cases []struct {
		Type string `json:"type"`
		Path string `json:"path"`
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
		data, err := os.ReadFile(c.Path)
		if err != nil {
			panic(err)
		}
		row := map[string]any{"path": c.Path, "sdk": nil}
		decode := decoders[c.Type]
		ours, err := decode(data)
		if err != nil {
			panic(c.Path + ": " + err.Error())
		}
		oursText, err := json.Marshal(ours)
		if err != nil {
			panic(err)
		}
		var probe map[string]json.RawMessage
		_ = json.Unmarshal(data, &probe)
		_, enveloped := probe["jsonrpc"]
		var theirText []byte
		if enveloped {
			row["sdk"] = "jsonrpc.Message"
			msg, err := jsonrpc.DecodeMessage(oursText)
			if err == nil {
				theirText, err = jsonrpc.EncodeMessage(msg)
			}
			if err != nil {
				row["theirs_read"] = false
				row["error"] = err.Error()
				_ = out.Encode(row)
				continue
			}
		} else if factory, ok := sdkTypes[c.Type]; ok {
			row["sdk"] = c.Type
			v := factory()
			err := json.Unmarshal(oursText, v)
			if err == nil {
				theirText, err = json.Marshal(v)
			}
			if err != nil {
				row["theirs_read"] = false
				row["error"] = err.Error()
				_ = out.Encode(row)
				continue
			}
		} else {
			_ = out.Encode(row)
			continue
		}
		row["theirs_read"] = true
		row["their_text"] = string(theirText)
		back, err := decode(theirText)
		if err == nil {
			var text []byte
			if text, err = json.Marshal(back); err == nil {
				row["ours_back"] = string(text)
			}
		}
		if err != nil {
			row["ours_back"] = nil
			row["error"] = err.Error()
		}
		_ = out.Encode(row)
	}
}
