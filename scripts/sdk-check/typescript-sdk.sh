#!/usr/bin/env bash
# The TypeScript SDK's own yardstick: its src/types.ts reduced to re-exports of mcp-codegen's output (generated with
# examples/typescript-sdk/mcp-codegen.config.json and its overlay), then its `tsc --noEmit` and vitest suite.
# Usage: scripts/sdk-check/typescript-sdk.sh SDK_DIR   (a git checkout of modelcontextprotocol/typescript-sdk,
# e.g. tag 1.30.0, with `npm ci` done). Run outside this repository's tree; nothing of the SDK is committed here.
# BASELINE=1 runs the unmodified SDK instead. Prints the counts as tsc and vitest print them.
set -euo pipefail
sdk="$(cd "${1:?usage: typescript-sdk.sh SDK_DIR}" && pwd)"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
example="$repo/examples/typescript-sdk"

# Start from the SDK's own file, so the swap can be run again.
git -C "$sdk" checkout -- src/types.ts
rm -rf "$sdk/src/generated"
if [ "${BASELINE:-0}" != 1 ]; then
  (cd "$repo" && MCP_SCHEMA_DIR="${MCP_SCHEMA_DIR:-$repo/../shared/schemas}" npx tsx bin/mcp-codegen.ts generate \
    --config "$example/mcp-codegen.config.json" --download=false --out "$sdk/src/generated" --quiet)
  # tsx resolves @babel/parser from this repository.
  (cd "$repo" && node "$example/swapTypes.mjs" "$sdk/src/types.ts" "$sdk/src/generated/2025-11-25/zod.ts" ./generated/2025-11-25/zod.js)
fi

cd "$sdk"
set +e
tsc_out="$(npx tsc --noEmit 2>&1)"
echo "tsc --noEmit: $(grep -c 'error TS' <<<"$tsc_out") errors"
grep 'error TS' <<<"$tsc_out" | head -${SHOW_TSC:-20}
npx vitest run --exclude "test/e2e/**" --maxWorkers=2 </dev/null >"$sdk/vitest.log" 2>&1
sed 's/\x1b\[[0-9;]*m//g' "$sdk/vitest.log" | grep -E '^ *(Test Files|Tests) +[0-9]'
