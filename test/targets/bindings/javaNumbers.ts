import { numberTexts, type ValidMessage } from "./validMessages.js";

/**
 * Number text on the wire through the Java bindings' schema `number` fields (`JsonNumber`, issue 23: Java wrote
 * `1e3` as `1E+3` and `-0` as `0`) and any JSON (`Json`, its numbers `JsonNumber`): each must be written back as read.
 * Not among these: `-0` read before a tagged union's tag (Jackson buffers those tokens and keeps an integer as its
 * value, `0`, a float as its text).
 */
const progress = (value: string, total: string) =>
  `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":${value},"total":${total}}}`;

export const javaNumberTexts: readonly ValidMessage[] = [
  ...numberTexts,
  // Any JSON is `Json` (issue 23: it was Object, a number Double or BigDecimal): nested, in `_meta`, in an extra key, in `data`.
  { type: "ToolUseContent", text: `{"type":"tool_use","id":"u","name":"f","input":{"a":[1e3,-0,{"b":1.50}],"c":null}}`, why: "numbers nested in any JSON" },
  { type: "TextContent", text: `{"type":"text","text":"hi","_meta":{"n":1E+3},"x-extra":[-0.0,12345678901234567890.5]}`, why: "numbers in _meta and in an unlisted key" },
  { type: "message", text: `{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"m","data":{"retryAfter":1e3}}}`, why: "an error's data" },
  { type: "message", text: progress("1e3", "12345678901234567890.123456789"), why: "an exponent and digits beyond double, through the one-call decoder" },
  { type: "ProgressNotification", text: progress("-0", "1"), why: "a negative zero and an integer in number fields" },
  { type: "ModelPreferences", text: `{"costPriority":-0,"speedPriority":1,"intelligencePriority":1.0}`, why: "-0, 1 and 1.0 kept apart" },
  { type: "Annotations", text: `{"priority":1E+3}`, why: "an upper-case exponent with its sign" },
  { type: "ContentBlock", text: `{"type":"text","text":"hi","annotations":{"priority":-0}}`, why: "-0 inside a tagged union, its tag first" },
  { type: "ContentBlock", text: `{"annotations":{"priority":1e3},"type":"text","text":"hi"}`, why: "an exponent read before the tag (Jackson buffers it)" },
  { type: "NumberSchema", text: `{"type":"number","minimum":-0,"maximum":12345678901234567890.123456789,"default":1e3}`, why: "a schema's bounds and default" },
];

