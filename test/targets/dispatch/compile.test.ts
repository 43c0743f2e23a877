import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { renderFiles } from "../../helpers/generate.ts";
import { versions } from "../../helpers/paths.ts";
import { typecheck } from "../../helpers/tsc.ts";
import { writeInProject } from "../zod/helpers.ts";

test("dispatch.ts and rpc.ts of every version compile under tsc --strict (noUncheckedIndexedAccess), beside the files they import", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["dispatch"] });
  for (const version of versions) {
    for (const name of ["dispatch.ts", "rpc.ts", "methods.ts", "validators.ts", "types.ts"]) assert.ok(files.some((f) => f.path === `${version}/${name}`), `${version}/${name}`);
  }
  const dir = writeInProject(files, "dispatch-compile-");
  const diagnostics = typecheck(versions.map((v) => join(dir, v, "dispatch.ts")), { noUncheckedIndexedAccess: true });
  assert.equal(diagnostics.map((d) => `${d.file.slice(dir.length)}:${d.line} ${d.message}`), []);
});

test.run();
