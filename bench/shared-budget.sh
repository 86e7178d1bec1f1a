#!/usr/bin/env bash
# Two `cdscan catalog` runs at once against one fake Discogs (limit 60 a window): they share
# one rate budget (the file in cdscan's data folder), so together they stay under the limit
# with no 429. Prints the requests the fake received in each window (polled from
# /_fake/counters) and its own busiest moving window and 429 count (issue 28, point 7).
#
#   bench/shared-budget.sh                      debug build, 3 s windows, 2 x 100 barcodes
#   WINDOW=60 COUNT=80 bench/shared-budget.sh   Discogs' real minute (slow)
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-debug}
window=${WINDOW:-3}
count=${COUNT:-100}
swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d)
server=
cleanup() {
    [[ -n $server ]] && kill "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
"$bin/cdscan-fake-server" --token bench --window "$window" --limit 60 --synthetic $((2 * count)) \
    --barcodes-out "$work/codes" >"$work/server.out" 2>"$work/server.err" &
server=$!
for _ in $(seq 100); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/^listening on //p' "$work/server.out")
head -n "$count" "$work/codes" >"$work/a.txt"
tail -n "$count" "$work/codes" >"$work/b.txt"
export DISCOGS_TOKEN=bench DISCOGS_API_URL=$url DISCOGS_RATE_WINDOW=$window XDG_DATA_HOME=$work/data \
    XDG_CONFIG_HOME=$work HOME=$work MUSICBRAINZ_API_URL=http://127.0.0.1:9 NO_COLOR=1
mkdir -p "$work/data"
start=$(date +%s.%N)
(cd "$work" && "$bin/cdscan" catalog --source discogs --no-progress --db a.sqlite -o a.csv a.txt 2>a.err) &
one=$!
(cd "$work" && "$bin/cdscan" catalog --source discogs --no-progress --db b.sqlite -o b.csv b.txt 2>b.err) &
two=$!
last=0
n=1
while kill -0 "$one" 2>/dev/null || kill -0 "$two" 2>/dev/null; do
    sleep "$window"
    now=$(curl -s "$url/_fake/counters" | python3 -c 'import json,sys; print(json.load(sys.stdin)["requests"])')
    echo "window $n (${window} s): $((now - last)) requests"
    last=$now
    n=$((n + 1))
done
wait "$one"; a=$?
wait "$two"; b=$?
end=$(date +%s.%N)
curl -s "$url/_fake/counters" | python3 -c '
import json, sys
c = json.load(sys.stdin)
print("total requests %d, 429s %d, busiest moving window %d (limit 60)" % (c["requests"], c["too_many_requests"], c["max_requests_in_window"]))'
echo "exit statuses $a $b; both done in $(python3 -c "print(round($end - $start, 1))") s"
