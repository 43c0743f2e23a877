import { csharp } from "./csharp/language.js";
import { go } from "./go/language.js";
import { java } from "./java/language.js";
import { kotlin } from "./kotlin/language.js";
import { python } from "./python/language.js";
import { rust } from "./rust/language.js";
import { swift } from "./swift/language.js";

/** Every binding language, one definition each. */
export const bindingLanguages = [python, go, rust, java, kotlin, csharp, swift] as const;
