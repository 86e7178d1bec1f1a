#!/usr/bin/env bash
# Decoder throughput: ZBarDecoder frames per second on one core (taskset -c 0), on webcam-like
# 640x480 and 1280x720 grey frames with and without a barcode (bench/decoder-frames.py).
# Goal: >= 30 fps at 1280x720 at zbar's default scan density (every row and column).
#
#   bench/decoder-bench.sh [SECONDS]      (default 3 seconds per frame)
# Needs: swift, python3 with Pillow and numpy (pip install Pillow numpy).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-3}"
out=bench/out
mkdir -p "$out"
python3 -c "import PIL, numpy" 2>/dev/null || { echo "$0: needs Pillow and numpy: pip install Pillow numpy" >&2; exit 1; }

swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
[ -f "$out/frame-1280x720-empty.pgm" ] || python3 bench/decoder-frames.py "$out"

echo "# ZBarDecoder on one core (taskset -c 0), $seconds s per frame"
for size in 640x480 1280x720; do
    for kind in barcode empty; do
        for density in 1 2; do
            taskset -c 0 "$bin" fps "$out/frame-$size-$kind.pgm" "$seconds" "$density"
        done
    done
done
