#!/usr/bin/env bash
# Every test, as `npm test` runs them: the unit, component and server suites with the builds (nx,
# two at a time), then the operations suites one at a time (they start clusters and balancers and
# time drains), then the end-to-end suite on the builds just made. Each stage is bounded: a stage
# that hangs fails with what is still running listed (where each process waits, and its open files)
# before it is stopped, rather than eating CI's whole budget in silence. Each stage prints when it
# starts and the free disk space, so a CI log shows where time went.
set -uo pipefail
cd "$(dirname "$0")/.."

# What a stage left running, while it is still running: the process tree with the kernel function
# each process sleeps in (pipe_write: blocked on a full output pipe; ep_poll: an event loop kept
# alive by an open handle), and the open files of the stage's own processes.
show_running() {
  local group=$1
  ps -eo pid,ppid,pgid,etime,stat,wchan:24,args --forest | grep -v ' \[' | cut -c1-240 | head -120
  for pid in $(ps -eo pid=,pgid= | awk -v g="$group" '$2 == g { print $1 }'); do
    echo "-- open files of $pid:"
    ls -l "/proc/$pid/fd" 2>/dev/null | awk 'NR > 1 { print "   ", $9, $10, $11 }' | head -40
  done
}

stage() {
  local name=$1 limit=$2
  shift 2
  echo "== $(date -u +%H:%M:%S) $name (limit ${limit}s, disk free: $(df -h --output=avail . | tail -1 | tr -d ' '))"
  # Its own process group, so that the watchdog stops everything the stage started.
  setsid "$@" &
  local pid=$!
  local overran
  overran=$(mktemp -u)
  # A polling watchdog rather than `sleep $limit &`: a sleeping child left behind would hold the
  # log's pipe open after the stage ended.
  (
    for ((second = 0; second < limit; second++)); do
      sleep 1
      kill -0 "$pid" 2>/dev/null || exit 0
    done
    touch "$overran"
    echo "== $name did not finish within ${limit}s; what was still running:"
    show_running "$pid"
    kill -TERM -- "-$pid" 2>/dev/null
    sleep 30
    kill -KILL -- "-$pid" 2>/dev/null
  ) &
  local watchdog=$!
  wait "$pid"
  local code=$?
  wait "$watchdog"
  # A stopped stage fails whatever its processes answered to the signal.
  if [ -e "$overran" ]; then
    rm -f "$overran"
    code=124
  fi
  echo "== $(date -u +%H:%M:%S) $name: exit $code"
  return "$code"
}

stage 'unit, component and server tests, and the builds' 2100 npx nx run-many -t test build --parallel=2 || exit $?
stage 'operations tests' 900 npm run test:operations -w server || exit $?
stage 'end-to-end tests' 1800 npm run e2e -w e2e
