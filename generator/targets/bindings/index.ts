import { csharp } from "./languages/csharp.js";
import { go } from "./languages/go.js";
import { java } from "./languages/java.js";
import { kotlin } from "./languages/kotlin.js";
import { python } from "./languages/python.js";
import { rust } from "./languages/rust.js";
import { swift } from "./languages/swift.js";

/** Every binding language, one definition each. */
export const bindingLanguages = [python, go, rust, java, kotlin, csharp, swift] as const;
