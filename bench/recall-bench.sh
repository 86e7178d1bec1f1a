#!/usr/bin/env bash
# Photo recall, wrong reads and time: cdscan beside zbarimg and ZXingReader, each run once over a
# whole set (one process each; cdscan reads on every core, as `scan --image` does), on the tuning
# half and the validation half of a degraded set and on ../shared/photos; then the camera's reader
# on webcam frames of cases held close, and on bench/camera-frames.py's recording.
#
#   bench/recall-bench.sh [SEED...]      (default: 2026 7 11 23, the sets the README reports)
#
# Each SEED is a set of its own (bench/degraded-set.py): rendered products and crops of
# ../shared/photos, degraded as a webcam or phone delivers them, split by product into "tune" and
# "valid". ScanPass.standard and ConfirmationRule.standard were chosen on tuning halves only
# (bench/recall-eval.py replays bench/out/degraded-trace.jsonl); the validation halves are the
# figures that count. Written to bench/out/ (not committed).
# Needs: swift, zbar-tools, zxing-cpp-tools, python3 with Pillow and numpy
# (scripts/install-deps.sh --bench).
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=("$@")
[ ${#seeds[@]} -gt 0 ] || seeds=(2026 7 11 23)
python3 -c "import PIL, numpy" 2>/dev/null || { echo "$0: needs Pillow and numpy: pip install Pillow numpy" >&2; exit 1; }
swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
mkdir -p bench/out
# Where each photo's code is, for the crops: every pass's reads of ../shared/photos.
trace=bench/out/shared-trace.jsonl
[ -s "$trace" ] || "$bin" trace --candidates ../shared/photos/{ean13-q,ean13-extension-q,ean8-q,upca-q,upce-q}/*.jpg >"$trace"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
for seed in "${seeds[@]}"; do
    set_dir=bench/out/degraded-$seed
    [ -f "$set_dir/manifest.tsv" ] || python3 bench/degraded-set.py "$set_dir" "$trace" "$seed" 2>/dev/null
    for half in tune valid; do
        echo
        echo "# seed $seed, $half half"
        python3 bench/recall-compare.py "$bin" "$set_dir/manifest.tsv" "$half" --list
    done
done
echo
echo "# ../shared/photos (real photos; their products are spread over both halves)"
python3 bench/recall-compare.py "$bin" "bench/out/degraded-${seeds[0]}/manifest.tsv" photos --list
for half in tune valid; do
    frames=bench/out/camera-close-${seeds[0]}-$half
    [ -f "$frames/expected.tsv" ] || python3 bench/camera-close.py "bench/out/degraded-${seeds[0]}/manifest.tsv" "$half" "$frames"
    echo
    echo "# camera: cases held close, $half half of seed ${seeds[0]}, one core"
    taskset -c 0 "$bin" camera "$frames" 3
done
[ -f bench/out/camera/expected.tsv ] || python3 bench/camera-frames.py bench/out/camera
echo
echo "# camera: bench/camera-frames.py's recording, one core"
taskset -c 0 "$bin" camera bench/out/camera 3
