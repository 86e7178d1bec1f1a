#!/usr/bin/env bash
# Real photos cdscan was not tuned on (issue 44): ZXing's series of retail-code photos in
# ../shared/photos-zxing, split by folder into a tuning part and a validation part
# (bench/zxing-photos-split.tsv), and its photos without a retail code; then ../shared/photos.
# For each: cdscan (`cdscan-bench-decoder batch`, every core, as `scan --image` reads), zbarimg
# (reads counted on each file alone) and ZXingReader over the whole part: hits,
# photos either engine reads that cdscan misses ("below either"), wrong reads against the .txt
# truth (on the no-code photos any read), wall time and cdscan's wall time over zbarimg's (the
# medians of 5 runs each, taken in turns).
#
#   bench/zxing-photos-bench.sh [PART...]   (default: tune valid none photos)
#
# The validation part is judged once, with a rule chosen on the tuning part alone (the figures of
# that run: bench/zxing-photos-bench.results.txt).
# Needs: swift, zbar-tools, zxing-cpp-tools (scripts/install-deps.sh --bench), python3.
set -euo pipefail
cd "$(dirname "$0")/.."
# ZXING_BENCH_REPEAT (5 unless set): wall times taken that many times each, zbarimg and cdscan in
# turns, and their medians compared (recall-compare.py --repeat).
repeat=${ZXING_BENCH_REPEAT:-5}
parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(tune valid none photos)
if [ ! -d ../shared/photos-zxing ]; then
    echo "$0: ../shared/photos-zxing not found beside the checkout: skipped" >&2
    exit 0
fi
swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
for part in "${parts[@]}"; do
    echo
    if [ "$part" = photos ]; then
        if [ ! -d ../shared/photos ]; then
            echo "# ../shared/photos not found: skipped"
            continue
        fi
        echo "# ../shared/photos"
        python3 bench/recall-compare.py "$bin" - photos --list --repeat "$repeat"
    else
        echo "# ../shared/photos-zxing, $part part"
        python3 bench/recall-compare.py "$bin" - "zxing:$part" --list --repeat "$repeat"
    fi
done
