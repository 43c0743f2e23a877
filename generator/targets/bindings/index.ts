import { bindingTarget } from "./target.js";
import { csharp } from "./languages/csharp.js";
import { go } from "./languages/go.js";
import { java } from "./languages/java.js";
import { kotlin } from "./languages/kotlin.js";
import { python } from "./languages/python.js";
import { rust } from "./languages/rust.js";
import { swift } from "./languages/swift.js";

/** Every binding language, one definition each. */
export const bindingLanguages = [python, go, rust, java, kotlin, csharp, swift] as const;

export const pythonTarget = bindingTarget(python);
export const goTarget = bindingTarget(go);
export const rustTarget = bindingTarget(rust);
export const javaTarget = bindingTarget(java);
export const kotlinTarget = bindingTarget(kotlin);
export const csharpTarget = bindingTarget(csharp);
export const swiftTarget = bindingTarget(swift);
