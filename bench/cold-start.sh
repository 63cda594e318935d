#!/usr/bin/env bash
# Cold `npm install && npm start` to the first page: a fresh clone of this repo with an empty npm
# cache, on other ports than a shop you may have running. Prints install time, build+seed+boot
# time to the first 200, and the total. Usage: bash bench/cold-start.sh
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'pkill -f "$work/main" || true; rm -rf "$work"' EXIT
git clone -q "$src" "$work/main"
cd "$work/main"
export npm_config_cache="$work/npm-cache" PORT=3300 SANDBOX_ERP_PORT=4300 NEXT_TELEMETRY_DISABLED=1
t0=$(date +%s.%N)
npm install --no-audit --no-fund > "$work/install.log" 2>&1
t1=$(date +%s.%N)
npm start > "$work/start.log" 2>&1 &
until curl -sf -o /dev/null http://127.0.0.1:3300/; do sleep 0.2; done
t2=$(date +%s.%N)
echo "install: $(echo "$t1 - $t0" | bc) s; start (build, seed, boot) to first page: $(echo "$t2 - $t1" | bc) s; total: $(echo "$t2 - $t0" | bc) s"
