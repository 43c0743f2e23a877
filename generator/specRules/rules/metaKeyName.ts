import type { MetaKeyRule } from "../rule.js";
import { token } from "../rule.js";
import { namePattern, splitMetaKey } from "../metaKey.js";
import { metaKeySpec, metaKeyVersions } from "./metaKeyStated.js";

export const metaKeyName = {
  id: "meta-key-name",
  level: "MUST",
  versions: metaKeyVersions,
  stated: {
    ...metaKeySpec,
    text: "Name: unless empty, MUST begin and end with an alphanumeric character ([a-z0-9A-Z]). MAY contain hyphens (-), underscores (_), dots (.), and alphanumerics in between.",
  },
  subject: "meta-key",
  check: (key) => {
    const { name } = splitMetaKey(key);
    return namePattern.test(name)
      ? []
      : [
          {
            path: `/${token(key)}`,
            args: { key: JSON.stringify(key), name: JSON.stringify(name) },
          },
        ];
  },
} as const satisfies MetaKeyRule<"meta-key-name">;
