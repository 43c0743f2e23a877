/** `npm run bench`: every benchmark in one run, each printing ratios against its named peer. */
import * as ts from "./ts.ts";

const benches = [ts] as const;

for (const b of benches) await b.run();
