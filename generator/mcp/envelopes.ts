/** The JSON-RPC envelope kinds, each with the spec's names for it (the older name last). */
export const envelopeNames = {
  request: ["JSONRPCRequest"],
  notification: ["JSONRPCNotification"],
  result: ["JSONRPCResultResponse", "JSONRPCResponse"],
  error: ["JSONRPCErrorResponse", "JSONRPCError"],
} as const;

export type EnvelopeKind = keyof typeof envelopeNames;

/**
 * Each envelope as the caller finds it by name (its first name `find` knows), as TypeScript's
 * parseMessage finds them; undefined when the schema lacks one.
 */
export function findEnvelopes<T>(find: (definitionName: string) => T | undefined): Record<EnvelopeKind, T> | undefined {
  const found = {} as Record<EnvelopeKind, T>;
  for (const kind of Object.keys(envelopeNames) as EnvelopeKind[]) {
    const hit = envelopeNames[kind].map(find).find((n) => n !== undefined);
    if (hit === undefined) return undefined;
    found[kind] = hit;
  }
  return found;
}
