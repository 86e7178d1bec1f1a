#!/usr/bin/env bash
# Soak: a 1,000- and a 10,000-barcode `cdscan catalog` against the fake Discogs with a
# scaled rate limit. Memory must stay flat while looking up (the RSS sampled after 1,000
# lookups and just before the last grows by less than 10%); the peak RSS at 1k and at 10k
# is reported (it comes at the end, when the CSV is written from every row). Every row
# must be accounted for: the CSV and `cdscan export` hold each input barcode exactly once.
#
#   bench/soak.sh                          release build, 600 requests per 1 s window
#   CONFIG=debug bench/soak.sh             without the release build
#   SIZES="1000 10000" LIMIT=600 WINDOW=1 bench/soak.sh
#
# The fake server and DISCOGS_RATE_WINDOW agree on the window; at 600 a second the
# 10,000 lookups take about 17 s of requests. Exit status 1 when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --bench

sizes=${SIZES:-"1000 10000"}
limit=${LIMIT:-600}
window=${WINDOW:-1}
config=${CONFIG:-release}
token=soak-token

swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d)
server=
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null && wait "$server" 2>/dev/null; fi
    if [ -n "${KEEP:-}" ]; then echo "soak: kept $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

# Starts the fake server with N synthetic releases; sets $url and writes $work/codes-N.txt.
start_server() {
    if [ -n "$server" ]; then kill "$server"; wait "$server" 2>/dev/null || true; fi
    "$bin/cdscan-fake-server" --token "$token" --limit "$limit" --window "$window" --synthetic "$1" \
        --barcodes-out "$work/codes-$1.txt" >"$work/server.out" 2>"$work/server.err" &
    server=$!
    for _ in $(seq 100); do grep -q listening "$work/server.out" && break; sleep 0.1; done
    url=$(sed -n 's/^listening on //p' "$work/server.out")
    [ -n "$url" ] || { cat "$work/server.err" >&2; echo "soak: the fake server did not start" >&2; exit 70; }
}

counter() { curl -s "$url/_fake/counters" | sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p"; }
timed() { grep -F "$1" "$2" | sed 's/.*: //'; }

# Samples "requests-answered RSS-KiB" of process $1 every 0.25 s into $2 while it lives.
sample_rss() {
    local pid=$1 out=$2 rss
    while kill -0 "$pid" 2>/dev/null; do
        rss=$(sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\).*/\1/p' "/proc/$pid/status" 2>/dev/null || true)
        [ -n "$rss" ] && echo "$(counter requests) $rss" >>"$out"
        sleep 0.25
    done
}

failures=0
check() { # check DESCRIPTION CONDITION...
    local what=$1
    shift
    if "$@"; then echo "  ok    $what"; else echo "  FAIL  $what"; failures=$((failures + 1)); fi
}

echo "# bench/soak.sh, $config build, $(date -u +%Y-%m-%d), $(nproc) cores, limit $limit per ${window}s"
for n in $sizes; do
    start_server "$n"
    data="$work/data-$n"
    env DISCOGS_TOKEN=$token DISCOGS_API_URL="$url" DISCOGS_RATE_WINDOW="$window" XDG_DATA_HOME="$data" \
        NO_COLOR=1 /usr/bin/time -v -o "$work/$n.time" \
        "$bin/cdscan" catalog "$work/codes-$n.txt" -o "$work/out-$n.csv" --no-progress 2>"$work/$n.err" &
    timer=$!
    sleep 0.2
    cdscan_pid=$(pgrep -P "$timer" | head -1 || true)
    [ -n "$cdscan_pid" ] && sample_rss "$cdscan_pid" "$work/rss-$n.txt" &
    sampler=$!
    status=0
    wait "$timer" || status=$?
    wait "$sampler" 2>/dev/null || true

    env XDG_DATA_HOME="$data" "$bin/cdscan" export -o "$work/export-$n.csv"
    csv_rows=$(($(wc -l <"$work/out-$n.csv") - 1))
    distinct=$(tail -n +2 "$work/out-$n.csv" | cut -d, -f1 | sort -u | wc -l)
    found=$(tail -n +2 "$work/out-$n.csv" | cut -d, -f2 | grep -cx found || true)
    export_rows=$(($(wc -l <"$work/export-$n.csv") - 1))
    missing=$(comm -23 <(sort "$work/codes-$n.txt") <(tail -n +2 "$work/export-$n.csv" | cut -d, -f1 | sort) | wc -l)

    echo "== catalog of $n barcodes"
    echo "  exit status                   $status"
    echo "  wall time                     $(timed 'Elapsed (wall clock)' "$work/$n.time")"
    echo "  peak RSS                      $(timed 'Maximum resident set size' "$work/$n.time") KiB"
    echo "  requests / 429 answers        $(counter requests) / $(counter too_many_requests)"
    echo "  CSV rows / distinct / found   $csv_rows / $distinct / $found"
    echo "  export rows / input missing   $export_rows / $missing"
    # During the lookups: the first sample past 1,000 requests and the last before the batch
    # ends (after it, cdscan reads every row back to write the CSV).
    if [ -s "$work/rss-$n.txt" ]; then
        awk -v n="$n" '
            $1 >= 1000 && early == "" { early = $2; early_at = $1 }
            $1 < n { late = $2; late_at = $1 }
            END { if (early != "" && late_at > early_at) print early_at, early, late_at, late }' \
            "$work/rss-$n.txt" >"$work/lookup-rss-$n.txt"
        if read -r early_at early late_at late <"$work/lookup-rss-$n.txt"; then
            echo "  RSS while looking up          $early KiB after $early_at requests, $late KiB after $late_at"
            # Flat: the last 90% of the lookups add less than a tenth to the memory.
            check "RSS flat while looking up (< +10%)" test $((late * 10 < early * 11)) -eq 1
        fi
    fi
    check "exit status 0" [ "$status" -eq 0 ]
    check "one CSV row per barcode" test $((csv_rows == n && distinct == n)) -eq 1
    check "every barcode found" [ "$found" -eq "$n" ]
    check "export holds every input barcode once" test $((export_rows == n && missing == 0)) -eq 1
    echo "$n $(timed 'Maximum resident set size' "$work/$n.time")" >>"$work/peaks.txt"
done

if [ "$(wc -l <"$work/peaks.txt")" -ge 2 ]; then
    read -r small small_rss < <(head -1 "$work/peaks.txt")
    read -r large large_rss < <(tail -1 "$work/peaks.txt")
    # The peak comes at the end, when every row is read back for the CSV: it grows with
    # the catalog (about KiB per 1,000 rows below), not with the time spent looking up.
    echo "== peak RSS ${small_rss} KiB at $small barcodes, ${large_rss} KiB at $large" \
        "($(((large_rss - small_rss) * 1000 / (large - small))) KiB more per 1,000 rows)"
fi
[ "$failures" -eq 0 ] || exit 1
