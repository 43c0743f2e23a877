import type { Code } from "../../../emit/code.js";
import type { TypeKind, TypeNode } from "../../../ir/model.js";
import type { EmitContext } from "../context.js";
import { anyKind } from "./any.js";
import { arrayKind } from "./array.js";
import { enumKind } from "./enum.js";
import { intersectionKind } from "./intersection.js";
import type { KindEmitter } from "./kind.js";
import { literalKind } from "./literal.js";
import { mapKind } from "./map.js";
import { neverKind } from "./never.js";
import { notKind } from "./not.js";
import { objectKind } from "./object.js";
import { primitiveKind } from "./primitive.js";
import { refKind } from "./ref.js";
import { switchKind } from "./switch.js";
import { unionKind } from "./union.js";

/** One emitter per IR kind (a test checks every `typeKinds` entry has one). */
export const kindEmitters = [
  anyKind,
  neverKind,
  refKind,
  primitiveKind,
  literalKind,
  enumKind,
  objectKind,
  mapKind,
  arrayKind,
  unionKind,
  intersectionKind,
  notKind,
  switchKind,
] as const satisfies readonly KindEmitter<any>[];

/** Compile-time half of the registry test: a kind without an emitter is a type error here. */
type MissingKind = Exclude<TypeKind, (typeof kindEmitters)[number]["kind"]>;
const complete: MissingKind extends never ? true : false = true;
void complete;

const byKind = new Map<TypeKind, KindEmitter<any>>(kindEmitters.map((e) => [e.kind, e]));

function emitterFor(node: TypeNode): KindEmitter<any> {
  const emitter = byKind.get(node.kind);
  if (!emitter) throw new Error(`no validator emitter for IR kind ${node.kind}`);
  return emitter;
}

export function checkNode(node: TypeNode, value: Code, ctx: EmitContext): Code {
  return emitterFor(node).check(node, value, ctx);
}

export function collectNode(node: TypeNode, value: Code, path: Code, errs: Code, ctx: EmitContext): Code {
  return emitterFor(node).collect(node, value, path, errs, ctx);
}
