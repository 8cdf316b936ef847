#!/usr/bin/env bash
# Runs `npm test` again and again on a fresh clone, as CI would, to catch tests that fail only now
# and then. Usage: scripts/soak.sh [runs=10] [hog=1] [keep_going=0]
#   runs        how many runs in a row
#   hog         1: a busy loop of our own runs on one core beside each run (bounded by the run's
#               length), 0: the machine is left alone
#   keep_going  0: stop at the first failing run; 1: note it and go on (to find more than one
#               flaky test in a long soak), ending with how many passed and the longest streak
# Each run's last line ("N passed, N failed") and duration go to soak.log in the clone, with where
# a failing run's output is. Two soaks can run side by side with other ports (E2E_PORT, E2E_API_PORT).
set -uo pipefail

runs=${1:-10}
hog=${2:-1}
keep_going=${3:-0}
source_repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
clone=$(mktemp -d /tmp/soak-XXXXXX)
git clone --quiet "$source_repo" "$clone"
cd "$clone" || exit 1
# ports of their own, so a soak can run beside a developer's own test run
export E2E_PORT=${E2E_PORT:-5973} E2E_API_PORT=${E2E_API_PORT:-3973}
echo "soak: $runs runs of npm test in $clone (commit $(git rev-parse --short HEAD)), CPU hog: $hog" | tee soak.log

passed=0 streak=0 longest=0
for run in $(seq 1 "$runs"); do
  hog_pid=
  if [ "$hog" = 1 ]; then
    # beside the whole run (they take 20–40 minutes with it), and never left behind
    timeout 3600 bash -c 'while :; do :; done' &
    hog_pid=$!
  fi
  started=$(date +%s)
  npm test > "run-$run.log" 2>&1
  status=$?
  [ -n "$hog_pid" ] && kill "$hog_pid" 2>/dev/null
  seconds=$(( $(date +%s) - started ))
  echo "run $run: exit $status in ${seconds}s — $(tail -n 1 "run-$run.log")" | tee -a soak.log
  if [ "$status" = 0 ]; then
    passed=$((passed + 1))
    streak=$((streak + 1))
    [ "$streak" -gt "$longest" ] && longest=$streak
  else
    streak=0
    echo "soak: run $run failed; its output is $clone/run-$run.log" | tee -a soak.log
    [ "$keep_going" = 1 ] || exit 1
  fi
done
if [ "$passed" = "$runs" ]; then
  echo "soak: $runs runs in a row passed" | tee -a soak.log
else
  echo "soak: $passed of $runs runs passed, at most $longest in a row" | tee -a soak.log
  exit 1
fi
