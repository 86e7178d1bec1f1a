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
swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

start_server() {
    [ -n "$server" ] && { kill "$server"; wait "$server" 2>/dev/null || true; }
    "$bin/cdscan-fake-server" --token "$token" "$@" >"$work/server.out" 2>"$work/server.err" &
    server=$!
    for _ in $(seq 100); do grep -q listening "$work/server.out" && break; sleep 0.1; done
    url=$(sed -n 's/^listening on //p' "$work/server.out")
    [ -n "$url" ] || { cat "$work/server.err" >&2; echo "sync-bench: the fake server did not start" >&2; exit 70; }
}
requests() { curl -s "$url/_fake/counters" | sed -n 's/.*"requests":\([0-9]*\).*/\1/p'; }
cdscan() {
    env DISCOGS_TOKEN=$token DISCOGS_API_URL="$url" XDG_DATA_HOME="$work/data" NO_COLOR=1 "$bin/cdscan" "$@"
}

echo "== sync: a first sync of 1,000 copies, then a resync with no change ($config build)"
start_server --limit 100000000 --window 1 --synthetic 1000 --barcodes-out "$work/codes.txt"
DISCOGS_RATE_WINDOW=1 cdscan catalog "$work/codes.txt" --db "$work/c.sqlite" -o /dev/null --no-progress 2>/dev/null
before=$(requests)
DISCOGS_RATE_WINDOW=1 cdscan sync --db "$work/c.sqlite" --json >"$work/first.json" 2>"$work/first.err" || true
first=$(($(requests) - before))
before=$(requests)
DISCOGS_RATE_WINDOW=1 cdscan sync --db "$work/c.sqlite" --json >"$work/second.json" 2>"$work/second.err" || true
second=$(($(requests) - before))
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
echo "  requests                      $(requests)"
awk -v s="$start" -v e="$end" 'BEGIN { printf "  wall time                     %.0f s (%.1f min)\n", e - s, (e - s) / 60 }'
echo "  429s from the fake           $(curl -s "$url/_fake/counters" | sed -n 's/.*"too_many_requests":\([0-9]*\).*/\1/p')"
tail -2 "$work/paced.err" | sed 's/^/  /'
