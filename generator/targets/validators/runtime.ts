import { moduleText } from "../../emit/moduleText.js";

/**
 * The text a generated validators module carries of its runtime: `api`, the types of its API
 * (templates/validators/api.ts, exported); `runtime`, its helpers (the shared JSON checks, then
 * templates/validators/runtime.ts), private to the module.
 */
export function runtimeText(name: "api" | "runtime"): string {
  return name === "api" ? moduleText("validators/api.ts", { keepExports: true }) : moduleText("shared/jsonChecks.ts") + "\n" + moduleText("validators/runtime.ts");
}
