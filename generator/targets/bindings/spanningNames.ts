import { CodegenError } from "../../messages/error.js";
import { bindingNameTemplate, type Options } from "../../options.js";
import { bindingName, bindingNameProblem, packageNamings, type NamedBindingLanguage } from "../bindingNames.js";
import type { VersionInput } from "../target.js";

/** How a language's spanning target reads the template of its option `bindings.<language>.<package|module|namespace>`. */
export interface SpanningNameRule {
  /** The per-version name's template when the option's has no `{version}` (`mcp` -> `mcp{version}`). */
  withVersion(template: string): string;
  /** The spanning name: the template without `{version}` and what separated it (`mcp{version}` -> `mcp`). */
  withoutVersion(template: string): string;
  /** The spanning name when nothing is left. */
  fallback: string;
}

/**
 * The names of a spanning target's parts: each version's wire package, module or namespace (the option's template
 * with `{version}`) and the spanning one over them (the template without it), each checked as the option is: a bad
 * name is exit 2 naming the option, the name and the versions.
 */
export function spanningNames(
  inputs: readonly VersionInput[],
  options: Options,
  language: NamedBindingLanguage,
  rule: SpanningNameRule,
): { spanning: string; perVersion: Map<string, string> } {
  const naming = packageNamings[language];
  const template = bindingNameTemplate(options.bindings, language);
  const versioned = template.includes("{version}") ? template : rule.withVersion(template);
  const check = (name: string, version: string): string => {
    const problem = bindingNameProblem(naming, name);
    if (problem) throw new CodegenError("binding-name-invalid", { option: `bindings.${language}.${naming.option}`, name, version, reason: problem });
    return name;
  };
  const perVersion = new Map(inputs.map((input) => [input.version, check(bindingName(naming, versioned, input.version), input.version)]));
  const spanning = check(rule.withoutVersion(template) || rule.fallback, inputs.map((i) => i.version).join(", "));
  return { spanning, perVersion };
}

/** `a.{version}.b` -> `a.b`: the template's dot-separated segments without `{version}`, empty ones dropped. */
export function withoutVersionSegment(template: string): string {
  return template
    .split(".")
    .map((segment) => segment.replace(/\{version\}/g, ""))
    .filter((segment) => segment !== "")
    .join(".");
}
