/** Programmatic API: the pipeline's stages and the orchestrators that run them. */
export { loadSchema, parseSchema, sha256, type LoadedSchema } from "./ingest/load.js";
export { buildModel, toModel } from "./ingest/toModel.js";
export { knownVersions, resolveSources, fetchVersion } from "./ingest/sources.js";
export { generate, check, render } from "./generate.js";
export { resolveOptions, defaultOptions, type Options } from "./options.js";
export { targets, targetIds, type TargetId } from "./targets/index.js";
export { emitTypes } from "./targets/ts/emitTypes.js";
export { format } from "./emit/format.js";
export { CodegenError } from "./messages/error.js";
export { messages, formatMessage } from "./messages/catalog.js";
export type * from "./ir/model.js";
