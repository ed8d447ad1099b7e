#!/usr/bin/env bash
# The test suite's cost: wall time, CPU time (user + system, every process) and process launches
# (node and git processes started), for the same command the README gives (`npm test`).
#   bash scripts/measure-tests.sh            (run on an otherwise idle machine; needs strace)
set -uo pipefail
cd "$(dirname "$0")/.."
npm run build >/dev/null 2>&1 || { echo "build failed"; exit 1; }
trace=$(mktemp) times=$(mktemp) log=$(mktemp)
load=$(cut -d' ' -f1-3 /proc/loadavg)
strace -f -qq -e trace=execve -e signal=none -o "$trace" /usr/bin/time -f '%e %U %S' -o "$times" npx vitest run >"$log" 2>&1
status=$?
read -r wall user sys <"$times"
node=$(grep 'execve(' "$trace" | grep -v ' = -1' | grep -cE 'execve\("[^"]*/node"')
git=$(grep 'execve(' "$trace" | grep -v ' = -1' | grep -cE 'execve\("[^"]*/git"')
grep -E '^tests: ' "$log" | tail -n 1
echo "wall ${wall}s, cpu $(echo "$user + $sys" | bc)s (user ${user}s, sys ${sys}s), node processes started: ${node}, git processes: ${git}, load before: ${load}"
rm -f "$trace" "$times" "$log"
exit "$status"
