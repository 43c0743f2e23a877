import type { Model } from "../../../ir/model.js";
import { findEnvelopes } from "../../../mcp/envelopes.js";
import { chooseByMethod } from "../../../facts/messages.js";
import { protocolMethods } from "../../../facts/methods.js";
import { resultSelector, type ResultSelector } from "../../../facts/resultType.js";
import { memberSelector } from "./memberSelector.js";
import type { Declaration, PlanMessages, PlanMethod, PlanResult } from "./model.js";
import { typeName } from "./words.js";

/**
 * Which declaration decodes each JSON-RPC method (the protocol facts' members of the
 * spec's method unions, sent as JSON-RPC messages), and which results answer it. When both
 * directions define a method (`ping`), the first source's definition. Undefined when the
 * schema lacks an envelope.
 */
export function planMessages(model: Model, declarations: ReadonlyMap<string, Declaration>): PlanMessages | undefined {
  const envelopes = findEnvelopes((name) => (declarations.get(typeName(name))?.kind === "record" ? typeName(name) : undefined));
  if (!envelopes) return undefined;
  const methods = protocolMethods(model).filter((m) => m.via === "json-rpc");
  const selector = resultSelector(model);
  // The protocol facts' choice of message per method (the first source whose definition is a record), shared with the validators.
  const pick = (kind: "request" | "notification"): PlanMethod[] =>
    chooseByMethod(
      methods.filter((m) => m.kind === kind),
      (m) => (declarations.get(typeName(m.definition))?.kind === "record" ? m : undefined),
    ).map(({ method, message: m }) => {
      const answer = m.result !== null && declarations.has(typeName(m.result)) ? typeName(m.result) : null;
      const alternatives = answer === null ? [] : m.alternativeResults.map(typeName).filter((n) => declarations.has(n));
      const results = answer === null ? [] : selected([answer, ...alternatives], selector);
      return { method, message: typeName(m.definition), result: answer, alternatives, results };
    });
  return { envelopes, requests: pick("request"), notifications: pick("notification") };
}

/** A method's results, each guarded by the version's result selector when one of them is its member (as a union of results). */
function selected(names: readonly string[], selector: ResultSelector | undefined): PlanResult[] {
  const member = selector ? typeName(selector.member) : undefined;
  if (!selector || names.length < 2 || !names.includes(member!)) return names.map((name) => ({ name }));
  return names.map((name) => ({ name, selector: memberSelector(selector, name === member) }));
}
