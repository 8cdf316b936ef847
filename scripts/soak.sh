#!/usr/bin/env bash
# Runs `npm test` again and again on a fresh clone, as CI would, to catch tests that fail only now
# and then. Usage: scripts/soak.sh [runs=10] [hog=1]
#   runs  how many runs in a row
#   hog   1: a busy loop of our own runs on one core beside each run (bounded by the run's length),
#         0: the machine is left alone
# Each run's last line ("N passed, N failed") and duration go to soak.log in the clone; the script
# stops at the first failing run and prints where its output is.
set -uo pipefail

runs=${1:-10}
hog=${2:-1}
source_repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
clone=$(mktemp -d /tmp/soak-XXXXXX)
git clone --quiet "$source_repo" "$clone"
cd "$clone" || exit 1
# ports of their own, so a soak can run beside a developer's own test run
export E2E_PORT=${E2E_PORT:-5973} E2E_API_PORT=${E2E_API_PORT:-3973}
echo "soak: $runs runs of npm test in $clone (commit $(git rev-parse --short HEAD)), CPU hog: $hog" | tee soak.log

for run in $(seq 1 "$runs"); do
  hog_pid=
  if [ "$hog" = 1 ]; then
    # at most 20 minutes, never left behind
    timeout 1200 bash -c 'while :; do :; done' &
    hog_pid=$!
  fi
  started=$(date +%s)
  npm test > "run-$run.log" 2>&1
  status=$?
  [ -n "$hog_pid" ] && kill "$hog_pid" 2>/dev/null
  seconds=$(( $(date +%s) - started ))
  echo "run $run: exit $status in ${seconds}s — $(tail -n 1 "run-$run.log")" | tee -a soak.log
  if [ "$status" != 0 ]; then
    echo "soak: run $run failed; its output is $clone/run-$run.log" | tee -a soak.log
    exit 1
  fi
done
echo "soak: $runs runs in a row passed" | tee -a soak.log
