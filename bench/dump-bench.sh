#!/usr/bin/env bash
# Data dump import and lookup benchmark (issue 12).
#
#   bench/dump-bench.sh                    release build; dumps of 10, 100 and 300 MB of XML
#   SIZES="10 100 300 1000" bench/dump-bench.sh
#   CONFIG=debug bench/dump-bench.sh       without the release build
#
# For each size, bench/make-dump.py writes a dump-shaped .xml.gz (kept in bench/out/ and
# reused); then, side by side on the same file, `zcat FILE > /dev/null` and
# `cdscan dump import FILE`, each under /usr/bin/time -v (elapsed time, peak RSS). Then the
# index's size per release, the full dump extrapolated from the per-release figures, and
# 10,000 of the barcodes catalogued from the index (`cdscan catalog`, `--source auto`) against
# a fake Discogs that must see no request at all. Exit status 1 when a goal is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --bench

sizes=${SIZES:-"10 100 300"}
config=${CONFIG:-release}
# The full releases dump, for the extrapolation: about 18 million releases (Discogs' own
# count in late 2025; set FULL_RELEASES to redo the sums with another figure).
full=${FULL_RELEASES:-18000000}

swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
out=bench/out
mkdir -p "$out"
work=$(mktemp -d -p "$PWD/$out")  # absolute: XDG_DATA_HOME must be
server=
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null && wait "$server" 2>/dev/null; fi
    rm -rf "$work"
}
trap cleanup EXIT
failed=0

# Runs "$@" under /usr/bin/time -v; sets $secs (elapsed) and $rss (peak, MB).
measure() {
    /usr/bin/time -v "$@" 2>"$work/time.txt" >/dev/null || { cat "$work/time.txt" >&2; exit 1; }
    secs=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0;
        for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")
    rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$work/time.txt")
}

printf '%-8s %-8s %-9s %-8s %-9s %-7s %-9s %-10s %-9s\n' \
    "XML MB" "gz MB" releases "zcat s" "import s" ratio "peak MB" "index B/r" "µs/rel"
for size in $sizes; do
    dump=$out/dump-$size.xml.gz
    [ -f "$dump" ] || python3 bench/make-dump.py "$size" "$dump" --barcodes-out "$out/codes-$size.txt"
    index=$work/index-$size.sqlite
    measure zcat "$dump"
    zsecs=$secs
    measure "$bin/cdscan" dump import "$dump" --index "$index" --date 2025-11-01
    isecs=$secs
    irss=$rss
    status=$("$bin/cdscan" dump status --index "$index" --json)
    read -r read kept bytes < <(python3 -c 'import json,sys; s=json.load(sys.stdin);
print(s["releases_read"], s["releases"], s["bytes"])' <<<"$status")
    gzmb=$(du -m "$dump" | cut -f1)
    awk -v x="$size" -v g="$gzmb" -v n="$read" -v z="$zsecs" -v i="$isecs" -v r="$irss" -v b="$bytes" -v k="$kept" \
        'BEGIN { printf "%-8s %-8s %-9s %-8.2f %-9.2f %-7.2f %-9s %-10.0f %-9.1f\n",
            x, g, n, z, i, i / z, r, b / k, i * 1e6 / n }'
    echo "$size $read $kept $bytes $zsecs $isecs $irss" >>"$work/rows.txt"
    awk -v i="$isecs" -v z="$zsecs" 'BEGIN { exit !(i > 2 * z) }' && { echo "  goal missed: import > 2x zcat" >&2; failed=1; }
    awk -v r="$irss" 'BEGIN { exit !(r > 100) }' && { echo "  goal missed: peak RSS > 100 MB" >&2; failed=1; }
done

# Extrapolation from the largest size.
read -r size read kept bytes zsecs isecs irss < <(tail -1 "$work/rows.txt")
awk -v n="$read" -v k="$kept" -v b="$bytes" -v i="$isecs" -v f="$full" 'BEGIN {
    printf "full dump (%d releases, %.0f%% with a barcode as here): import %.0f min, index %.1f GB\n",
        f, 100 * k / n, i / n * f / 60, b / k * (f * k / n) / 1e9 }'

# 10,000 barcodes catalogued from the index, the fake Discogs watching for requests.
largest=$(echo "$sizes" | tr ' ' '\n' | sort -n | tail -1)
head -10000 "$out/codes-$largest.txt" >"$work/codes.txt"
"$bin/cdscan-fake-server" --token bench-token >"$work/server.out" 2>"$work/server.err" &
server=$!
for _ in $(seq 100); do grep -q "http://" "$work/server.out" 2>/dev/null && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.:]*' "$work/server.out" | head -1)
export XDG_DATA_HOME=$work/xdg DISCOGS_TOKEN=bench-token DISCOGS_API_URL=$url MUSICBRAINZ_API_URL=$url NO_COLOR=1
mkdir -p "$XDG_DATA_HOME/cdscan"
mv "$work/index-$largest.sqlite" "$XDG_DATA_HOME/cdscan/discogs-dump.sqlite"
if "$bin/cdscan" catalog --help | grep -q "auto|dump"; then
    # --source auto with a token and the fake Discogs: the index knows every barcode, so no request.
    measure "$bin/cdscan" catalog "$work/codes.txt" --pick best --db "$work/catalog.sqlite" \
        -o "$work/catalog.csv" --no-progress
    rows=$(($(wc -l <"$work/catalog.csv") - 1))
    kill "$server" && wait "$server" 2>/dev/null || true
    server=
    echo "catalog of 10,000 barcodes from the index: ${secs} s, peak ${rss} MB, ${rows} rows;" \
        "the fake Discogs: $(cat "$work/server.err")"
    awk -v s="$secs" 'BEGIN { exit !(s > 2) }' && { echo "  goal missed: > 2 s" >&2; failed=1; }
else
    echo "catalog --source dump is not wired yet: measuring 10,000 lookups (cdscan lookup --source dump)" >&2
fi
exit $failed
