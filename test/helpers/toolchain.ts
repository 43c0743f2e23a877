/**
 * A test whose toolchain or tool is missing (a compiler, formatter, browser, SDK) never passes by
 * skipping under CI: there it fails, naming what is missing (.ci/run installs every tool). Elsewhere
 * (a developer's machine without Go, say) it is skipped, saying why, on a line .ci/run counts.
 */

/** Whether the tests run under CI: the CI variable set, and not to "" "0" or "false". */
export const underCI = !["", "0", "false"].includes((process.env.CI ?? "").trim().toLowerCase());

/** What a skipped test prints before its reason; .ci/run counts these as skipped tests. */
export const skippedMarker = "  skipped (tool missing): ";

/**
 * Call first in a test that needs a tool: returns false when `available`. When not, under CI it
 * throws (the test fails); elsewhere it prints `<skippedMarker><what>` and returns true, and the
 * test returns: `if (lacks(go, "go: go not found")) return;`.
 */
export function lacks(available: boolean, what: string): boolean {
  if (available) return false;
  if (underCI) throw new Error(`${what} (under CI a missing tool fails the test; .ci/run installs it)`);
  // On a line of its own: uvu prints its progress dots without a line break.
  console.log(`\n${skippedMarker}${what}`);
  return true;
}
