import type { ValidMessage } from "./validMessages.js";

/**
 * More explicit nulls where the 2026-07-28 schema takes any JSON (issue 23: Java read them and dropped the key),
 * beside `validMessages.ts`: a required any-JSON field, nulls inside maps and arrays of any JSON, an extra key.
 */
const meta = `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`;

export const javaNullMessages: readonly ValidMessage[] = [
  { type: "LoggingMessageNotification", text: `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":null}}`, why: "a required any-JSON field present as null" },
  {
    type: "CallToolRequest",
    text: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x",${meta},"arguments":{"a":null,"b":[null,1,{"c":null}]}}}`,
    why: "nulls inside a map and an array of any JSON",
  },
  { type: "TextContent", text: `{"type":"text","text":"hi","unlisted":null,"more":{"n":null}}`, why: "extra keys present as null" },
  { type: "CallToolResult", text: `{"resultType":"complete","content":[],"structuredContent":{"a":null}}`, why: "a null inside structuredContent" },
];
