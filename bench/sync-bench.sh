#!/usr/bin/env bash
# cdscan sync against the fake Discogs (its collection endpoints as Discogs documents them):
#   1. the requests a first sync of 1,000 copies needs, and those of a resync with no change
#      (goal: at most 15, and no write);
#   2. the wall time of a first sync of 300 copies at Discogs' own pace, 60 requests a minute
#      (about five minutes: the fake enforces the limit, cdscan keeps within it).
#
#   bench/sync-bench.sh                  the debug build (CONFIG=release for the release build)
# The copies are catalogued from the fake first, with its rate limit lifted; the pace of part 2
# is only the sync's.
set -euo pipefail
cd "$(dirname "$0")/.."

config=${CONFIG:-debug}
token=bench-token
source bench/fake-discogs.sh

echo "== sync: a first sync of 1,000 copies, then a resync with no change ($config build)"
start_server --limit 100000000 --window 1 --synthetic 1000 --barcodes-out "$work/codes.txt"
DISCOGS_RATE_WINDOW=1 cdscan catalog "$work/codes.txt" --db "$work/c.sqlite" -o /dev/null --no-progress 2>/dev/null
before=$(counter requests)
DISCOGS_RATE_WINDOW=1 cdscan sync --db "$work/c.sqlite" --json >"$work/first.json" 2>"$work/first.err" || true
first=$(($(counter requests) - before))
before=$(counter requests)
DISCOGS_RATE_WINDOW=1 cdscan sync --db "$work/c.sqlite" --json >"$work/second.json" 2>"$work/second.err" || true
second=$(($(counter requests) - before))
writes=$(grep -v '"action":"summary"' "$work/second.json" | grep -c '"action"' || true)
echo "  first sync, 1,000 copies      $first requests ($(grep -v '"action":"summary"' "$work/first.json" | grep -c '"action"' || true) changes)"
echo "  resync with no change         $second requests, $writes changes (goal: at most 15, none)"
tail -1 "$work/second.json" | sed 's/^/  summary: /'

echo "== sync: a first sync of 300 copies at 60 requests a minute ($config build)"
start_server --limit 100000000 --window 1 --synthetic 300 --barcodes-out "$work/codes300.txt"
DISCOGS_RATE_WINDOW=1 cdscan catalog "$work/codes300.txt" --db "$work/s.sqlite" -o /dev/null --no-progress 2>/dev/null
start_server --limit 60 --window 60 --synthetic 300
start=$(date +%s.%N)
cdscan sync --db "$work/s.sqlite" >"$work/paced.out" 2>"$work/paced.err" || true
end=$(date +%s.%N)
echo "  requests                      $(counter requests)"
awk -v s="$start" -v e="$end" 'BEGIN { printf "  wall time                     %.0f s (%.1f min)\n", e - s, (e - s) / 60 }'
echo "  429s from the fake           $(counter too_many_requests)"
tail -2 "$work/paced.err" | sed 's/^/  /'
