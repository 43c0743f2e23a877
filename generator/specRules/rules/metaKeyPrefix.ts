import type { MetaKeyRule } from "../rule.js";
import { token } from "../rule.js";
import { labelPattern, splitMetaKey } from "../metaKey.js";
import { metaKeySpec, metaKeyVersions } from "./metaKeyStated.js";

export const metaKeyPrefix = {
  id: "meta-key-prefix",
  level: "MUST",
  versions: metaKeyVersions,
  stated: {
    ...metaKeySpec,
    text: "Prefix: if specified, MUST be a series of labels separated by dots (.), followed by a slash (/). Labels MUST start with a letter and end with a letter or digit; interior characters can be letters, digits, or hyphens (-).",
  },
  subject: "meta-key",
  check: (key) => {
    const { prefix, labels } = splitMetaKey(key);
    if (prefix === undefined) return [];
    const bad = labels.find((l) => !labelPattern.test(l));
    return bad === undefined
      ? []
      : [
          {
            path: `/${token(key)}`,
            args: { key: JSON.stringify(key), label: JSON.stringify(bad) },
          },
        ];
  },
} as const satisfies MetaKeyRule<"meta-key-prefix">;
