/**
 * How deep a schema document may nest, in JSON levels (objects and arrays). Every stage after
 * ingest walks the model recursively, and prettier prints nested types recursively too; this
 * bound keeps them all far from the call stack's end. It allows about 120 nested object schemas
 * (`properties/x` is two levels each) or 250 nested `items`; the spec's schemas nest under 20.
 * The schema.ts reader holds brackets to the same bound (the TypeScript parser is recursive too).
 */
export const maxJsonDepth = 256;
