import { test } from "uvu";
import * as assert from "uvu/assert";
import { format } from "../../generator/emit/format.ts";
import { manifestName, manifestOf, manifestText } from "../../generator/emit/manifest.ts";

// generate.ts writes the manifest as manifestText makes it under the built-in settings, without running prettier.
test("manifestText is final under the built-in settings: prettier leaves it byte for byte", async () => {
  const paths = ["index.ts", "2026-07-28/types.ts", 'odd "quoted" name.ts', "back\\slash.ts", "é/漢字.ts", `${"long-folder/".repeat(12)}x.ts`];
  for (const files of [[], paths.slice(0, 2), paths]) {
    const text = manifestText(manifestOf(files.map((path) => ({ path, contents: path }))));
    const [pretty] = await format([{ path: manifestName, contents: text }]);
    assert.is(pretty!.contents, text);
  }
});

test.run();
