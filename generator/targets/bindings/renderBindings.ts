import { InputData, JSONSchemaInput, quicktypeMultiFile } from "quicktype-core";
import type { Model } from "../../ir/model.js";
import type { BindingLanguage, PostProcessContext } from "./language.js";
import { toQuicktypeSchema } from "./toQuicktypeSchema.js";
import { discriminatedUnions } from "./unions.js";

/** quicktype's files for one model, rewritten by the language's `postProcess`: file name -> text, in name order. */
export async function renderBindings(model: Model, language: BindingLanguage): Promise<{ name: string; text: string }[]> {
  const { schema, closed } = toQuicktypeSchema(model, { typedUnions: language.typedUnions === true });
  const input = new JSONSchemaInput(undefined);
  // The trailing `/` makes every key under `definitions` a top-level type named by its key: the spec's name.
  await input.addSource({ name: "mcp", schema: JSON.stringify(schema), uris: ["mcp.json#/definitions/"] });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktypeMultiFile({
    inputData,
    lang: language.quicktype,
    rendererOptions: { ...language.rendererOptions },
    outputFilename: language.fileName,
    // Strings stay strings: a date or UUID parsed and printed back would not round-trip byte for byte.
    inferDateTimes: false,
    inferUuids: false,
    inferIntegerStrings: false,
    inferBooleanStrings: false,
    inferEnums: false,
    inferMaps: false,
  });
  const context = postProcessContext(model, closed);
  return [...result.entries()]
    .map(([name, rendered]) => ({
      name,
      text: (language.postProcess ?? []).reduce((text, rewrite) => rewrite(text, context), rendered.lines.join("\n")),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Names compared without case or `_`: quicktype re-cases names per language (`JSONRPCError` -> `JsonrpcError`). */
function postProcessContext(model: Model, closed: string[]): PostProcessContext {
  const normalize = (name: string) => name.toLowerCase().replace(/_/g, "");
  const set = new Set(closed.map(normalize));
  return {
    isClosed: (name) => set.has(normalize(name)),
    unions: discriminatedUnions(model),
    sameName: (a, b) => normalize(a) === normalize(b),
  };
}
