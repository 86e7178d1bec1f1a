#!/usr/bin/env bash
# cdscan value against the fake Discogs: how many requests it makes for copies that share
# releases, and how long a report from kept prices takes for a large catalogue.
#
#   bench/value-bench.sh                     100 copies of 80 releases, then 10,000 copies
#   COPIES=10000 CONFIG=debug bench/value-bench.sh
#
# Part 1 catalogues 100 copies of 80 synthetic releases (20 barcodes twice) and runs
# `cdscan value`: the goal is at most two marketplace requests per distinct release (160),
# and none on a second run. Part 2 catalogues COPIES synthetic releases with the rate limit
# lifted, keeps a price for each straight into the catalogue with sqlite3 (asking the fake
# 2 x COPIES times would only time the fake), and times `cdscan value --offline`: the goal
# is under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

copies=${COPIES:-10000}
config=${CONFIG:-release}
token=bench-token

source bench/fake-discogs.sh
export DISCOGS_RATE_WINDOW=1  # the fake's rate limit is lifted (--window 1) and so is cdscan's

echo "== value: 100 copies of 80 releases ($config build)"
start_server --limit 100000 --window 1 --synthetic 80 --barcodes-out "$work/codes.txt"
{ cat "$work/codes.txt"; head -20 "$work/codes.txt"; } >"$work/copies.txt"
cdscan catalog "$work/copies.txt" --db "$work/small.sqlite" -o /dev/null --no-progress 2>/dev/null || true
before=$(counter requests)
cdscan value --db "$work/small.sqlite" --no-progress >"$work/small.txt" 2>"$work/small.err" || true
first=$(($(counter requests) - before))
cdscan value --db "$work/small.sqlite" --no-progress >/dev/null 2>&1 || true
second=$(($(counter requests) - before - first))
echo "  requests, first run           $first (2 per release: 160; identity and collection value: 2)"
echo "  requests, second run          $second (the 160 answers reused; identity and collection value: 2)"
head -1 "$work/small.txt" | sed 's/^/  /'

echo "== value --offline: $copies copies from kept prices"
start_server --limit 100000000 --window 60 --synthetic "$copies" --barcodes-out "$work/many.txt"
cdscan catalog "$work/many.txt" --db "$work/many.sqlite" -o /dev/null --no-progress 2>/dev/null || true
cdscan value --offline --db "$work/many.sqlite" >/dev/null 2>&1 || true  # creates the tables
sqlite3 "$work/many.sqlite" "
    INSERT OR REPLACE INTO price_suggestions (release_id, answer, prices, fetched_at)
    SELECT CAST(json_extract(album, '\$.releaseID') AS INTEGER), 'prices',
        '{\"Very Good Plus (VG+)\":{\"amount\":\"' || (id % 90 + 1) || '.25\",\"currency\":\"USD\"}}',
        strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
    FROM items WHERE status = 'found';
    INSERT OR REPLACE INTO market_stats (release_id, currency, lowest_amount, lowest_currency, for_sale, fetched_at)
    SELECT CAST(json_extract(album, '\$.releaseID') AS INTEGER), 'USD', '1.99', 'USD', 3,
        strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
    FROM items WHERE status = 'found';"
/usr/bin/time -f "%e %M" -o "$work/offline.time" \
    env XDG_DATA_HOME="$work/data" NO_COLOR=1 "$bin/cdscan" value --offline --db "$work/many.sqlite" >"$work/many.txt.out"
read -r seconds rss <"$work/offline.time"
echo "  cdscan value --offline        ${seconds} s wall, ${rss} KiB peak RSS"
head -1 "$work/many.txt.out" | sed 's/^/  /'
awk -v s="$seconds" 'BEGIN { printf "  goal (under a second): %s\n", (s < 1 ? "yes" : "no") }'
