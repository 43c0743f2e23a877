// A minimal MCP server over stdio (newline-delimited JSON-RPC), built only on generated files:
//   npx mcp-codegen generate --spec 2025-11-25 --target dispatch --out generated
// dispatch.ts checks each request (envelope, direction, params), calls the typed handler and checks
// its result before it is sent; the transport is these few lines of readline.
import { createInterface } from "node:readline";
import { createServerDispatcher, RpcError, INVALID_PARAMS } from "./generated/2025-11-25/dispatch.js";

/** The protocol versions this server speaks: the one its generated files are for. */
const supportedVersions = ["2025-11-25"];

const server = createServerDispatcher({
  handlers: {
    initialize: (params) => ({
      // Version negotiation (spec: lifecycle): the client's version if this server speaks it, else one it does;
      // a client that cannot use that one disconnects.
      protocolVersion: supportedVersions.includes(params.protocolVersion) ? params.protocolVersion : supportedVersions[0]!,
      capabilities: { tools: {} },
      serverInfo: { name: "echo-server", version: "1.0.0" },
    }),
    ping: () => ({}),
    "tools/list": () => ({
      tools: [
        {
          name: "echo",
          description: "Echo the text back",
          inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
        },
      ],
    }),
    "tools/call": (params) => {
      if (params.name !== "echo") throw new RpcError(INVALID_PARAMS, `Unknown tool: ${params.name}`);
      return { content: [{ type: "text", text: String(params.arguments?.text ?? "") }] };
    },
  },
  notifications: {
    "notifications/initialized": () => {
      process.stderr.write("server: client initialized\n");
    },
  },
});

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === "") continue;
  const response = await server.handle(line, undefined);
  if (response) process.stdout.write(`${JSON.stringify(response)}\n`);
}
