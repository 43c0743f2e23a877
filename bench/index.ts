/** `npm run bench`: every benchmark in one run, each printing ratios against its named peer (or its goal). */
import * as ts from "./ts.ts";
import * as validators from "./validators.ts";
import * as diff from "./diff.ts";

const benches = [ts, validators, diff] as const;

for (const b of benches) await b.run();
