import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { projectRoot } from "../projectRoot.js";

const templatesDir = `${projectRoot}templates/`;
const cache = new Map<string, Handlebars.TemplateDelegate>();

/**
 * Render `templates/<folder>/<name>.hbs`. Values arrive already named and escaped
 * by the target (code fragments, escaped text), so templates only place them.
 */
export function renderTemplate(folder: string, name: string, values: Record<string, unknown>): string {
  const key = `${folder}/${name}`;
  let template = cache.get(key);
  if (!template) {
    const source = readFileSync(`${templatesDir}${key}.hbs`, "utf8");
    template = Handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(key, template);
  }
  return template(values);
}
