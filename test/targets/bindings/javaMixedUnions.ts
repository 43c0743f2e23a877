/**
 * Java unions that were `Object` after the shape unions got creators (issue 23): unions mixing records with an array
 * or scalars (2026-07-28's sampling content, one block or a list; `ElicitResult`'s content values; 2025-03-26's
 * `JSONRPCMessage` with its batches) and 2025-11-25's `ServerResult` (a required `ttl` that may be `null` kept it untyped). Each value decodes as `member` and is written
 * back as read (number text included); the rejections are refused at `path`.
 */
export interface MixedCase {
  version: string;
  type: string;
  text: string;
  member: string;
  /** Read as a number only with the `elicit-result-content-number` patch (unpatched, the member is an integer). */
  numberPatch?: true;
}

const v = "2026-07-28";
const old = "2025-11-25";
/** 2025-03-26's `JSONRPCMessage`: a message or a batch (a list of requests and notifications, or of responses and errors). */
const batches = "2025-03-26";
const ping = `{"jsonrpc":"2.0","id":1,"method":"ping"}`;
const pong = `{"jsonrpc":"2.0","id":1,"result":{}}`;
const task = `"taskId":"t1","status":"working","createdAt":"2025-01-01T00:00:00Z","lastUpdatedAt":"2025-01-01T00:00:01Z"`;

export const javaMixedMembers: readonly MixedCase[] = [
  { version: v, type: "CreateMessageResultContent", text: `{"type":"text","text":"hi"}`, member: "TextContent" },
  {
    version: v,
    type: "CreateMessageResultContent",
    text: `[{"type":"text","text":"a"},{"type":"image","data":"eA==","mimeType":"image/png"}]`,
    member: "SamplingMessageContentBlockArrayValue",
  },
  { version: v, type: "SamplingMessageContent", text: `[]`, member: "SamplingMessageContentBlockArrayValue" },
  { version: v, type: "SamplingMessageContent", text: `{"type":"tool_use","id":"u1","name":"f","input":{"n":1e3}}`, member: "ToolUseContent" },
  { version: v, type: "ElicitResultContentValue", text: `["a","b"]`, member: "StringArrayValue" },
  { version: v, type: "ElicitResultContentValue", text: `"x"`, member: "StringValue" },
  { version: v, type: "ElicitResultContentValue", text: `true`, member: "BooleanValue" },
  { version: v, type: "ElicitResultContentValue", text: `1e3`, member: "NumberValue", numberPatch: true },
  { version: v, type: "ElicitResultContentValue", text: `-0`, member: "NumberValue", numberPatch: true },
  { version: v, type: "ElicitResultContentValue", text: `12345678901234567890.123456789`, member: "NumberValue", numberPatch: true },
  { version: v, type: "ElicitResult", text: `{"action":"accept","content":{"n":1E+3,"s":"x","b":false,"l":["a"]}}`, member: "ElicitResult", numberPatch: true },
  { version: old, type: "ElicitResultContentValue", text: `1.50`, member: "NumberValue", numberPatch: true },
  { version: old, type: "ServerResult", text: `{${task},"ttl":60000}`, member: "GetTaskResult" },
  // A required `ttl` that may be `null`: before its presence flag the builder read `null` as absent and refused it.
  { version: old, type: "ServerResult", text: `{${task},"ttl":null}`, member: "GetTaskResult" },
  { version: old, type: "GetTaskResult", text: `{${task},"ttl":null}`, member: "GetTaskResult" },
  { version: old, type: "ServerResult", text: `{"tasks":[{${task},"ttl":null}]}`, member: "ListTasksResult" },
  { version: old, type: "ServerResult", text: `{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}`, member: "InitializeResult" },
  { version: old, type: "ServerResult", text: `{"content":[{"type":"text","text":"hi"}],"isError":false}`, member: "CallToolResult" },
  { version: old, type: "ServerResult", text: `{"completion":{"values":["a"]}}`, member: "CompleteResult" },
  { version: old, type: "ServerResult", text: `{"tasks":[]}`, member: "ListTasksResult" },
  { version: old, type: "ServerResult", text: `{"_meta":{"k":1},"other":true}`, member: "Result" },
  { version: old, type: "CreateMessageResultContent", text: `[{"type":"text","text":"a"}]`, member: "SamplingMessageContentBlockArrayValue" },
  { version: batches, type: "JSONRPCMessage", text: ping, member: "JSONRPCRequest" },
  { version: batches, type: "JSONRPCMessage", text: `{"jsonrpc":"2.0","method":"notifications/initialized","params":{"_meta":{"n":1e3}}}`, member: "JSONRPCNotification" },
  { version: batches, type: "JSONRPCMessage", text: pong, member: "JSONRPCResponse" },
  { version: batches, type: "JSONRPCMessage", text: `{"jsonrpc":"2.0","id":"x","error":{"code":-32601,"message":"m"}}`, member: "JSONRPCError" },
  { version: batches, type: "JSONRPCMessage", text: `[${ping},{"jsonrpc":"2.0","method":"n"}]`, member: "JSONRPCMessageArrayItemArrayValue" },
  { version: batches, type: "JSONRPCMessage", text: `[${pong}]`, member: "JSONRPCMessageArrayItemItemsArrayValue" },
];

export const javaMixedRejections: readonly { version: string; type: string; text: string; path: string; why: string }[] = [
  { version: v, type: "ElicitResultContentValue", text: `["a",null]`, path: "/1", why: "a null in the string array" },
  { version: v, type: "CreateMessageResultContent", text: `[{"type":"text","text":5}]`, path: "/0/text", why: "a block of the list that is wrong" },
  { version: v, type: "CreateMessageResultContent", text: `{"type":"text"}`, path: "/text", why: "one block lacking its text" },
  { version: old, type: "ElicitResultContentValue", text: `[null]`, path: "/0", why: "a null in the string array" },
  { version: old, type: "ServerResult", text: `{"content":[{"type":"text"}]}`, path: "/content/0/text", why: "a CallToolResult whose block lacks its text" },
  { version: old, type: "GetTaskResult", text: `{${task}}`, path: "/ttl", why: "a GetTaskResult lacking its required (nullable) ttl" },
  { version: batches, type: "JSONRPCMessage", text: `[${ping},${pong}]`, path: "", why: "a batch mixing a request and a response" },
  { version: batches, type: "JSONRPCMessage", text: `[${ping},null]`, path: "/1", why: "a null in a batch" },
  { version: old, type: "ServerResult", text: `{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s"}}`, path: "/serverInfo/version", why: "an InitializeResult lacking serverInfo.version" },
];

/** 2026-07-28 unpatched (the floor build): `ElicitResult`'s content values take an integer, not any number. */
export const unpatchedIntegerCases = {
  members: [{ version: v, type: "ElicitResultContentValue", text: `7`, member: "IntegerValue" }],
  rejections: [{ version: v, type: "ElicitResultContentValue", text: `1e3`, path: "", why: "an exponent where the member is an integer" }],
};
