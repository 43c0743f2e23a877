#!/usr/bin/env bash
# The Python SDK's own yardstick: its per-version wire modules (mcp_types._v2025_11_25, mcp_types._v2026_07_28,
# generated upstream by datamodel-code-generator) replaced by mcp-codegen's Python output (generated with
# examples/python-sdk/mcp-codegen.config.json and its overlay, no hand edit), then its pytest suite, unmodified.
# Usage: scripts/sdk-check/python-sdk.sh SDK_DIR   (a git checkout of modelcontextprotocol/python-sdk, e.g. tag
# v2.0.0). Run outside this repository's tree; nothing of the SDK is committed here.
# BASELINE=1 runs the unmodified SDK instead. VENV (default SDK_DIR/.venv) is created when missing, from PyPI, with
# the versions of the SDK's uv.lock (its dev group; the one git dependency, strict-no-cover, no test imports).
# JOBS (default 2) is pytest-xdist's -n. Prints the counts as pytest prints them.
set -euo pipefail
sdk="$(cd "${1:?usage: python-sdk.sh SDK_DIR}" && pwd)"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
example="$repo/examples/python-sdk"
venv="${VENV:-$sdk/.venv}"
types="$sdk/src/mcp-types/mcp_types"
wire=(_v2025_11_25 _v2026_07_28)

if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q uv
  reqs="$(mktemp)"
  (cd "$sdk" && "$venv/bin/uv" export --frozen --no-emit-workspace --no-hashes --group dev --no-group docs --no-header) |
    grep -v ' @ git+' >"$reqs"
  VIRTUAL_ENV="$venv" "$venv/bin/uv" pip install -q -r "$reqs"
  (cd "$sdk" && VIRTUAL_ENV="$venv" "$venv/bin/uv" pip install -q --no-deps -e src/mcp-types -e . -e examples)
  rm -f "$reqs"
fi

# Start from the SDK's own files, so the swap can be run again.
for w in "${wire[@]}"; do
  git -C "$sdk" checkout -- "src/mcp-types/mcp_types/$w"
  git -C "$sdk" clean -fdq -- "src/mcp-types/mcp_types/$w"
done
if [ "${BASELINE:-0}" != 1 ]; then
  gen="$(mktemp -d)"
  trap 'rm -rf "$gen"' EXIT
  (cd "$repo" && MCP_SCHEMA_DIR="${MCP_SCHEMA_DIR:-$repo/../shared/schemas}" npx tsx bin/mcp-codegen.ts generate \
    --config "$example/mcp-codegen.config.json" --download=false --out "$gen" --quiet)
  # Each version's package (models, runtime, py.typed) becomes the SDK's wire module of that version, as generated.
  for w in "${wire[@]}"; do
    version="$(sed 's/^_v//; s/_/-/g' <<<"$w")"
    cp "$gen/$version/python/mcp_codegen_types/"* "$types/$w/"
  done
fi

cd "$sdk"
set +e
# --tb=native: pytest's own traceback display re-parses sources with ast, which on CPython 3.11.7 can raise
# SystemError (AST constructor recursion depth mismatch, fixed in 3.11.8) and end a worker; the tests are the same.
"$venv/bin/python" -m pytest -q -p no:cacheprovider -n "${JOBS:-2}" --tb=native </dev/null >"$sdk/pytest.log" 2>&1
sed 's/\x1b\[[0-9;]*m//g' "$sdk/pytest.log" | sed -n '/^Results (/,$p' | grep -E '^(Results|\s+[0-9]+ [a-z]+)'
