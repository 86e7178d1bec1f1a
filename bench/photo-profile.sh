#!/usr/bin/env bash
# Where a photo's time goes (issue 44): callgrind's instruction counts of cdscan's photo reader
# (`cdscan-bench-decoder scan`, one thread) over some photos, split into loading (libpng,
# libwebp, libjpeg-turbo, zlib), zbar, zxing-cpp, the passes' image operations (GrayFrame's
# turns, scaling, filters, margins) and the bars' check (PatternCheck), each in all and per
# photo. Instructions, unlike time, do not depend on what else the machine runs.
#
#   bench/photo-profile.sh [PATH...]   (default: ../shared/photos-zxing/no-retail-code)
#
# PROFILE_BINARY, when set, is profiled instead of the release build (to compare two builds).
# Writes only into a new temporary folder (mktemp -d), whose path it prints: the stripped copy
# of the binary (valgrind 3.19 cannot read Swift 6's DWARF 5) and callgrind's output.
# Needs: valgrind (callgrind_annotate), binutils (objcopy), swift-demangle.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(../shared/photos-zxing/no-retail-code)
bin=${PROFILE_BINARY:-}
if [ -z "$bin" ]; then
    swift build -c release --product cdscan-bench-decoder >/dev/null
    bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/photo-profile.XXXXXX")
objcopy --strip-debug "$bin" "$work/bench-decoder"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/bench-decoder" scan "${paths[@]}" \
    >"$work/scan.txt" 2>"$work/valgrind.txt"
photos=$(grep -c -v '^read ' "$work/scan.txt" || true)
callgrind_annotate --inclusive=yes --threshold=100 "$work/callgrind.out" 2>/dev/null | swift demangle --simplified \
    >"$work/inclusive.txt"
echo "# $work: $photos photos, $(grep -o 'refs: *[0-9,]*' "$work/valgrind.txt" | tr -d ' ,' | cut -d: -f2) instructions"
# Inclusive counts of the functions that bound each part (the first line naming each).
python3 - "$work/inclusive.txt" "$photos" <<'EOF'
import re, sys
path, photos = sys.argv[1], max(1, int(sys.argv[2]))
parts = [
    ("whole reading", r"\bPhotoReader\.read\(path:\)"),
    ("loading", r"\bImageLoader\.load\(path:\)"),
    ("zbar", r"\bZBarDecoder\.decode\(_:\)"),
    ("zxing-cpp", r"\bZXingDecoder\.decode\(_:\)"),
    ("passes' frames (ScanPass.prepare)", r"\bScanPass\.prepare\(_:shrunk:\)"),
    ("  turns (GrayFrame.rotated)", r"\bGrayFrame\.rotated\(degrees:\)"),
    ("bars' check (PatternCheck)", r"\bPatternCheck\.verdict\(in:code:box:\)"),
    ("bar structure", r"\bBarStructure\.likely\(in:\)"),
]
lines = open(path).read().splitlines()
counts = {}
for name, pattern in parts:
    counts[name] = 0
    for line in lines:
        if re.search(pattern, line):
            counts[name] = int(line.split()[0].replace(",", ""))
            break
whole = counts["whole reading"]
# What no part above holds: the rule, FrameLook, the passes' bookkeeping, the engines' Swift wrappers.
counts["rest"] = whole - sum(counts[name] for name, _ in parts[1:] if not name.startswith("  "))
for name, count in counts.items():
    share = 100.0 * count / whole if whole else 0
    print(f"{name:36s} {count:>15,d} {share:6.1f}%  {count / photos / 1e6:8.2f} M per photo")
EOF
