#!/usr/bin/env bash
# The TypeScript SDK's own yardstick: its spec-derived zod schemas reduced to re-exports of mcp-codegen's output
# (generated with the example's config and overlay), then its type check and vitest suite.
# Usage: scripts/sdk-check/typescript-sdk.sh SDK_DIR   (a git checkout of modelcontextprotocol/typescript-sdk with its
# dependencies installed). Run outside this repository's tree; nothing of the SDK is committed here.
#   1.x (e.g. tag 1.30.0, `npm ci`): src/types.ts, 2025-11-25, examples/typescript-sdk/; `tsc --noEmit`, vitest.
#   2.x (a pnpm monorepo, e.g. tag @modelcontextprotocol/core@2.0.0, `pnpm install`): packages/core/src/schemas.ts,
#   2026-07-28, examples/typescript-sdk/2026-07-28/ (its keep.json names the schemas that stay the SDK's own);
#   every package's `typecheck` and `test` (vitest) but test/e2e, one package at a time.
# BASELINE=1 runs the unmodified SDK instead; SWAP_TYPES=1 swaps its inferred types too (`export type X =
# Infer<typeof XSchema>` becomes a re-export of the generated types.ts); TSC_ONLY=1 stops after the type check.
# Prints the counts as tsc and vitest print them.
set -euo pipefail
sdk="$(cd "${1:?usage: typescript-sdk.sh SDK_DIR}" && pwd)"
repo="$(cd "$(dirname "$0")/../.." && pwd)"

if [ -f "$sdk/packages/core/src/schemas.ts" ]; then
  layout=2 example="$repo/examples/typescript-sdk/2026-07-28" version=2026-07-28 target=packages/core/src/schemas.ts
  keep=("$repo/examples/typescript-sdk/2026-07-28/keep.json")
else
  layout=1 example="$repo/examples/typescript-sdk" version=2025-11-25 target=src/types.ts keep=()
fi
generated="$(dirname "$sdk/$target")/generated"

# Start from the SDK's own file, so the swap can be run again.
git -C "$sdk" checkout -- "$target"
rm -rf "$generated"
if [ "${BASELINE:-0}" != 1 ]; then
  (cd "$repo" && MCP_SCHEMA_DIR="${MCP_SCHEMA_DIR:-$repo/../shared/schemas}" npx tsx bin/mcp-codegen.ts generate \
    --config "$example/mcp-codegen.config.json" --download=false --out "$generated" --quiet)
  # swapTypes.mjs resolves @babel/parser from this repository.
  (cd "$repo" && node "$repo/examples/typescript-sdk/swapTypes.mjs" "$sdk/$target" "$generated/$version/zod.ts" \
    "./generated/$version/zod.js" "${keep[@]}")
fi

cd "$sdk"
set +e
if [ "$layout" = 1 ]; then
  tsc_out="$(npx tsc --noEmit 2>&1)"
  echo "tsc --noEmit: $(grep -c 'error TS' <<<"$tsc_out") errors"
else
  pnpm=(npx -y pnpm@10.26.1 -r --workspace-concurrency=1 --no-bail)
  tsc_out="$("${pnpm[@]}" typecheck 2>&1)"
  echo "pnpm -r typecheck (tsgo/tsc --noEmit per package): $(grep -c 'error TS' <<<"$tsc_out") errors"
fi
grep 'error TS' <<<"$tsc_out" | head -"${SHOW_TSC:-20}"
[ "${TSC_ONLY:-0}" = 1 ] && exit 0
if [ "$layout" = 1 ]; then
  npx vitest run --exclude "test/e2e/**" --maxWorkers=2 </dev/null >"$sdk/vitest.log" 2>&1
else
  "${pnpm[@]}" --filter '!@modelcontextprotocol/test-e2e' test --maxWorkers=2 </dev/null >"$sdk/vitest.log" 2>&1
fi
# One line per package (2.x) and, for 2.x, their sum.
sed 's/\x1b\[[0-9;]*m//g' "$sdk/vitest.log" | grep -E '^ *(Test Files|Tests) +[0-9]'
if [ "$layout" = 2 ]; then
  sed 's/\x1b\[[0-9;]*m//g' "$sdk/vitest.log" | grep -E '^ *Tests +[0-9]' | node -e '
    const t = { failed: 0, passed: 0, skipped: 0, total: 0 };
    for (const line of require("fs").readFileSync(0, "utf8").split("\n")) {
      for (const m of line.matchAll(/(\d+) (failed|passed|skipped)/g)) t[m[2]] += +m[1];
      const total = /\((\d+)\)/.exec(line); if (total) t.total += +total[1];
    }
    console.log(`all packages: Tests ${t.failed} failed | ${t.passed} passed | ${t.skipped} skipped (${t.total})`);'
fi
