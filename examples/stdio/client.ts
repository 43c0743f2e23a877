// A minimal MCP client over stdio: starts server.ts as a child process, pairs every response with
// its request (checked against that method's result types), and answers the server's requests
// through its own dispatch core. Built only on the generated files (see server.ts).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createClientDispatcher, createClientPairing, type Paired } from "./generated/2025-11-25/dispatch.js";
import type { ClientRequests, MethodOf, ParamsOf } from "./generated/2025-11-25/methods.js";

// Run the server with the same loader this script runs under (tsx for the .ts sources).
const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL("./server.ts", import.meta.url))], {
  stdio: ["pipe", "pipe", "inherit"],
});
const pairing = createClientPairing();
const waiting = new Map<string | number, (answer: Paired<ClientRequests>) => void>();
const dispatcher = createClientDispatcher({ handlers: { ping: () => ({}) } });
let nextId = 0;

function send(message: unknown): void {
  child.stdin.write(`${JSON.stringify(message)}\n`);
}

/** Send a request; resolves with the paired, checked response. */
function request<M extends MethodOf<ClientRequests>>(method: M, params: ParamsOf<M>): Promise<Paired<ClientRequests>> {
  const id = ++nextId;
  const recorded = pairing.request(id, method);
  if (!recorded.ok) throw new Error(`cannot send ${method}: ${recorded.reason}`);
  send({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
  return new Promise((resolve) => waiting.set(id, resolve));
}

createInterface({ input: child.stdout }).on("line", async (line) => {
  const message = JSON.parse(line) as Record<string, unknown>;
  if ("method" in message) {
    // A request or notification from the server.
    const response = await dispatcher.handle(message, undefined);
    if (response) send(response);
    return;
  }
  // A response: paired with its request and checked against that method's results.
  const paired = pairing.response(message);
  const id = "id" in paired ? paired.id : null;
  if (typeof id === "string" || typeof id === "number") {
    waiting.get(id)?.(paired);
    waiting.delete(id);
  }
});

const init = await request("initialize", {
  protocolVersion: "2025-11-25",
  capabilities: {},
  clientInfo: { name: "echo-client", version: "1.0.0" },
});
// Narrowed by method: `init.result` is an InitializeResult here.
if (init.ok && init.kind === "result" && init.method === "initialize") console.log(`initialized: ${init.result.serverInfo.name}`);
send({ jsonrpc: "2.0", method: "notifications/initialized" });

const tools = await request("tools/list", {});
if (tools.ok && tools.kind === "result") console.log(`tools: ${JSON.stringify(tools.result)}`);

const echoed = await request("tools/call", { name: "echo", arguments: { text: "hello over stdio" } });
if (echoed.ok && echoed.kind === "result") console.log(`tools/call -> ${echoed.definition}: ${JSON.stringify(echoed.result)}`);

const unknown = await request("tools/call", { name: "nope" });
if (unknown.ok && unknown.kind === "error") console.log(`tools/call nope -> error ${unknown.error.code}: ${unknown.error.message}`);

console.log(`pending requests: ${pairing.pending}`);
child.stdin.end();
