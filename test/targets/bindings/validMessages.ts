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
