/** `npm run bench`: every benchmark in one run, each printing ratios against its named peer. */
import * as ts from "./ts.ts";
import * as validators from "./validators.ts";

const benches = [ts, validators] as const;

for (const b of benches) await b.run();
