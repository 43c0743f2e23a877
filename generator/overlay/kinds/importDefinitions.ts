import type { Definition } from "../../ir/model.js";
import { definitionOf, sortedDefinitions } from "../../ir/locate.js";
import { referredNames } from "../../ir/walk.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";

/**
 * Definitions taken from another spec version of the same run (an SDK that speaks two revisions at once keeps
 * 2025-11-25's `initialize` beside 2026-07-28's methods), with the definitions they refer to that this version lacks.
 * What this version defines too stays this version's (as the entries before have left it): the imported
 * `InitializeRequestParams` refers to this version's `ClientCapabilities`. The other version is read as this run reads
 * its own (same sources, patches and message shapes), before any overlay entry.
 */
export const importDefinitions: EntryKind = {
  kind: "import",
  description: "take definitions (and those they refer to that this version lacks) from another spec version of the run",
  members: {
    from: { required: true, check: check.versionName },
    definitions: { required: true, check: check.distinctNames },
  },
  claims: (e) => (e.definitions as string[]).map((d) => `name:${d}`),
  apply(model, e, context) {
    const from = e.from as string;
    const source = context.versions.get(from);
    const names = e.definitions as string[];
    const absent = source ? names.find((n) => !definitionOf(source, n)) : names[0];
    if (!source || absent !== undefined) return { missing: `#/definitions/${absent} of ${from}` };
    const taken = names.find((n) => definitionOf(model, n));
    if (taken !== undefined) return { taken: `#/definitions/${taken}` };
    const imported = new Map<string, Definition>();
    const stack = [...names];
    while (stack.length > 0) {
      const name = stack.pop()!;
      const definition = definitionOf(source, name);
      if (imported.has(name) || definitionOf(model, name) || !definition) continue;
      imported.set(name, definition);
      stack.push(...referredNames(definition.type));
    }
    return { model: { ...model, definitions: sortedDefinitions([...model.definitions, ...imported.values()]) } };
  },
};
