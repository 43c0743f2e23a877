#!/usr/bin/env bash
# The Python SDK's own yardstick: its per-version wire modules (mcp_types._v2025_11_25, mcp_types._v2026_07_28,
# generated upstream by datamodel-code-generator) replaced by mcp-codegen's Python output (generated with
# examples/python-sdk/mcp-codegen.config.json and its overlay, no hand edit), then its pytest suite, unmodified.
# Usage: scripts/sdk-check/python-sdk.sh SDK_DIR   (a git checkout of modelcontextprotocol/python-sdk, e.g. tag
# v2.0.0). Run outside this repository's tree; nothing of the SDK is committed here.
# MODE picks what is measured: `wire` (the default) as above; `baseline` (or BASELINE=1) the unmodified SDK;
# `spanning` its hand-written all-versions layer (mcp_types._types) replaced by the version-spanning layer
# (`--target python-all`, examples/python-sdk/mcp-codegen.spanning.config.json, copied in as mcp_types._codegen)
# and the glue examples/python-sdk/spanning/_types.py (what the SDK adds beyond the schemas), its wire modules its own.
# VENV (default SDK_DIR/.venv) is created when missing, from PyPI, with the versions of the SDK's uv.lock (its dev
# group; the one git dependency, strict-no-cover, no test imports).
# JOBS (default 2) is pytest-xdist's -n. Prints the counts as pytest prints them.
set -euo pipefail
sdk="$(cd "${1:?usage: python-sdk.sh SDK_DIR}" && pwd)"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
example="$repo/examples/python-sdk"
venv="${VENV:-$sdk/.venv}"
types="$sdk/src/mcp-types/mcp_types"
wire=(_v2025_11_25 _v2026_07_28)
mode="${MODE:-wire}"
[ "${BASELINE:-0}" = 1 ] && mode=baseline
case "$mode" in baseline | wire | spanning) ;; *) echo "python-sdk.sh: MODE must be baseline, wire or spanning, not '$mode'" >&2; exit 2 ;; esac

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
for w in "${wire[@]}" _types.py _codegen; do
  git -C "$sdk" checkout -q -- "src/mcp-types/mcp_types/$w" 2>/dev/null || true
  git -C "$sdk" clean -fdq -- "src/mcp-types/mcp_types/$w"
done
gen="$(mktemp -d)"
trap 'rm -rf "$gen"' EXIT
if [ "$mode" = spanning ]; then
  (cd "$repo" && MCP_SCHEMA_DIR="${MCP_SCHEMA_DIR:-$repo/../shared/schemas}" npx tsx bin/mcp-codegen.ts generate \
    --config "$example/mcp-codegen.spanning.config.json" --download=false --out "$gen" --quiet)
  # The layer is one package (its wire sub-packages inside, relative imports): it goes in as mcp_types._codegen,
  # and the glue takes the place of the hand-written _types.py.
  rm -rf "$types/_codegen"
  cp -R "$gen/all/python/mcp_codegen_types" "$types/_codegen"
  cp "$example/spanning/_types.py" "$types/_types.py"
fi
if [ "$mode" = wire ]; then
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
echo "mode: $mode"
sed 's/\x1b\[[0-9;]*m//g' "$sdk/pytest.log" | sed -n '/^Results (/,$p' | grep -E '^(Results|\s+[0-9]+ [a-z]+)'
