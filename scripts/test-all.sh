#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, fastest first, each timed. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

started=$(date +%s)
step() {
  local name="$1"; shift
  local t0=$(date +%s)
  echo "::: ${name}"
  "$@"
  echo "::: ${name}: $(( $(date +%s) - t0 )) s"
}

step "browser (system Chromium)"  bash scripts/ensure-chromium.sh
step "lint (ESLint, Prettier)"    npm run --silent lint
step "contracts lint"             npm run --silent lint:contracts
step "contract changes vs main"   bash scripts/ci-contract-diff.sh
step "dependency audit"           npx tsx scripts/audit.ts
step "generated/ is up to date"   npm run --silent generate:check
step "type-check"                 npm run --silent typecheck
step "unit and component tests"   npx vitest run
step "production build"           npm run --silent build
step "demo build"                 npm run --silent build:demo
step "browser tests (Playwright)" npx playwright test
step "browser test on Prism mock"  npx playwright test -c e2e/playwright.mock.config.ts
echo "::: all checks passed in $(( $(date +%s) - started )) s"
