import { test } from "uvu";
import * as assert from "uvu/assert";
import { versions } from "../../helpers/paths.ts";
import { sampleMessages } from "../../helpers/sample.ts";
import { versionUnderTest } from "./helpers.ts";

type Sender = "client" | "server";
const other = (s: Sender): Sender => (s === "client" ? "server" : "client");

test("direction: every JSON-RPC method of every version is accepted from a side that may send it, rejected from the other", async () => {
  const counts: string[] = [];
  for (const version of versions) {
    const { model, validators } = await versionUnderTest(version);
    const parse = validators.parseMessage as (input: unknown, options?: { from?: Sender }) => { ok: boolean; kind: string; reason?: string; method?: string; errors?: { path: string; keyword: string }[] };
    const samples = sampleMessages(model);
    // Who may send each method, from the spec's unions: `ping` in 2025-11-25 both, `tools/call` the client only.
    const senders = new Map<string, Set<Sender>>();
    for (const { member } of samples) {
      const key = `${member.source.kind} ${member.method}`;
      senders.set(key, (senders.get(key) ?? new Set()).add(member.source.direction === "client-to-server" ? "client" : "server"));
    }
    let rejected = 0;
    for (const { member, message } of samples) {
      const from: Sender = member.source.direction === "client-to-server" ? "client" : "server";
      const where = `${version} ${member.source.union} ${member.method}`;
      const plain = parse(JSON.stringify(message));
      assert.equal([plain.ok, plain.kind, plain.method], [true, member.source.kind, member.method], `${where}: ${JSON.stringify(plain.errors)}`);
      const right = parse(message, { from });
      assert.equal([right.ok, right.method], [true, member.method], `${where} from ${from}: ${JSON.stringify(right.errors)}`);
      const wrong = parse(message, { from: other(from) });
      if (senders.get(`${member.source.kind} ${member.method}`)!.has(other(from))) {
        assert.ok(wrong.ok, `${where} may be sent by both sides`);
        continue;
      }
      rejected++;
      assert.equal([wrong.ok, wrong.kind, wrong.reason, wrong.method], [false, member.source.kind, "direction", member.method], where);
      assert.equal(wrong.errors!.map((e) => [e.path, e.keyword]), [["/method", "direction"]], where);
    }
    counts.push(`${version} ${samples.length} (${rejected} one-sided)`);
  }
  console.log(`  direction: messages per version [${counts.join(", ")}]`);
});

test("direction: a sampling/createMessage request from a client is rejected; unknown methods stay unknown-method", async () => {
  const { validators } = await versionUnderTest("2025-11-25");
  const parse = validators.parseMessage as (input: unknown, options?: { from?: Sender }) => { ok: boolean; reason?: string };
  const request = { jsonrpc: "2.0", id: 3, method: "sampling/createMessage", params: { messages: [], maxTokens: 10 } };
  assert.equal(parse(request).ok, true);
  assert.equal(parse(request, { from: "server" }).ok, true);
  assert.equal(parse(request, { from: "client" }).reason, "direction");
  assert.equal(parse({ jsonrpc: "2.0", id: 3, method: "tools/teleport" }, { from: "client" }).reason, "unknown-method");
  // A method named like an Object.prototype member is not "known" through the prototype.
  assert.equal(parse({ jsonrpc: "2.0", id: 3, method: "__proto__" }, { from: "client" }).reason, "unknown-method");
  assert.equal(parse({ jsonrpc: "2.0", id: 3, method: "toString" }, { from: "server" }).reason, "unknown-method");
});

test.run();
