import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { checkOverlay } from "../../generator/overlay/checkOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import type { Model } from "../../generator/ir/model.ts";
import { projectRoot, readJson } from "../helpers/paths.ts";

const fixture = (): Model => buildModel(readJson(join(projectRoot, "test/fixtures/overlay/schema.json")));
const overlayOf = (entries: object[]) => validateOverlay({ entries: entries.map((e) => ({ reason: "the SDK's snapshot lacks it", ...e })) }, "overlay.json", "#/overlay");

function failure(entries: object[]): { id: string; args: unknown; pointer: string | undefined } {
  try {
    applyOverlay(fixture(), overlayOf(entries), "fixture");
  } catch (e) {
    assert.instance(e, CodegenError);
    return { id: (e as CodegenError).id, args: (e as CodegenError).args, pointer: (e as CodegenError).pointer };
  }
  throw new Error("expected an overlay error");
}

test("remove-definition: a definition nothing refers to is left out; the input is untouched", () => {
  const model = fixture();
  const before = JSON.stringify(model);
  const m = applyOverlay(model, overlayOf([{ kind: "remove-definition", definition: "Message" }]), "fixture");
  assert.is(JSON.stringify(model), before);
  assert.equal(m.definitions.map((d) => d.name), ["Capabilities", "Content", "Result"]);
});

test("remove-definition: one still referred to, or absent, is exit 2 naming the entry and the place", () => {
  assert.equal(failure([{ kind: "remove-definition", definition: "Content" }]), {
    id: "overlay-still-referenced",
    args: { kind: "remove-definition", version: "fixture", at: "#/definitions/Message/anyOf/1" },
    pointer: "#/overlay/entries/0",
  });
  assert.equal(failure([{ kind: "remove-definition", definition: "Nope" }]).id, "overlay-no-match");
  const checked = checkOverlay(fixture(), overlayOf([{ kind: "remove-definition", definition: "Result" }]), "fixture");
  assert.equal(checked.entries.map((e) => [e.outcome, e.why?.id]), [["breaks", "overlay-entry-referenced"]]);
  const gone = applyOverlay(fixture(), overlayOf([{ kind: "remove-definition", definition: "Message" }]), "fixture");
  assert.equal(checkOverlay(gone, overlayOf([{ kind: "remove-definition", definition: "Message" }]), "fixture").entries.map((e) => e.outcome), ["obsolete"]);
});

test.run();
