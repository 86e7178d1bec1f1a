#!/usr/bin/env bash
# Data dump import and lookup benchmark (issue 12).
#
#   bench/dump-bench.sh                    release build (static Swift libraries, as scripts/install.sh);
#                                          dumps of 10, 100 and 1000 MB of XML
#   SIZES="10 100" RUNS=5 bench/dump-bench.sh
#   CONFIG=debug bench/dump-bench.sh       without the release build
#   DUMPS=/elsewhere bench/dump-bench.sh   where the generated dumps and indexes go
#   CATALOG_ONLY=1 SIZES=1000 bench/dump-bench.sh   only the catalogue of 10,000 barcodes (one import)
#
# For each size, bench/make-dump.py writes a dump-shaped .xml.gz (kept in $DUMPS, default
# ../dumpbench beside the checkout: outside the repository, and never /tmp, and reused); then, side by side
# on the same file and alternating RUNS times (default 3), `zcat FILE > /dev/null` and
# `cdscan dump import FILE`, each under /usr/bin/time -v; the table shows the medians of
# elapsed time, the import's CPU time (user + system: it runs on three threads) and its
# largest peak RSS. Then the index's size per release, the full dump extrapolated from the
# per-release figures, and 10,000 of the barcodes catalogued from the index (`cdscan
# catalog`, `--source dump`, then `--source auto` against a fake Discogs that must see no
# request at all), RUNS times each from an empty catalog, medians. The
# load average is printed before and after: the machine is shared, and a loaded machine
# takes the import's second core away. Exit status 1 when a goal is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --bench

sizes=${SIZES:-"10 100 1000"}
runs=${RUNS:-3}
config=${CONFIG:-release}
dumps=${DUMPS:-$(dirname "$PWD")/dumpbench}
# The full releases dump, for the extrapolation: about 18 million releases (Discogs' own
# count in late 2025; set FULL_RELEASES to redo the sums with another figure).
full=${FULL_RELEASES:-18000000}

# The build scripts/install.sh installs: the Swift libraries linked in, which halves the
# start-up (the dynamic loader's work on libswiftCore, Foundation and their ICU).
build=(swift build -c "$config" --static-swift-stdlib)
"${build[@]}" --product cdscan >&2
"${build[@]}" --product cdscan-fake-server >&2
bin=$("${build[@]}" --show-bin-path)
mkdir -p "$dumps"
work=$(mktemp -d -p "$dumps" bench.XXXXXX)  # absolute: XDG_DATA_HOME must be
server=
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null && wait "$server" 2>/dev/null; fi
    rm -rf "$work"
}
trap cleanup EXIT
failed=0

# Runs "$@" under /usr/bin/time -v; sets $secs (elapsed), $cpu (user + system) and $rss (peak, MB).
# The elapsed time is taken around it in nanoseconds: time(1) says it in hundredths, which
# made the 10 MB sizes' 0.04-0.05 s of zcat a ratio that moved by a fifth from run to run.
measure() {
    local start end
    start=$(date +%s%N)
    /usr/bin/time -v "$@" 2>"$work/time.txt" >/dev/null || { cat "$work/time.txt" >&2; exit 1; }
    end=$(date +%s%N)
    secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')
    cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { print s }' "$work/time.txt")
    rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$work/time.txt")
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

largest=$(echo "$sizes" | tr ' ' '\n' | sort -n | tail -1)
if [ -n "${CATALOG_ONLY:-}" ]; then
    dump=$dumps/dump-$largest.xml.gz
    [ -f "$dump" ] || python3 bench/make-dump.py "$largest" "$dump" --barcodes-out "$dumps/codes-$largest.txt"
    "$bin/cdscan" dump import "$dump" --index "$work/index-$largest.sqlite" --date 2025-11-01 2>/dev/null
else
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores); $runs runs each, medians"
    printf '%-7s %-6s %-9s %-7s %-8s %-6s %-8s %-8s %-10s %-8s\n' \
        "XML MB" "gz MB" releases "zcat s" "import s" ratio "CPU s" "peak MB" "index B/r" "µs/rel"
    for size in $sizes; do
        dump=$dumps/dump-$size.xml.gz
        [ -f "$dump" ] || python3 bench/make-dump.py "$size" "$dump" --barcodes-out "$dumps/codes-$size.txt"
        index=$work/index-$size.sqlite
        : >"$work/z.txt"
        : >"$work/i.txt"
        : >"$work/c.txt"
        : >"$work/zc.txt"
        peak=0
        for _ in $(seq "$runs"); do
            measure zcat "$dump"
            echo "$secs" >>"$work/z.txt"
            echo "$cpu" >>"$work/zc.txt"
            measure "$bin/cdscan" dump import "$dump" --index "$index" --date 2025-11-01
            echo "$secs" >>"$work/i.txt"
            echo "$cpu" >>"$work/c.txt"
            peak=$(awk -v a="$peak" -v b="$rss" 'BEGIN { print (b > a) ? b : a }')
        done
        zsecs=$(median <"$work/z.txt")
        isecs=$(median <"$work/i.txt")
        icpu=$(median <"$work/c.txt")
        zcpu=$(median <"$work/zc.txt")
        status=$("$bin/cdscan" dump status --index "$index" --json)
        read -r read kept bytes < <(python3 -c 'import json,sys; s=json.load(sys.stdin)
print(s["releases_read"], s["releases"], s["bytes"])' <<<"$status")
        gzmb=$(du -m "$dump" | cut -f1)
        awk -v x="$size" -v g="$gzmb" -v n="$read" -v z="$zsecs" -v i="$isecs" -v c="$icpu" -v r="$peak" \
            -v b="$bytes" -v k="$kept" 'BEGIN { printf "%-7s %-6s %-9s %-7.3f %-8.3f %-6.2f %-8.2f %-8s %-10.0f %-8.1f\n",
                x, g, n, z, i, i / z, c, r, b / k, i * 1e6 / n }'
        echo "$size $read $kept $bytes $zsecs $isecs $peak $zcpu" >>"$work/rows.txt"
        awk -v i="$isecs" -v z="$zsecs" 'BEGIN { exit !(i > 2 * z) }' && { echo "  goal missed: import > 2x zcat" >&2; failed=1; }
        awk -v r="$peak" 'BEGIN { exit !(r > 100) }' && { echo "  goal missed: peak RSS > 100 MB" >&2; failed=1; }
    done
    echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

    # What an import costs whatever the file's size, which weighs on the smallest: the
    # fixtures' 12-release dump, RUNS times, beside zcat of the same file.
    small=Fixtures/dump/discogs_20251101_releases.xml.gz
    : >"$work/z.txt"
    : >"$work/i.txt"
    for _ in $(seq "$runs"); do
        measure zcat "$small"
        echo "$secs" >>"$work/z.txt"
        measure "$bin/cdscan" dump import "$small" --index "$work/small.sqlite"
        echo "$secs" >>"$work/i.txt"
    done
    echo "start-up: a 12-release import $(median <"$work/i.txt") s, zcat of it $(median <"$work/z.txt") s"

    # CPU per thread on the largest size (perf, when installed): on a machine whose other
    # core is taken, the threads share one core and the elapsed time is their sum; with two
    # free cores it is the slowest thread's, normally the parser's.
    read -r size read kept bytes zsecs isecs irss zcpu < <(tail -1 "$work/rows.txt")
    if command -v perf >/dev/null; then
        perf record -q -F 1000 -o "$work/perf.data" "$bin/cdscan" dump import "$dumps/dump-$size.xml.gz" \
            --index "$work/perf.sqlite" --date 2025-11-01 2>/dev/null
        perf script -i "$work/perf.data" -F comm 2>/dev/null | sort | uniq -c |
            awk -v z="$zcpu" -v size="$size" '{ t[$2] = $1 / 1000 } END { printf "CPU per thread, %s MB:", size;
                for (n in t) printf " %s %.2f s", n, t[n]; printf "; zcat %.2f s; parser / zcat %.2f\n", z, t["cdscan-parse"] / z }'
    fi

    # Extrapolation from the largest size.
    awk -v n="$read" -v k="$kept" -v b="$bytes" -v i="$isecs" -v f="$full" 'BEGIN {
        printf "full dump (%d releases, %.0f%% with a barcode as here): import %.0f min, index %.1f GB\n",
            f, 100 * k / n, i / n * f / 60, b / k * (f * k / n) / 1e9 }'
fi

# 10,000 barcodes catalogued from the index: --source dump, then --source auto with the fake
# Discogs watching for requests; each RUNS times from an empty catalog, medians.
head -10000 "$dumps/codes-$largest.txt" >"$work/codes.txt"
"$bin/cdscan-fake-server" --token bench-token >"$work/server.out" 2>"$work/server.err" &
server=$!
for _ in $(seq 100); do grep -q "http://" "$work/server.out" 2>/dev/null && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.:]*' "$work/server.out" | head -1)
export XDG_DATA_HOME=$work/xdg DISCOGS_TOKEN=bench-token DISCOGS_API_URL=$url MUSICBRAINZ_API_URL=$url NO_COLOR=1
mkdir -p "$XDG_DATA_HOME/cdscan"
mv "$work/index-$largest.sqlite" "$XDG_DATA_HOME/cdscan/discogs-dump.sqlite"
echo "catalog of 10,000 barcodes from the index ($largest MB dump); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for source in dump auto; do
    : >"$work/s.txt"
    : >"$work/u.txt"
    for _ in $(seq "$runs"); do
        rm -f "$work/catalog.sqlite" "$work/catalog.sqlite-wal" "$work/catalog.sqlite-shm"
        # --any-prefix: the generated barcodes are random GTINs, some with coupon or in-store prefixes.
        measure "$bin/cdscan" catalog "$work/codes.txt" --any-prefix --pick best --source "$source" \
            --db "$work/catalog.sqlite" -o "$work/catalog.csv" --no-progress
        echo "$secs" >>"$work/s.txt"
        echo "$cpu" >>"$work/u.txt"
    done
    rows=$(($(wc -l <"$work/catalog.csv") - 1))
    s_med=$(median <"$work/s.txt")
    echo "  --source $source: ${s_med} s (runs: $(tr '\n' ' ' <"$work/s.txt")), CPU $(median <"$work/u.txt") s," \
        "peak ${rss} MB, ${rows} rows"
    awk -v s="$s_med" 'BEGIN { exit !(s > 2) }' && { echo "  goal missed: > 2 s" >&2; failed=1; }
done
kill "$server" && wait "$server" 2>/dev/null || true
server=
echo "  the fake Discogs: $(cat "$work/server.err"); load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $failed
