#!/usr/bin/env bash
# zxing-camera-frames.sh CDSCAN OUTDIR [PER_FOLDER [PART]]: the real photos of ../shared/photos-zxing's
# validation part (bench/zxing-photos-split.tsv; PART `tune` for its tuning part, or `photos` for
# the retail folders of ../shared/photos, on which the camera's passes are chosen) that the photo
# reader (`cdscan scan --image`) reads,
# each shown as a camera would: letterboxed on a white 1280x720 frame, centred, shrunk to fit when
# larger and never enlarged (most are 240x240 or 480x480), grey, as OUTDIR/NNN-FOLDER-NAME.png, with
# OUTDIR/expected.tsv (frame, then the code the photo reader read, as GTIN-13) for
# `cdscan-bench-decoder camera OUTDIR` (fps on one core) and for scripts/camera-test.sh (case 1c).
# PER_FOLDER takes only the first N photos of each folder by file name, read or not (a fixed subset,
# never chosen by what the camera reads); default (or 0): all of them. PART `none` shows every photo
# without a retail code (ZXing's no-retail-code folder and ../shared/photos/no-retail-code), each
# listed with the code `none`: any code the camera reads there is wrong.
# The photos stay where they are: only the rendered frames are written, into OUTDIR (made here).
# Exit 0 with one line on stderr and no OUTDIR when ../shared/photos-zxing is missing.
set -euo pipefail
cdscan=$1 outdir=$2 per=${3:-0} part=${4:-valid}
cd "$(dirname "$0")/.."
photos=../shared/photos-zxing
case $part in
    tune | valid) folders=$(awk -v part="$part" '!/^#/ && $2 == part { print $1 }' bench/zxing-photos-split.tsv) ;;
    photos) photos=../shared/photos folders="ean13-q ean13-extension-q ean8-q upca-q upce-q" ;;
    none) folders="no-retail-code ../photos/no-retail-code" ;;
    *) echo "zxing-camera-frames: PART is tune, valid, photos or none, not $part" >&2; exit 2 ;;
esac
[ -d "$photos" ] || { echo "zxing-camera-frames: SKIPPED: no $photos beside the checkout" >&2; exit 0; }
# ImageMagick's own convert (Debian's imagemagick, which the v4l2lab VM installs).
convert=/usr/bin/convert-im6.q16
[ -x "$convert" ] || convert=/usr/bin/convert
[ -x "$convert" ] || { echo "zxing-camera-frames: ImageMagick's convert not found" >&2; exit 1; }
mkdir "$outdir"
files=()
for folder in $folders; do
    taken=0
    for file in "$photos/$folder"/*.png "$photos/$folder"/*.jpg; do
        [ -f "$file" ] || continue
        [ "$per" -gt 0 ] && [ "$taken" -ge "$per" ] && break
        files+=("$file")
        taken=$((taken + 1))
    done
done
# One run of the photo reader over the whole list: "PATH: CODE (FORMAT)" for each photo it reads;
# without a code, every photo as "PATH: none".
if [ "$part" = none ]; then
    printf '%s: none\n' "${files[@]}" >"$outdir/photo-reader.txt"
else
    "$cdscan" scan --no-lookup --image "${files[@]}" 2>/dev/null >"$outdir/photo-reader.txt" || true
fi
printf '# frame\tcode the photo reader read (GTIN-13)\n' >"$outdir/expected.tsv"
index=0
while IFS= read -r line; do
    file=${line%%: *}
    code=$(printf '%s\n' "${line#*: }" | awk '{ print $1 }')
    [[ $code =~ ^[0-9]{12,13}$ || $code = none ]] || continue
    [ ${#code} -eq 12 ] && code=0$code
    folder=$(basename "$(dirname "$file")")
    name=$(printf '%03d-%s-%s.png' "$((index + 1))" "$folder" "$(basename "${file%.*}")")
    # A photo ImageMagick cannot read (no-retail-code holds a truncated one on purpose) is left out.
    "$convert" "$file" -colorspace Gray -resize '1280x720>' -background white -gravity center \
        -extent 1280x720 -depth 8 -strip "$outdir/$name" 2>/dev/null ||
        { echo "zxing-camera-frames: left out $file: ImageMagick cannot read it" >&2; continue; }
    index=$((index + 1))
    printf '%s\t%s\n' "$name" "$code" >>"$outdir/expected.tsv"
done <"$outdir/photo-reader.txt"
echo "zxing-camera-frames: ${#files[@]} photos of the $part part, $index framed (read by the photo reader; for none, every one ImageMagick reads), in $outdir" >&2
