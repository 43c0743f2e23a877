/**
 * Messages the 2026-07-28 schema accepts that bindings got wrong on the wire (issue 23): each must
 * decode as `type` and be written back as the same JSON text, number lexemes and explicit nulls
 * included. `type` as in `invalidMessages.ts` (`message`: the language's one-call JSON-RPC decoder).
 */
export interface ValidMessage {
  type: string;
  text: string;
  why: string;
}

const errorWithNullData = `{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"failed","data":null}}`;

export const validMessages: readonly ValidMessage[] = [
  { type: "CallToolResult", text: `{"resultType":"complete","content":[],"structuredContent":null}`, why: "structuredContent is any JSON: null included" },
  { type: "JSONRPCErrorResponse", text: errorWithNullData, why: "error.data is any JSON: null included" },
  { type: "message", text: errorWithNullData, why: "an error response with data: null, through the one-call decoder" },
];

/**
 * Numbers whose text a float would change (issue 23: Python wrote `1e3` as `1000.0` and lost
 * digits beyond f64): each must come back as written. Run by the languages that keep number text.
 */
export const numberTexts: readonly ValidMessage[] = [
  { type: "TextContent", text: `{"type":"text","text":"hi","annotations":{"priority":5e-1}}`, why: "a number field keeps its exponent form" },
  { type: "TextContent", text: `{"type":"text","text":"hi","annotations":{"priority":0.50000000000000000000000000001}}`, why: "a number field keeps digits beyond f64" },
  {
    type: "CallToolResult",
    text: `{"resultType":"complete","content":[],"structuredContent":{"a":1e3,"b":1.0,"c":123456789012345678901234567890,"d":1E+3,"e":-0.0}}`,
    why: "any-JSON numbers keep their text",
  },
];
