#!/usr/bin/env bash
# The whole vitest suite, RUNS times in a row (default 3), while HOGS CPU-bound processes (default 4) and a loop of
# production builds compete for the cores: the check that no test depends on a quiet machine (CI's cores are
# shared). Prints each run's result and time, the builds finished beside it and the load average; exits non-zero if
# any run failed. Not part of `npm test` (it takes three suites' time): run it with `npm run test:under-load`.
set -uo pipefail
set -m # each background job gets its own process group, so the cleanup stops a build loop with its children

RUNS=${RUNS:-3}
HOGS=${HOGS:-4}
work=$(mktemp -d)
jobs_started=()

cleanup() {
  for pid in "${jobs_started[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

for _ in $(seq "$HOGS"); do
  node -e 'for (;;) {}' &
  jobs_started+=($!)
done
(
  while true; do
    npx vite build --outDir "$work/build" --emptyOutDir >/dev/null 2>&1 && echo built >>"$work/builds"
  done
) &
jobs_started+=($!)
echo "load: $HOGS CPU-bound processes and a production build loop on $(nproc) cores"

failed=0
for run in $(seq "$RUNS"); do
  started=$(date +%s)
  npx vitest run >"$work/run-$run.log" 2>&1
  status=$?
  seconds=$(($(date +%s) - started))
  tests=$(sed 's/\x1b\[[0-9;]*m//g' "$work/run-$run.log" | grep -E '^ +Tests ' | tr -s ' ' | sed 's/^ //')
  builds=$(wc -l <"$work/builds" 2>/dev/null || echo 0)
  echo "run $run of $RUNS: $([ $status -eq 0 ] && echo passed || echo FAILED) in ${seconds} s (${tests}); builds finished so far: ${builds}; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ $status -ne 0 ]; then
    failed=1
    sed 's/\x1b\[[0-9;]*m//g' "$work/run-$run.log" | grep -E 'FAIL|×|Error' | head -40
  fi
done
exit $failed
