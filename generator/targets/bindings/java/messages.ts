/** `McpMessages`: the class a JSON-RPC message decodes to, and a response's result typed by the request's method. */
import type { BindingPlan, PlanMethod } from "../plan/model.js";
import { callLines, javadocLines, width } from "./layout.js";
import { javaString } from "./syntax.js";
import { resultReader } from "./runtime.js";
import { type Context, declaredClass } from "./types.js";

/** `McpMessages`: the class a JSON-RPC message decodes to, by method (requests, notifications) or shape (responses). */
export function renderMessages(plan: BindingPlan, ctx: Context): string[] {
  const m = plan.messages;
  const cls = (name: string) => `${ctx.name(name)}.class`;
  const cases = (list: { method: string; message: string; result?: string | null }[], pick: (x: { method: string; message: string; result?: string | null }) => string | null | undefined) =>
    list
      .map((x) => ({ method: x.method, target: pick(x) }))
      .filter((x): x is { method: string; target: string } => typeof x.target === "string" && declaredClass(x.target, ctx))
      .flatMap((x) => {
        const one = `      case ${javaString(x.method).text} -> ${cls(x.target)};`;
        return one.length <= width ? [one] : [`      case ${javaString(x.method).text} ->`, `          ${cls(x.target)};`];
      });
  const switchOn = (body: string[]) => (body.length > 0 ? ["    return switch (method) {", ...body, "      default -> null;", "    };"] : ["    return null;"]);
  const envelope = (key: keyof NonNullable<typeof m>["envelopes"]) => (m && declaredClass(m.envelopes[key], ctx) ? cls(m.envelopes[key]) : "null");
  const method = (doc: string, signature: string, body: string[]) => ["", ...javadocLines([doc], "  "), `  public static Class<?> ${signature} {`, ...body, "  }"];
  const ternary = `    return message.containsKey("id") ? ${envelope("request")} : ${envelope("notification")};`;
  return [
    ...javadocLines(
      [
        "Which class a JSON-RPC message decodes to, like TypeScript's {@code parseMessage}: parse the text as a {@code Map}, ask {@link #classOf}, then convert the map to that class with the same mapper (Jackson 2: {@code mapper.convertValue(map, McpMessages.classOf(map))}; Jackson 3 alike).",
        "A response's {@code result} is typed by the request's method: {@link #decodeResult}.",
      ],
      "",
    ),
    "public final class McpMessages {",
    "  private McpMessages() {}",
    ...method(
      "The generic envelope of a message with any method: a request when it has an {@code id}, else a notification.",
      "envelopeClass(Map<String, ?> message)",
      ternary.length <= width ? [ternary] : ['    return message.containsKey("id")', `        ? ${envelope("request")}`, `        : ${envelope("notification")};`],
    ),
    ...method("The request class for {@code method}, or {@code null} when the schema has no such request.", "requestClass(String method)", switchOn(m ? cases(m.requests, (x) => x.message) : [])),
    ...method("The notification class for {@code method}, or {@code null}.", "notificationClass(String method)", switchOn(m ? cases(m.notifications, (x) => x.message) : [])),
    ...method(
      "The class of the method's own result answering a request for {@code method}, or {@code null}; its response may also hold another result ({@link #resultClasses}).",
      "resultClass(String method)",
      switchOn(m ? cases(m.requests, (x) => x.result) : []),
    ),
    ...resultDecoding(m?.requests ?? [], ctx),
    ...method(
      "The class of a whole message: a request (has {@code id} and {@code method}) or notification ({@code method} only) by its method; a response by {@code result} or {@code error}; {@code null} for an unknown method or a message that is none of these (decode it as {@link #envelopeClass} to accept any method).",
      "classOf(Map<String, ?> message)",
      [
        '    Object method = message.get("method");',
        "    if (method instanceof String name) {",
        '      return message.containsKey("id") ? requestClass(name) : notificationClass(name);',
        "    }",
        '    if (message.containsKey("result")) {',
        `      return ${envelope("result")};`,
        "    }",
        '    if (message.containsKey("error")) {',
        `      return ${envelope("error")};`,
        "    }",
        "    return null;",
      ],
    ),
    "}",
  ];
}

/**
 * `resultClasses` (the method's own result class, then its alternatives: what else its response may hold),
 * `resultSelectors` (when each may be taken, where the version's `resultType` decides: `PlanMethod.results`) and
 * `decodeResult`, which tries them in that order with the caller's mapper (Jackson 2 or 3: the files import no
 * databind) and, when none decodes, throws the first tried one's error.
 */
function resultDecoding(requests: readonly PlanMethod[], ctx: Context): string[] {
  const answered = requests.filter((x) => x.result !== null && declaredClass(x.result, ctx)).map((x) => ({ method: x.method, results: x.results.filter((r) => declaredClass(r.name, ctx)) }));
  const arm = (method: string, list: readonly string[]): string[] => {
    const label = `      case ${javaString(method).text} ->`;
    const one = `${label} List.of(${list.join(", ")});`;
    // Too long: the value on the next line at +4, its arguments broken there as a call's.
    return one.length <= width ? [one] : [label, ...callLines("List.of", list, ";", "          ")];
  };
  const switchOn = (arms: string[]) => (arms.length > 0 ? ["    return switch (method) {", ...arms, "      default -> List.of();", "    };"] : ["    return List.of();"]);
  const classes = answered.flatMap((x) => arm(x.method, x.results.map((r) => `${ctx.name(r.name)}.class`)));
  // A method's selectors stand beside its classes, one each, or not at all (its results' shapes alone decide).
  const selectors = answered.flatMap((x) =>
    x.results.every((r) => r.selector)
      ? arm(
          x.method,
          x.results.map(({ selector: s }) => `new ResultSelector(${[s!.property, s!.value, s!.absent].map((v) => javaString(v).text).join(", ")}, ${s!.equals})`),
        )
      : [],
  );
  return [
    "",
    ...javadocLines(
      [
        "Every class a response to a request for {@code method} may hold as its result, in the order {@link #decodeResult} tries them: the method's own result class ({@link #resultClass}), then the other results its response may hold; empty when the schema has no such request.",
      ],
      "  ",
    ),
    "  public static List<Class<?>> resultClasses(String method) {",
    ...switchOn(classes),
    "  }",
    "",
    ...javadocLines(
      [
        "When each of {@link #resultClasses} may be taken, in that order: what the result's {@code resultType} says decides (the spec's prose); empty when their shapes alone decide.",
      ],
      "  ",
    ),
    "  public static List<ResultSelector> resultSelectors(String method) {",
    ...switchOn(selectors),
    "  }",
    ...resultReader,
  ];
}
