/**
 * Wording of every spec-rule finding, keyed by rule id. Rules return `{ path, args }`; only this catalog words
 * them. (It is bundled into the generated `specChecks.js`, so it stands apart from the generator's own catalog.)
 */
import type { SpecRuleId } from "./index.js";

type Args = Readonly<Record<string, string | number>>;

export const specRuleMessages: Record<SpecRuleId, (a: Args) => string> = {
  "x-mcp-header-empty": () => "x-mcp-header is empty; it must name the Mcp-Param-{name} header",
  "x-mcp-header-token": (a) => `x-mcp-header ${a.value} is not an HTTP field-name token (${a.problem})`,
  "x-mcp-header-control": (a) => `x-mcp-header ${a.value} contains the control character ${a.character}`,
  "x-mcp-header-unique": (a) => `x-mcp-header ${a.value} repeats (case-insensitively) the value at ${a.first}`,
  "x-mcp-header-type": (a) => `x-mcp-header is on a parameter of type ${a.type}; only integer, string or boolean parameters may carry it`,
  "x-mcp-header-reachable": (a) => `x-mcp-header is not on a property statically reachable from the inputSchema root (reached through ${a.via})`,
  "tool-name-length": (a) => `tool name is ${a.length} characters long; it should be 1 to 128`,
  "tool-name-characters": (a) => `tool name ${a.name} contains ${a.characters}; only A-Z a-z 0-9 _ - . should be used`,
  "tool-name-unique": (a) => `tool name ${a.name} repeats the name of tool ${a.first}`,
  "meta-key-prefix": (a) =>
    `_meta key ${a.key}: prefix label ${a.label} must start with a letter, end with a letter or digit, and hold only letters, digits and hyphens`,
  "meta-key-name": (a) =>
    `_meta key ${a.key}: name ${a.name} must start and end with a letter or digit, with only letters, digits, -, _ and . between`,
  "meta-key-reserved": (a) => `_meta key ${a.key}: prefix ${a.prefix} is reserved for MCP (its second label), and this key is not one MCP defines`,
  "meta-key-reserved-forward": (a) => `_meta key ${a.key}: prefix ${a.prefix} is reserved for MCP, and this key is not one MCP defines`,
};
