/**
 * Messages the 2026-07-28 schema rejects, each with the JSON pointer of the first error a
 * binding must report. `type` is the definition decoded (`message`: the language's one-call
 * JSON-RPC decoder). The same cases run against every language.
 */
export interface InvalidMessage {
  type: string;
  text: string;
  path: string;
  why: string;
}

const meta = `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`;
const call = (params: string) => `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${params}}`;

export const invalidMessages: readonly InvalidMessage[] = [
  { type: "TextContent", text: `{"type":"image","text":"hi"}`, path: "/type", why: "wrong tag" },
  { type: "TextContent", text: `{"type":"text"}`, path: "/text", why: "missing required string" },
  { type: "TextContent", text: `{"type":"text","text":5}`, path: "/text", why: "number for string" },
  { type: "TextContent", text: `{"type":"text","text":"hi","_meta":null}`, path: "/_meta", why: "null for an optional object" },
  { type: "TextContent", text: `{"type":"text","text":"hi","annotations":{"priority":"high"}}`, path: "/annotations/priority", why: "string for number" },
  { type: "JSONRPCRequest", text: `{"jsonrpc":"2.0","id":1.5,"method":"ping"}`, path: "/id", why: "fractional request id" },
  { type: "JSONRPCRequest", text: `{"jsonrpc":"2.0","id":true,"method":"ping"}`, path: "/id", why: "boolean request id" },
  { type: "JSONRPCRequest", text: `{"jsonrpc":"1.0","id":1,"method":"ping"}`, path: "/jsonrpc", why: "wrong constant" },
  { type: "JSONRPCRequest", text: `{"jsonrpc":"2.0","id":1}`, path: "/method", why: "missing method" },
  { type: "CallToolRequest", text: `{"jsonrpc":"2.0","id":1,"method":"tools/call"}`, path: "/params", why: "missing params (never invented)" },
  { type: "CallToolRequest", text: `{"jsonrpc":"2.0","id":1,"method":"tools/call","Params":{"name":"x",${meta}}}`, path: "/params", why: "keys are case-sensitive" },
  { type: "CallToolRequest", text: call(`{"name":7,${meta}}`), path: "/params/name", why: "number for string" },
  { type: "CallToolRequest", text: call(`{"name":"x",${meta},"arguments":"a=1"}`), path: "/params/arguments", why: "string for object" },
  { type: "CallToolRequest", text: call(`{"name":"x"}`), path: "/params/_meta", why: "missing required _meta" },
  { type: "CallToolRequest", text: call(`{"name":"x","_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}`), path: "/params/_meta/io.modelcontextprotocol~1clientCapabilities", why: "missing key with a slash" },
  { type: "CallToolRequest", text: `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"name":"x",${meta}}}`, path: "/method", why: "another method's tag" },
  { type: "ContentBlock", text: `{"type":"video","text":"hi"}`, path: "/type", why: "unknown union tag" },
  { type: "ContentBlock", text: `{"type":"image","mimeType":"image/png"}`, path: "/data", why: "member missing a field" },
  { type: "CallToolResult", text: `{"resultType":"complete","content":[{"type":"text","text":"a"},{"type":"text"}]}`, path: "/content/1/text", why: "array item missing a field" },
  { type: "CallToolResult", text: `{"resultType":"complete","content":[],"isError":"yes"}`, path: "/isError", why: "string for boolean" },
  { type: "LoggingMessageNotification", text: `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"verbose","data":1}}`, path: "/params/level", why: "value outside the enum" },
  { type: "LoggingMessageNotification", text: `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info"}}`, path: "/params/data", why: "missing required any-JSON" },
  { type: "ProgressNotification", text: `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":"50"}}`, path: "/params/progress", why: "string for number" },
  { type: "ProgressNotification", text: `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":null,"progress":1}}`, path: "/params/progressToken", why: "null token" },
  { type: "EmbeddedResource", text: `{"type":"resource","resource":{"uri":"file:///a"}}`, path: "/resource/text", why: "shape union: neither text nor blob" },
  { type: "ElicitResult", text: `{"action":"maybe"}`, path: "/action", why: "value outside the enum" },
  { type: "ResourceLink", text: `{"type":"resource_link","name":"a"}`, path: "/uri", why: "missing uri" },
  { type: "ResourceLink", text: `{"type":"resource_link","name":"a","uri":"u","size":1.5}`, path: "/size", why: "fraction for integer" },
  { type: "JSONRPCErrorResponse", text: `{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}`, path: "/error/code", why: "string for integer" },
  { type: "message", text: call(`{${meta}}`), path: "/params/name", why: "parse_message: method's own definition" },
  { type: "message", text: `{"jsonrpc":"2.0","id":1,"method":"tools/unknown"}`, path: "/method", why: "parse_message: unknown method" },
  { type: "message", text: `{"jsonrpc":"2.0","id":[1],"method":"ping"}`, path: "/id", why: "parse_message: envelope first" },
  { type: "message", text: `[1]`, path: "", why: "parse_message: not an object" },
];
