#!/usr/bin/env python3
"""Writes webcam-like grey frames for bench/decoder-bench.sh into OUTDIR (default bench/out):

    frame-640x480-barcode.pgm    a CD back held up to the camera, its barcode label in view
    frame-640x480-empty.pgm      the same kind of scene with no barcode
    frame-1280x720-barcode.pgm, frame-1280x720-empty.pgm

Built from the fixture generator's tray card (Fixtures/images/generate.py), then a mild
perspective, webcam softness and sensor noise. Needs Pillow and numpy.
"""

import os
import sys

import numpy as np
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Fixtures", "images"))
import generate  # noqa: E402


def frame(rng, size, with_barcode):
    w, h = size
    card = generate.tray_card(rng, (1400, 1200), "029667431224", "upca", 3, with_barcode=with_barcode)
    # The part of the card around the label (at 68%, 78%), as wide as the frame's aspect ratio asks.
    crop_w = 760
    crop_h = int(crop_w * h / w)
    cx, cy = int(1400 * 0.66), int(1200 * 0.74)
    region = card.crop((cx - crop_w // 2, cy - crop_h // 2, cx + crop_w // 2, cy + crop_h // 2))
    quad = [(w * 0.02, h * 0.05), (w * 0.97, h * 0.0), (w * 1.0, h * 0.98), (w * 0.0, h * 0.93)]
    img = generate.photograph(rng, region, size, quad, light=(0.7, 1.05), blur=0.7 * w / 640, noise=5.0)
    return img.convert("L")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "out")
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(480)
    for size in ((640, 480), (1280, 720)):
        for with_barcode in (True, False):
            name = f"frame-{size[0]}x{size[1]}-{'barcode' if with_barcode else 'empty'}.pgm"
            img = frame(rng, size, with_barcode)
            with open(os.path.join(out, name), "wb") as f:
                f.write(b"P5\n%d %d\n255\n" % img.size)
                f.write(img.tobytes())


if __name__ == "__main__":
    main()
