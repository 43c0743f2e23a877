import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { projectRoot } from "../projectRoot.js";
import { raw, type Code, type Identifier } from "./code.js";
import type { TemplateSlots } from "./output.js";

const templatesDir = `${projectRoot}templates/`;
const cache = new Map<string, Handlebars.TemplateDelegate>();

/** What a template may be given: built code only (fragments of the `code` tag, identifiers), in arrays and records. */
export type TemplateValue = Code | Identifier | readonly TemplateValue[] | { readonly [key: string]: TemplateValue };

/**
 * Render `templates/<folder>/<name>.hbs`. Every value is built code, named and escaped by a
 * builder, so templates only place it: a plain string cannot reach a template unescaped (the
 * type says so, and a value that is not built code throws).
 */
export function renderTemplate(folder: string, name: string, values: { readonly [key: string]: TemplateValue }): string {
  const key = `${folder}/${name}`;
  let template = cache.get(key);
  if (!template) {
    const source = readFileSync(`${templatesDir}${key}.hbs`, "utf8");
    template = Handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(key, template);
  }
  return template(unwrap(values, key));
}

/** The template with its slots as they are. */
export function fillTemplate(folder: string, name: string, slots: TemplateSlots): string {
  const values = Object.fromEntries(Object.entries(slots).map(([slot, statements]) => [slot, raw(statements.join("\n"))]));
  return renderTemplate(folder, name, values);
}

/** The template's slots in the order it places them. */
export function slotOrder(folder: string, name: string, slots: TemplateSlots): string[] {
  const markers = Object.fromEntries(Object.keys(slots).map((slot) => [slot, raw(`\n\u0000${slot}\u0000\n`)]));
  return [...renderTemplate(folder, name, markers).matchAll(/\u0000([^\u0000]+)\u0000/g)].map((m) => m[1]!);
}

function unwrap(value: TemplateValue, where: string): unknown {
  if (Array.isArray(value)) return value.map((v: TemplateValue) => unwrap(v, where));
  if (isBuilt(value)) return value.text;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrap(v as TemplateValue, where)]));
  }
  throw new Error(`template ${where}: a value that is not built code (${typeof value})`);
}

function isBuilt(value: unknown): value is Code | Identifier {
  const v = value as Code | Identifier;
  return typeof v === "object" && v !== null && (v.kind === "code" || v.kind === "identifier") && typeof v.text === "string";
}
