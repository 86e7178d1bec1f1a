#!/usr/bin/env python3
"""Webcam frames of a case held close, for bench/camera-bench.sh close:

    python3 bench/camera-close.py MANIFEST.tsv HALF OUTDIR

Each photo of HALF of a bench/degraded-set.py set (tight, soft, JPEG-worn crops of one symbol)
is scaled so the crop is 260 to 500 pixels wide, the symbol a little less, and letterboxed onto
a white 1280x720 frame, as ../shared/v4l2lab feeds a camera: the case held close to the lens.
OUTDIR/frame-NNN.pgm and OUTDIR/expected.tsv (frame, GTIN-13 or "none"), as camera-frames.py
writes them.
"""

import os
import random
import sys

from PIL import Image

SIZE = (1280, 720)


def main():
    manifest, half, out = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out, exist_ok=True)
    base = os.path.dirname(os.path.abspath(manifest))
    rng = random.Random(half)
    rows = []
    for line in open(manifest):
        if line.startswith("#"):
            continue
        file, row_half, _kind, expect, source = line.rstrip("\n").split("\t")
        if row_half != half or source == "photo":
            continue  # the degraded crops only: the whole photos are not cases held close
        image = Image.open(os.path.join(base, file)).convert("L")
        width = rng.uniform(260, 500)
        scale = min(width / image.width, 700 / image.height)
        image = image.resize((max(1, int(image.width * scale)), max(1, int(image.height * scale))), Image.BILINEAR)
        frame = Image.new("L", SIZE, 255)
        frame.paste(image, ((SIZE[0] - image.width) // 2, (SIZE[1] - image.height) // 2))
        name = f"frame-{len(rows):03d}.pgm"
        frame.save(os.path.join(out, name))
        rows.append((name, expect))
    with open(os.path.join(out, "expected.tsv"), "w") as f:
        for name, expect in rows:
            f.write(f"{name}\t{expect}\n")
    print(f"{len(rows)} frames, {sum(1 for _, e in rows if e != 'none')} with a code")


if __name__ == "__main__":
    main()
