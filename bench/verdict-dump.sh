#!/usr/bin/env bash
# Every verdict cdscan's photo reader gives, as text, for a change that must alter none (a faster
# image operation, issue 44): each photo's codes, boxes, conflicts and engine reads, and the bars'
# check's scores to the last bit (`cdscan-bench-decoder verdicts --scores`), over every part of
# ../shared/photos-zxing (tune, valid, none), ../shared/photos and Fixtures/images. A change that
# alters no verdict may be checked on all parts; one that alters any is chosen on tuning data
# alone (bench/zxing-photos-split.tsv).
#
#   bench/verdict-dump.sh            a dump made with the release build, in a new temporary
#                                    folder; prints its path
#   bench/verdict-dump.sh BASELINE   the same, then compares it with BASELINE (an earlier dump):
#                                    exit 0 when byte-identical, 1 with the differences otherwise
#
# Writes only into the folder it makes (mktemp -d); reads the photos, never changes them.
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=${1:-}
if [ -n "$baseline" ] && [ ! -f "$baseline" ]; then
    echo "$0: no dump at $baseline" >&2
    exit 64
fi
swift build -c release --product cdscan-bench-decoder >/dev/null
bin="$(swift build -c release --show-bin-path)/cdscan-bench-decoder"
sets=()
for folder in ../shared/photos-zxing ../shared/photos; do
    if [ -d "$folder" ]; then sets+=("$folder"); else echo "# $folder not found: left out" >&2; fi
done
sets+=(Fixtures/images)
out="$(mktemp -d "${TMPDIR:-/tmp}/verdict-dump.XXXXXX")/verdicts.txt"
# set -o noclobber: the file is created anew (O_EXCL), never written over.
(set -o noclobber; "$bin" verdicts --scores "${sets[@]}" >"$out")
echo "$out: $(grep -c '^file ' "$out") files, $(grep -c '^  code ' "$out") codes, $(grep -c '^  read ' "$out") reads"
if [ -n "$baseline" ]; then
    if cmp -s "$baseline" "$out"; then
        echo "byte-identical to $baseline"
    else
        echo "DIFFERS from $baseline:"
        diff "$baseline" "$out" | head -40
        exit 1
    fi
fi
