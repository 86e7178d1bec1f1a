#!/usr/bin/env python3
"""Writes webcam-like grey frames for bench/decoder-bench.sh into OUTDIR (default bench/out):

    frame-640x480-barcode.pgm    a CD back held up to the camera, its barcode label in view
    frame-640x480-empty.pgm      the same kind of scene with no barcode
    frame-1280x720-barcode.pgm, frame-1280x720-empty.pgm, and the same at 1920x1080
    degraded-1280x720-*.pgm      the barcode scene through what a webcam does to it (DEGRADED),
                                 to check that a sparser scan density still reads such frames

Built from the fixture generator's tray card (Fixtures/images/generate.py), then a mild
perspective, webcam softness and sensor noise. Needs Pillow and numpy.
"""

import io
import os
import sys

import numpy as np
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Fixtures", "images"))
import generate  # noqa: E402


def frame(rng, size, with_barcode, crop_w=760, angle=0.0, light=(0.7, 1.05), blur=0.7, noise=5.0, glare=None):
    """`blur` is in pixels of a 640-wide frame; `crop_w` is how much of the card is in view (more: smaller bars)."""
    w, h = size
    card = generate.tray_card(rng, (1400, 1200), "029667431224", "upca", 3, angle=angle, with_barcode=with_barcode)
    # The part of the card around the label (at 68%, 78%), as wide as the frame's aspect ratio asks.
    crop_h = int(crop_w * h / w)
    cx, cy = int(1400 * 0.66), int(1200 * 0.74)
    region = card.crop((cx - crop_w // 2, cy - crop_h // 2, cx + crop_w // 2, cy + crop_h // 2))
    quad = [(w * 0.02, h * 0.05), (w * 0.97, h * 0.0), (w * 1.0, h * 0.98), (w * 0.0, h * 0.93)]
    img = generate.photograph(rng, region, size, quad, light=light, glare=glare, blur=blur * w / 640, noise=noise)
    return img.convert("L")


def motion_blur(img, length):
    """A hand moving the case sideways during the exposure: the mean of `length` shifted copies."""
    arr = np.asarray(img, np.float32)
    out = sum(np.roll(arr, shift - length // 2, axis=1) for shift in range(length)) / length
    return Image.fromarray(out.clip(0, 255).astype(np.uint8), "L")


def mjpeg(img, quality):
    """A frame as a webcam's MJPEG stream delivers it."""
    buffer = io.BytesIO()
    img.save(buffer, "JPEG", quality=quality)
    return Image.open(io.BytesIO(buffer.getvalue())).convert("L")


# What webcams do to a barcode at 1280x720: name, frame() arguments, then a post-process.
DEGRADED = [
    ("soft", {"blur": 1.0}, None),
    ("dim", {"light": (0.3, 0.45), "noise": 4.0}, None),
    ("small", {"crop_w": 1250}, None),
    ("tilted-20", {"angle": 20}, None),
    ("glare", {"glare": (0.55, 0.55, 0.12, 140)}, None),
    ("motion", {}, lambda img: motion_blur(img, 5)),
    ("mjpeg-q25", {"noise": 7.0}, lambda img: mjpeg(img, 25)),
]


def write_pgm(img, path):
    with open(path, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % img.size)
        f.write(img.tobytes())


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "out")
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(480)
    for size in ((640, 480), (1280, 720)):
        for with_barcode in (True, False):
            name = f"frame-{size[0]}x{size[1]}-{'barcode' if with_barcode else 'empty'}.pgm"
            write_pgm(frame(rng, size, with_barcode), os.path.join(out, name))
    rng = np.random.default_rng(720)  # its own generator: the frames above stay as they were
    for name, arguments, post in DEGRADED:
        img = frame(rng, (1280, 720), True, **arguments)
        write_pgm(post(img) if post else img, os.path.join(out, f"degraded-1280x720-{name}.pgm"))
    rng = np.random.default_rng(1080)
    for with_barcode in (True, False):
        name = f"frame-1920x1080-{'barcode' if with_barcode else 'empty'}.pgm"
        write_pgm(frame(rng, (1920, 1080), with_barcode), os.path.join(out, name))


if __name__ == "__main__":
    main()
