#!/usr/bin/env bash
# Photo reading: hit rate and time of cdscan's PhotoReader next to zbarimg and ZXingReader on the
# fixtures (Fixtures/images: photos/, degraded/, none/), then peak memory (/usr/bin/time -v) for
# loading and scanning a generated 24-megapixel phone JPEG (written to bench/out/, not committed).
#
#   bench/photos-bench.sh
# Needs: swift, zbar-tools, zxing-cpp-tools (scripts/install-deps.sh --bench), python3 with
# Pillow and numpy (pip install Pillow numpy), GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
mkdir -p "$out"
python3 -c "import PIL, numpy" 2>/dev/null || { echo "$0: needs Pillow and numpy: pip install Pillow numpy" >&2; exit 1; }

swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"

echo "# Hit rate, one process per file on one core"
python3 bench/photos-compare.py "$bin" photos degraded none

big="$out/phone-24mp.jpg"
[ -f "$big" ] || python3 Fixtures/images/generate.py --big "$big"
echo
echo "# Peak memory, $big ($(($(stat -c %s "$big") / 1024)) KiB, 6000x4000 stored, EXIF orientation 6)"
rss() {  # label, command...
    local label=$1
    shift
    local log
    log=$(mktemp)
    /usr/bin/time -v taskset -c 0 "$@" >"$log.out" 2>"$log" || true
    printf '%-34s %6d MiB  %6.2f s  %s\n' "$label" \
        $(($(awk -F': ' '/Maximum resident/ {print $2}' "$log") / 1024)) \
        "$(awk -F': ' '/Elapsed \(wall/ {n=split($2,t,":"); print t[n] + (n > 1 ? t[n-1] * 60 : 0)}' "$log")" \
        "$(head -c 100 "$log.out" | tr '\n\t' '  ')"
    rm -f "$log" "$log.out"
}
rss "cdscan load (decode + EXIF turn)" "$bin" load "$big"
rss "cdscan scan (load + passes)" "$bin" scan "$big"
rss "zbarimg" zbarimg --nodbus -q --raw -Sdisable -Sean13.enable -Supca.enable -Supce.enable -Sean8.enable "$big"
rss "ZXingReader" ZXingReader -1 -format EAN-8,EAN-13,UPC-A,UPC-E "$big"
