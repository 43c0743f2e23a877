/**
 * A message line as a terminal may show it: control characters (an ESC would drive the terminal)
 * and lone surrogates (no UTF-8 for them) that input put into it, such as a property name in a
 * JSON pointer, become `\uXXXX`; line breaks stay.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]|\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
