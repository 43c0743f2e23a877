/**
 * Numbers whose text a Long or Double would change, in any JSON (`_meta`, `structuredContent`) and in keys no field
 * declares (issue 23: "keep the text as written"): `1.50` (a Double drops the zero), `1e3` (`1000.0`), `-0` (a Long
 * writes `0`) and digits beyond f64. Keys in the order the Kotlin wire package writes them (fields, then unknown
 * keys), so the text written back must be byte for byte the input.
 */
const numbers = `{"a":1.50,"b":1e3,"c":-0,"d":12345678901234567890.123456789,"e":[1.50,-0.0,1E+3],"f":{"g":0.10}}`;

export interface AnyJsonNumbers {
  version: string;
  type: string;
  text: string;
}

export const anyJsonNumbers: readonly AnyJsonNumbers[] = [
  {
    version: "2026-07-28",
    type: "CallToolResult",
    text: `{"_meta":${numbers},"content":[],"resultType":"complete","structuredContent":${numbers},"x":${numbers},"y":1e3}`,
  },
  { version: "2025-11-25", type: "CallToolResult", text: `{"_meta":${numbers},"content":[],"structuredContent":${numbers},"x":${numbers},"y":1e3}` },
  { version: "2026-07-28", type: "TextContent", text: `{"_meta":${numbers},"text":"hi","type":"text","x":-0}` },
];
