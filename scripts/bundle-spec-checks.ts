/** `npm run build`: every spec-checks bundle into dist/ (the package ships it; a user's install runs no bundler). */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { bundleAll, bundlesAsset } from "../generator/targets/validators/specChecksBundle.ts";

mkdirSync(dirname(bundlesAsset), { recursive: true });
writeFileSync(bundlesAsset, `${JSON.stringify(await bundleAll(), null, 1)}\n`);
