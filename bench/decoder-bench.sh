#!/usr/bin/env bash
# Decoder throughput: ZBarDecoder frames per second on one core (taskset -c 0), on webcam-like
# 640x480, 1280x720 and 1920x1080 grey frames with and without a barcode, at scan density 1
# (every row and column), 2 (every second one) and 3; then whether densities 1, 2 and 3 still
# read 1280x720 frames degraded the way webcams degrade them (bench/decoder-frames.py writes all).
# Goal: >= 30 fps at 640x480 and 1280x720 at ZBarDecoder.recommendedDensity (what the camera
# loop uses: 1 up to 640x480, 2 above), reading every degraded frame that density 1 reads; and
# >= 30 fps at 1280x720 for FrameReader (both engines, confirmation rule on), the camera's reader.
#
#   bench/decoder-bench.sh [SECONDS]      (default 3 seconds per frame; 1 s for the degraded ones)
# Needs: swift, python3 with Pillow and numpy (pip install Pillow numpy).
# Figures are per core: on a machine busy with other work they come out lower and noisier.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-3}"
out=bench/out
mkdir -p "$out"
python3 -c "import PIL, numpy" 2>/dev/null || { echo "$0: needs Pillow and numpy: pip install Pillow numpy" >&2; exit 1; }

swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
[ -f "$out/frame-1920x1080-empty.pgm" ] || python3 bench/decoder-frames.py "$out"

# One fps line, shortened: frame, density, fps, ms/frame, what was read.
fps() {  # file seconds density
    taskset -c 0 "$bin" fps "$1" "$2" "$3" |
        awk -F'\t' '{n = split($1, p, "/"); printf "%-32s %-9s %10s %14s  %s\n", p[n], $3, $6, $7, $8}'
}

echo "# ZBarDecoder on one core (taskset -c 0), $seconds s per frame"
for size in 640x480 1280x720 1920x1080; do
    for kind in barcode empty; do
        for density in 1 2 3; do
            fps "$out/frame-$size-$kind.pgm" "$seconds" "$density"
        done
    done
done

echo
echo "# Degraded 1280x720 frames: does a sparser density still read them? (1 s per frame)"
for frame in "$out"/degraded-1280x720-*.pgm; do
    for density in 1 2 3; do
        fps "$frame" 1 "$density"
    done
done

echo
echo "# FrameReader (the camera's reader): zbar at the camera's density, zxing-cpp, confirmation rule on"
for size in 640x480 1280x720; do
    for kind in barcode empty; do
        taskset -c 0 "$bin" confirmed "$out/frame-$size-$kind.pgm" "$seconds" |
            awk -F'\t' '{n = split($1, p, "/"); printf "%-32s %-9s %10s %14s  %s\n", p[n], $3, $6, $7, $8}'
    done
done

echo
echo "# ZBarDecoder.recommendedDensity (the camera loop's choice)"
for size in 640x480 1280x720 1920x1080; do
    echo "$size: density $("$bin" density "${size%x*}" "${size#*x}")"
done
