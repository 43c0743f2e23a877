import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../../generator/config/loadConfig.ts";
import { mergeConfig } from "../../generator/config/mergeConfig.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { renderFiles } from "../helpers/generate.ts";
import { writeInProject, type GeneratedZod } from "../targets/zod/helpers.ts";
import { typecheck } from "../helpers/tsc.ts";

const reason = "the SDK does so";

test("config: an overlay inline or in a file it names is validated with the config and reaches the options", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-overlay-"));
  const entries = [{ kind: "alias", definition: "Result", as: "AnyResult", reason }];
  writeFileSync(join(dir, "overlay.json"), JSON.stringify({ entries }));
  writeFileSync(join(dir, "inline.json"), JSON.stringify({ overlay: { entries }, envelope: "separate", zodImport: "zod" }));
  writeFileSync(join(dir, "named.json"), JSON.stringify({ overlay: "overlay.json" }));
  writeFileSync(join(dir, "bad.json"), JSON.stringify({ overlay: { entries: [{ kind: "alias", definition: "Result", as: "X" }] } }));
  const inline = mergeConfig(await loadConfig(join(dir, "inline.json")), {});
  assert.equal([inline.overlay?.entries, inline.overlay?.pointer, inline.envelope, inline.zodImport], [entries, "#/overlay/entries", "separate", "zod"]);
  const named = mergeConfig(await loadConfig(join(dir, "named.json")), {});
  assert.equal([named.overlay?.entries, named.overlay?.file, named.overlay?.pointer], [entries, join(dir, "overlay.json"), "#/entries"]);
  try {
    await loadConfig(join(dir, "bad.json"));
    assert.unreachable();
  } catch (e) {
    assert.instance(e, CodegenError);
    assert.equal([(e as CodegenError).file, (e as CodegenError).pointer], [join(dir, "bad.json"), "#/overlay/entries/0/reason"]);
  }
});

test("envelope separate: bare requests and notifications in every version since 2025-11-25; JSON-RPC types keep it", async () => {
  for (const version of ["2025-11-25", "2026-07-28"]) {
    const [inMessage, separate] = await Promise.all(
      (["in-message", "separate"] as const).map(async (envelope) => (await renderFiles({ specs: [version], targets: ["ts"], envelope, formatting: "builtin" })).find((f) => f.path === `${version}/types.ts`)!.contents),
    );
    const callTool = (text: string) => text.slice(text.indexOf("export interface CallToolRequest "), text.indexOf("}", text.indexOf("export interface CallToolRequest ")));
    assert.match(callTool(inMessage!), "jsonrpc:");
    assert.not.match(callTool(separate!), "jsonrpc:");
    assert.not.match(callTool(separate!), /\bid:/);
    assert.match(separate!.slice(separate!.indexOf("export interface JSONRPCRequest ")), /jsonrpc: "2.0";/);
  }
  // Up to 2025-06-18 schema.json has no envelope in messages: the option changes nothing.
  const [a, b] = await Promise.all((["in-message", "separate"] as const).map((envelope) => renderFiles({ specs: ["2025-06-18"], targets: ["ts", "zod"], envelope, formatting: "builtin" })));
  assert.equal(a, b);
});

test("zod: defaults are filled per parse, normalisations applied, the import path as configured", async () => {
  const overlay = validateOverlay(
    {
      entries: [
        { kind: "default", at: "#/$defs/CallToolResult", property: "content", value: [], reason },
        { kind: "loosen", at: "#/$defs/CallToolResult", property: "content", optional: true, reason },
        { kind: "normalize", at: "#/$defs/ClientCapabilities/properties/elicitation", when: {}, read: { form: {} }, reason },
      ],
    },
    "overlay.json",
    "#",
  );
  const files = await renderFiles({ specs: ["2025-11-25"], targets: ["zod"], overlay, zodImport: "zod" });
  const zodFile = files.find((f) => f.path === "2025-11-25/zod.ts")!;
  assert.match(zodFile.contents, 'import * as z from "zod";');
  const dir = writeInProject(files, "overlay-");
  const zod = (await import(pathToFileURL(join(dir, "2025-11-25", "zod.ts")).href)) as GeneratedZod & Record<string, { parse(v: unknown): unknown }>;
  const first = zod.CallToolResultSchema!.parse({}) as { content: unknown[] };
  const second = zod.CallToolResultSchema!.parse({}) as { content: unknown[] };
  assert.equal(first.content, []);
  assert.ok(first.content !== second.content, "a fresh default per parse");
  assert.equal(zod.ClientCapabilitiesSchema!.parse({ elicitation: {} }), { elicitation: { form: {} } });
  assert.equal(zod.ClientCapabilitiesSchema!.parse({ elicitation: { url: {} } }), { elicitation: { url: {} } });
});

test("types.ts: a property filled in when absent (an overlay default) is present, as zod's parse output and an SDK's inferred type say", async () => {
  const overlay = validateOverlay(
    {
      entries: [
        { kind: "default", at: "#/$defs/CallToolResult", property: "content", value: [], reason },
        { kind: "loosen", at: "#/$defs/CallToolResult", property: "content", optional: true, reason },
        { kind: "loosen", at: "#/$defs/CallToolResult", property: "isError", optional: true, reason },
      ],
    },
    "overlay.json",
    "#",
  );
  const files = await renderFiles({ specs: ["2025-11-25"], targets: ["ts", "zod"], overlay, formatting: "builtin" });
  const types = files.find((f) => f.path === "2025-11-25/types.ts")!.contents;
  const callToolResult = types.slice(types.indexOf("export interface CallToolResult "), types.indexOf("\n}", types.indexOf("export interface CallToolResult ")));
  assert.match(callToolResult, /\bcontent: ContentBlock\[\];/);
  assert.match(callToolResult, /\bisError\?: boolean;/, "optional without a default stays optional");
  const dir = writeInProject(files, "overlay-types-");
  const lines = [
    'import type * as z from "zod/v4";',
    'import type * as T from "./2025-11-25/types.js";',
    'import type * as Z from "./2025-11-25/zod.js";',
    "export function parsed(a: T.CallToolResult, b: z.output<typeof Z.CallToolResultSchema>) { a = b; b = a; }",
    "export function written(b: z.input<typeof Z.CallToolResultSchema>, a: T.CallToolResult) { b = a; return b; }",
    // A control that must fail: the parsed content is never undefined.
    "export function control(b: z.input<typeof Z.CallToolResultSchema>) { const a: T.CallToolResult = b; return a; }",
  ];
  writeFileSync(join(dir, "check.ts"), lines.join("\n"));
  const failing = typecheck([join(dir, "check.ts")]).map((d) => `${d.line}: ${d.message.split("\n")[0]}`);
  assert.equal(failing.length, 1, failing.join("\n"));
  assert.match(failing[0]!, new RegExp(`^${lines.length}: `), "only the control fails");
});

test.run();
