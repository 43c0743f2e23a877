import AjvModule from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { JsonValue, Model } from "../../../generator/ir/model.ts";

// CommonJS packages: the default export is the class at runtime, `.default` in NodeNext's types.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;


export type AjvCheck = (value: unknown) => boolean;

/**
 * The oracle: Ajv of the schema's dialect, `strict: false`, `ownProperties: true`, with
 * ajv-formats, compiled on `json` (the effective schema the model was built from).
 * Returns a check per definition, looked up by the definition's own pointer.
 */
export function ajvChecks(json: JsonValue, model: Model): (definition: string) => AjvCheck {
  const AjvClass = model.dialect === "2020-12" ? Ajv2020 : Ajv;
  const ajv = new AjvClass({ strict: false, ownProperties: true, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(json as object, "schema");
  const pointers = new Map(model.definitions.map((d) => [d.name, d.pointer]));
  const cache = new Map<string, AjvCheck>();
  return (definition) => {
    let check = cache.get(definition);
    if (!check) {
      const pointer = pointers.get(definition);
      if (pointer === undefined) throw new Error(`no definition ${definition}`);
      const validate = ajv.getSchema(`schema${pointer}`);
      if (!validate) throw new Error(`Ajv has no schema at ${pointer}`);
      check = (value) => validate(value) as boolean;
      cache.set(definition, check);
    }
    return check;
  };
}
