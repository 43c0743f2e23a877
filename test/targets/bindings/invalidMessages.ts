import { readFileSync } from "node:fs";
import { join } from "node:path";
import { examplesDir } from "../../helpers/paths.js";

/**
 * Messages the 2026-07-28 schema rejects, each an example of the spec with one change, and the JSON
 * pointer of what is wrong. A binding must refuse each when decoding it as `type`, and name that
 * path (a missing property is named by its own pointer). Shared by the Java and Kotlin tests.
 */
export interface InvalidMessage {
  label: string;
  /** The definition the message is decoded as. */
  type: string;
  /** The JSON text to decode. */
  json: string;
  /** JSON pointer of the first error. */
  path: string;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const example = (file: string): Json => JSON.parse(readFileSync(join(examplesDir, file), "utf8")) as Json;

function changed(label: string, type: string, file: string, path: string, change: (v: Json) => void): InvalidMessage {
  const v = example(file);
  change(v);
  return { label, type, json: JSON.stringify(v), path };
}

export const invalidMessages: InvalidMessage[] = [
  changed("TextContent without text", "TextContent", "TextContent/text-content.json", "/text", (v) => delete v.text),
  changed("TextContent whose type is image", "TextContent", "TextContent/text-content.json", "/type", (v) => (v.type = "image")),
  changed("TextContent text is a number", "TextContent", "TextContent/text-content.json", "/text", (v) => (v.text = 5)),
  changed("TextContent text is null", "TextContent", "TextContent/text-content.json", "/text", (v) => (v.text = null)),
  changed("ContentBlock with an unknown type", "ContentBlock", "TextContent/text-content.json", "/type", (v) => (v.type = "video")),
  changed("CallToolRequest without params", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/params", (v) => delete v.params),
  changed("CallToolRequest without params.name", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/params/name", (v) => delete v.params.name),
  changed("CallToolRequest with jsonrpc 1.0", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/jsonrpc", (v) => (v.jsonrpc = "1.0")),
  changed("CallToolRequest whose method is tools/list", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/method", (v) => (v.method = "tools/list")),
  changed("CallToolRequest id is a float", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/id", (v) => (v.id = 1.5)),
  changed("CallToolRequest id is a boolean", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/id", (v) => (v.id = true)),
  changed("CallToolRequest id is null", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/id", (v) => (v.id = null)),
  changed("CallToolRequest params.name is an object", "CallToolRequest", "CallToolRequest/call-tool-request.json", "/params/name", (v) => (v.params.name = {})),
  changed("ElicitResult with an unknown action", "ElicitResult", "ElicitResult/input-single-field.json", "/action", (v) => (v.action = "maybe")),
  changed("ElicitResult content is an array", "ElicitResult", "ElicitResult/input-single-field.json", "/content", (v) => (v.content = [])),
  changed("ProgressNotification progress is a string", "ProgressNotification", "ProgressNotification/progress-message.json", "/params/progress", (v) => (v.params.progress = "50")),
  changed("ProgressNotification without params.progressToken", "ProgressNotification", "ProgressNotification/progress-message.json", "/params/progressToken", (v) => delete v.params.progressToken),
  changed("ProgressNotification progressToken is a float", "ProgressNotification", "ProgressNotification/progress-message.json", "/params/progressToken", (v) => (v.params.progressToken = 2.5)),
  changed("LoggingMessageNotification with an unknown level", "LoggingMessageNotification", "LoggingMessageNotification/log-database-connection-failed.json", "/params/level", (v) => (v.params.level = "loud")),
  changed("CallToolResult content item without type", "CallToolResult", "CallToolResult/result-with-unstructured-text.json", "/content/0/type", (v) => delete v.content[0].type),
  changed("CallToolResult content is an object", "CallToolResult", "CallToolResult/result-with-unstructured-text.json", "/content", (v) => (v.content = {})),
  changed("CallToolResult isError is a string", "CallToolResult", "CallToolResult/result-with-unstructured-text.json", "/isError", (v) => (v.isError = "false")),
  changed("Tool without inputSchema", "Tool", "Tool/with-no-parameters.json", "/inputSchema", (v) => delete v.inputSchema),
  changed("Tool name is a number", "Tool", "Tool/with-no-parameters.json", "/name", (v) => (v.name = 42)),
  changed("Resource without uri", "Resource", "Resource/file-resource-with-annotations.json", "/uri", (v) => delete v.uri),
  changed("Resource annotations.priority is a string", "Resource", "Resource/file-resource-with-annotations.json", "/annotations/priority", (v) => (v.annotations.priority = "high")),
];
