#!/usr/bin/env bash
# Every test, as `npm test` runs them, in two lanes side by side and then one stage alone:
#   - the server suites (jest, two workers; the longest stage, and much of it waits on FreeRADIUS,
#     PostgreSQL and timers, so the other lane fills the cores it leaves idle);
#   - the builds (nx, two at a time), then the unit and component suites, then the end-to-end suite
#     on the builds just made;
#   - then, once both lanes passed, the operations suites alone, one at a time (they start clusters
#     and balancers and time drains, which a busy machine would skew).
# Each stage is bounded: a stage that hangs fails with what is still running listed (where each
# process waits, and its open files) before it is stopped, rather than eating CI's whole budget in
# silence. Each stage prints when it starts and ends and the free disk space, so a CI log shows
# where time went; the server lane's output is kept in a file and printed whole once both lanes
# ended, so the two lanes' lines do not interleave.
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

server_log=$(mktemp)
echo "== $(date -u +%H:%M:%S) server tests start beside the builds lane; their output follows when both lanes end"
stage 'server tests' 2100 npm test -w server >"$server_log" 2>&1 &
server_lane=$!

builds_lane() {
  stage 'builds' 900 npx nx run-many -t build --parallel=2 || return $?
  stage 'unit and component tests' 1500 npx nx run-many -t test --parallel=2 --exclude=@console/server || return $?
  stage 'end-to-end tests' 1800 npm run e2e -w e2e
}
builds_lane
builds_status=$?
wait "$server_lane"
server_status=$?
echo "== the server lane's output:"
cat "$server_log"
rm -f "$server_log"
[ "$builds_status" -ne 0 ] && echo "== failed: the builds lane (exit $builds_status)"
[ "$server_status" -ne 0 ] && echo "== failed: the server tests (exit $server_status)"
[ "$builds_status" -ne 0 ] && exit "$builds_status"
[ "$server_status" -ne 0 ] && exit "$server_status"
stage 'operations tests' 900 npm run test:operations -w server
