/** Every kind of overlay entry, one file each. */
import type { EntryKind } from "../kind.js";
import { addMember } from "./addMember.js";
import { addProperty } from "./addProperty.js";
import { alias } from "./alias.js";
import { bareUnion } from "./bareUnion.js";
import { defaultValue } from "./defaultValue.js";
import { derive } from "./derive.js";
import { differs } from "./differs.js";
import { importDefinitions } from "./importDefinitions.js";
import { emptyAbsent } from "./emptyAbsent.js";
import { loosen, tighten } from "./loosenTighten.js";
import { mapAsObject } from "./mapAsObject.js";
import { members } from "./members.js";
import { nameInline } from "./nameInline.js";
import { normalize } from "./normalize.js";
import { nullAbsent } from "./nullAbsent.js";
import { objectPolicy } from "./objectPolicy.js";
import { order } from "./order.js";
import { presenceRule } from "./presenceRule.js";
import { removeDefinition } from "./removeDefinition.js";
import { removeProperty } from "./removeProperty.js";
import { rename } from "./rename.js";
import { typedDict } from "./typedDict.js";

export const entryKinds: readonly EntryKind[] = [
  rename,
  alias,
  nameInline,
  bareUnion,
  addProperty,
  removeProperty,
  removeDefinition,
  loosen,
  tighten,
  defaultValue,
  normalize,
  objectPolicy,
  mapAsObject,
  order,
  nullAbsent,
  derive,
  differs,
  typedDict,
  addMember,
  importDefinitions,
  members,
  presenceRule,
  emptyAbsent,
];

export function entryKindOf(kind: string): EntryKind | undefined {
  return entryKinds.find((k) => k.kind === kind);
}
