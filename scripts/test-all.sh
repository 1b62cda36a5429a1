#!/usr/bin/env bash
# Every test, as `npm test` runs them: the unit, component and server suites with the builds (nx,
# two at a time), then the operations suites one at a time (they start clusters and balancers and
# time drains), then the end-to-end suite on the builds just made. Each stage is bounded: a stage
# that hangs fails with the processes still running listed, rather than eating CI's whole budget in
# silence. Each stage prints when it starts and the free disk space, so a CI log shows where time went.
set -uo pipefail
cd "$(dirname "$0")/.."

stage() {
  local name=$1 limit=$2
  shift 2
  echo "== $(date -u +%H:%M:%S) $name (limit $limit, disk free: $(df -h --output=avail . | tail -1 | tr -d ' '))"
  timeout --kill-after=30s "$limit" "$@"
  local code=$?
  if [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then
    echo "== $name did not finish within $limit; what was still running:"
    ps -eo pid,ppid,etime,args --forest | cut -c1-220 | head -200
  fi
  echo "== $(date -u +%H:%M:%S) $name: exit $code"
  return "$code"
}

stage 'unit, component and server tests, and the builds' 35m npx nx run-many -t test build --parallel=2 || exit $?
stage 'operations tests' 15m npm run test:operations -w server || exit $?
stage 'end-to-end tests' 30m npm run e2e -w e2e
