#!/usr/bin/env bash
# Photo reading side by side, in one run: cdscan's PhotoReader (one process, every core, both
# engines, the confirmation rule), one zbarimg process and one ZXingReader process over the same
# files (retail symbologies only, as ../shared/photos/README.md shows), each judged against the
# expected codes; then camera frames per second on one core (bench/camera-bench.sh).
# cdscan runs as `cdscan-bench-decoder batch`: PhotoReader.scan(paths:), the files decoded on
# every core, which is what `scan --image` and `catalog --images` are to use.
#
#   [ROUNDS=N] bench/scan-bench.sh [PHOTOS_DIR]   default ../shared/photos; the fixtures are always run
# With ROUNDS=N the three readers take turns N times and the fastest round of each is shown
# (on a shared machine, other work then falls on each reader alike).
# Needs: swift, zbar-tools, zxing-cpp-tools (scripts/install-deps.sh --bench), python3.
set -euo pipefail
cd "$(dirname "$0")/.."
photos="${1:-../shared/photos}"
[ -d "$photos" ] || { echo "scan-bench: no photos at $photos (../shared/photos beside the checkout)" >&2; exit 66; }
out=bench/out
mkdir -p "$out"
swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
python3 bench/scan-compare.py "$bin" "$photos" Fixtures/images
echo "# load average after the photos: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
bench/camera-bench.sh
