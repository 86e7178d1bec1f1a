#!/usr/bin/env bash
# The collector's record at scale: `items edit` of 5,000 copies at once, `items list --location`
# over 100,000 items, and an audit of a 300-copy shelf from a list.
#
#   bench/record-bench.sh                  debug build (the one the tests use: no extra compile)
#   CONFIG=release ITEMS=100000 bench/record-bench.sh
#
# 300 synthetic releases are catalogued from the fake Discogs (rate limit lifted); the
# catalogue is then grown to ITEMS copies by copying their rows in SQL (sqlite3), which is
# what 100,000 copies of 300 releases look like to `items list`. Light on CPU: one cdscan
# at a time, nothing timed more than once.
set -euo pipefail
cd "$(dirname "$0")/.."

items=${ITEMS:-100000}
config=${CONFIG:-debug}
swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d -p "$PWD/.build" record-bench.XXXX)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

"$bin/cdscan-fake-server" --token bench --limit 100000000 --window 60 --synthetic 300 \
    --barcodes-out "$work/codes.txt" >"$work/server.out" 2>"$work/server.err" &
server=$!
for _ in $(seq 100); do grep -q listening "$work/server.out" && break; sleep 0.1; done
url=$(sed -n 's/^listening on //p' "$work/server.out")
export DISCOGS_TOKEN=bench DISCOGS_API_URL="$url" XDG_DATA_HOME="$work/data" NO_COLOR=1
db="$work/data/cdscan/catalog.sqlite"
"$bin/cdscan" catalog "$work/codes.txt" -o /dev/null --no-progress --location "Shelf A" 2>/dev/null || true

timed() {
    local name=$1
    shift
    /usr/bin/time -f "%e s wall (%U s user, %S s sys), %M KiB peak RSS" -o "$work/time" "$@" >"$work/out" 2>"$work/err" \
        || true
    printf '  %-44s %s\n' "$name" "$(cat "$work/time" | tail -1)"
}

echo "== the record ($config build), load $(cut -d' ' -f1-3 /proc/loadavg)"
head -300 "$work/codes.txt" >"$work/shelf.txt"
timed "audit of a 300-copy shelf from a list" "$bin/cdscan" audit --location "Shelf A" "$work/shelf.txt"
echo "    $(tail -1 "$work/err")"

# Grow the catalogue: each round doubles it, rows copied with their release and record.
while [ "$(sqlite3 "$db" 'SELECT count(*) FROM items')" -lt "$items" ]; do
    sqlite3 "$db" "INSERT INTO items (kind, code, format, digits, status, source, notes, album, alternatives,
        added_at, looked_up_at, attempts, location, tags)
        SELECT kind, code, format, digits, status, 'bench', notes, album, alternatives, added_at, looked_up_at,
            attempts, 'Shelf ' || (id % 40), tags
        FROM items LIMIT $items - (SELECT count(*) FROM items)"
done
echo "  catalogue                                    $(sqlite3 "$db" 'SELECT count(*) FROM items') items"
timed "audit of the same shelf in $items items" "$bin/cdscan" audit --location "Shelf A" "$work/shelf.txt"
echo "    $(tail -1 "$work/err")"
timed "items edit 1-5000 (5,000 copies, one go)" "$bin/cdscan" items edit 1-5000 --location "Shelf B/2" \
    --media VG+ --paid "12.50 EUR" --tag bench
echo "    $(tail -1 "$work/err"); $(sqlite3 "$db" "SELECT count(*) FROM items WHERE location = 'Shelf B/2'") at Shelf B/2"
timed "items list --location 'Shelf 7' ($items items)" "$bin/cdscan" items list --location "Shelf 7"
echo "    $(($(wc -l <"$work/out") - 1)) rows listed"
