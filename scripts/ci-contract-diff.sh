#!/usr/bin/env bash
# CI: breaking contract changes need a version bump. Compares the contracts of this checkout with those at the merge
# base with origin/main (npm run contracts:diff), and skips with a message where there is no such history: not a git
# checkout, no origin/main ref, or a shallow clone without the merge base (fetch with `fetch-depth: 0`).
# CONTRACT_DIFF_BASE=<ref> compares with that ref instead.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

skip() {
  echo "contracts diff: skipped: $1"
  exit 0
}

if [ -n "${CONTRACT_DIFF_BASE:-}" ]; then
  base="$CONTRACT_DIFF_BASE"
else
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || skip "not a git checkout"
  git rev-parse --verify --quiet "origin/main^{commit}" >/dev/null || skip "no origin/main ref (fetch it to compare: git fetch origin main)"
  base=$(git merge-base HEAD origin/main 2>/dev/null) || skip "no merge base of HEAD and origin/main (a shallow clone? fetch with fetch-depth: 0)"
fi

echo "contracts diff: against ${base}"
exec npx --no-install tsx scripts/contracts-diff/cli.ts --base "$base"
