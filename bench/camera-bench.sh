#!/usr/bin/env bash
# Camera frames per second: a rendered 1280x720 webcam recording (bench/camera-frames.py: 30
# frames with a CD back's barcode in view, 30 without, on textured backgrounds) decoded on one
# core (taskset -c 0), frame after frame as the camera loop decodes them, side by side in one
# run: zbar alone at density 1 and at the camera's density, zxing-cpp alone, and FrameReader,
# the camera's reader (zbar at the camera's density + zxing-cpp, confirmation rule on).
# Goal: FrameReader >= 30 fps. fps(cpu) counts this thread's CPU time, so other work on the
# machine does not lower it; fps(wall) does. "read" counts frames whose code was read,
# "wrong" frames with any other code.
#
#   bench/camera-bench.sh [SECONDS]      (default 5 seconds per reader)
# Needs: swift, python3 with Pillow and numpy (pip install Pillow numpy).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
frames=bench/out/camera
python3 -c "import PIL, numpy" 2>/dev/null || { echo "$0: needs Pillow and numpy: pip install Pillow numpy" >&2; exit 1; }
swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
[ -f "$frames/expected.tsv" ] || python3 bench/camera-frames.py "$frames"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
taskset -c 0 "$bin" camera "$frames" "$seconds"
