#!/usr/bin/env bash
# cdscan catalog against the fake Discogs: how well a batch uses the rate limit,
# and what a 10,000-row export costs.
#
#   bench/catalog-bench.sh                 300 barcodes at 60 requests per 6 s, then the export
#   BARCODES=600 LIMIT=60 WINDOW=6 bench/catalog-bench.sh
#   CONFIG=debug bench/catalog-bench.sh    without the release build
#
# Part 1 scales Discogs' minute down to WINDOW seconds (the fake server and
# DISCOGS_RATE_WINDOW agree on it) and reads the server's own counters: the
# most requests it saw in any one window, its 429 answers, its request count.
# Part 2 fills a catalog with EXPORT_ROWS found releases (rate limit lifted),
# then times `cdscan export` of it. Peak memory is /usr/bin/time's max RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --bench

barcodes=${BARCODES:-300}
limit=${LIMIT:-60}
window=${WINDOW:-6}
export_rows=${EXPORT_ROWS:-10000}
config=${CONFIG:-release}
token=bench-token

# Builds cdscan and the fake server; defines $work, start_server and counter.
source bench/fake-discogs.sh

# timed FIELD FILE: one line of /usr/bin/time -v's report.
timed() { grep -F "$1" "$2" | sed 's/.*: //'; }

# cdscan with the fake server's address, token and window, timed into $work/$1.time.
run_cdscan() {
    local name=$1
    shift
    /usr/bin/time -v -o "$work/$name.time" env DISCOGS_TOKEN=$token DISCOGS_API_URL="$url" \
        DISCOGS_RATE_WINDOW="$window" XDG_DATA_HOME="$work/$name.data" NO_COLOR=1 \
        "$bin/cdscan" "$@" 2>"$work/$name.err" || echo "catalog-bench: cdscan $1 exited $?" >&2
}

echo "== catalog: $barcodes barcodes, $limit requests allowed per ${window}s window ($config build)"
start_server --limit "$limit" --window "$window" --synthetic "$barcodes" --barcodes-out "$work/codes.txt"
run_cdscan batch catalog "$work/codes.txt" -o "$work/batch.csv" --no-progress
requests=$(counter requests)
used=$(counter max_requests_in_window)
too_many=$(counter too_many_requests)
rows=$(($(wc -l <"$work/batch.csv") - 1))
found=$(grep -c ',found,' "$work/batch.csv" || true)
budget=$((limit - (limit / 30 > 1 ? limit / 30 : 1)))
awk -v used="$used" -v limit="$limit" -v budget="$budget" -v requests="$requests" -v n="$barcodes" \
    -v too_many="$too_many" -v rows="$rows" -v found="$found" '
    BEGIN {
        printf "  most requests in one window   %d of %d allowed (%.1f%%; client budget %d)\n", used, limit, 100 * used / limit, budget
        printf "  429 answers                   %d\n", too_many
        printf "  requests                      %d for %d barcodes (%.2f a barcode)\n", requests, n, requests / n
        printf "  CSV rows                      %d (%d found)\n", rows, found
    }'
echo "  wall time                     $(timed 'Elapsed (wall clock)' "$work/batch.time")"
echo "  peak RSS                      $(timed 'Maximum resident set size' "$work/batch.time") KiB"
awk -v n="$barcodes" -v budget="$budget" -v window="$window" 'BEGIN {
    printf "  lower bound at the budget     %d s (%d full windows after the first burst)\n", int((n - 1) / budget) * window, int((n - 1) / budget) }'
pass=yes
[ $((used * 100)) -ge $((limit * 95)) ] || pass=no
[ "$too_many" -eq 0 ] || pass=no
[ "$requests" -eq "$barcodes" ] || pass=no
echo "  goal (>=95% of the window, no 429, one request a barcode): $pass"

echo "== export: $export_rows rows"
window=60
start_server --limit 100000000 --window 60 --synthetic "$export_rows" --barcodes-out "$work/many.txt"
run_cdscan fill catalog "$work/many.txt" -o /dev/null --no-progress
echo "  filling the catalog           $(timed 'Elapsed (wall clock)' "$work/fill.time") wall," \
    "$(timed 'Maximum resident set size' "$work/fill.time") KiB peak RSS, $(counter requests) requests"
mv "$work/fill.data" "$work/export.data"
run_cdscan export export -o "$work/export.csv"
echo "  cdscan export                 $(timed 'Elapsed (wall clock)' "$work/export.time") wall," \
    "$(timed 'Maximum resident set size' "$work/export.time") KiB peak RSS," \
    "$(($(wc -l <"$work/export.csv") - 1)) rows, $(wc -c <"$work/export.csv") bytes"
