#!/usr/bin/env python3
"""Writes a rendered 'recording' of 1280x720 grey webcam frames for bench/camera-bench.sh:

    python3 bench/camera-frames.py [OUTDIR]      (default bench/out/camera)

OUTDIR/frame-NNN.pgm, and OUTDIR/expected.tsv (frame, then its code as GTIN-13 or 'none').
Half the frames show a CD back held up to the camera with its barcode label in view, at
different distances, tilts, positions, light, focus and noise; the other half show the same
kinds of scene with no barcode: a CD back without its label, or the background alone. The
backgrounds are textured on purpose (wood grain, a printed page, a bookshelf of spines, window
blinds, a woven cloth), so that frames without a code still have edges and bar-like stripes.
Built from the fixture generator's tray card (Fixtures/images/generate.py). Needs Pillow, numpy.
"""

import os
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Fixtures", "images"))
import ean  # noqa: E402
import generate  # noqa: E402

SIZE = (1280, 720)
FRAMES = 60  # 30 with a code, 30 without
CODES = [("upca", c) for c in generate.UPCA] + [("ean13", c) for c in generate.EAN13]


def wood(rng):
    w, h = SIZE
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    warp = generate.smooth_noise(rng, SIZE, (6, 4), 60)
    grain = np.sin((yy + warp) / rng.uniform(5, 12)) * 25 + generate.smooth_noise(rng, SIZE, (40, 30), 10)
    return 120 + grain


def printed_page(rng):
    img = Image.new("L", SIZE, int(rng.uniform(200, 240)))
    draw = ImageDraw.Draw(img)
    size = int(rng.uniform(14, 26))
    words = "the quick brown fox jumps over a lazy dog compact disc liner notes track".split()
    for y in range(10, SIZE[1], int(size * 1.5)):
        line = " ".join(rng.choice(words, 30))
        draw.text((10, y), line, fill=int(rng.uniform(10, 60)), font=ean.font(size))
    return np.asarray(img, np.float32)


def bookshelf(rng):
    """Spines of random widths and shades: stripes that look a little like bars."""
    w, h = SIZE
    row = np.zeros(w, np.float32)
    x = 0
    while x < w:
        width = int(rng.uniform(8, 60))
        row[x:x + width] = rng.uniform(30, 220)
        x += width
    return np.tile(row, (h, 1)) + generate.smooth_noise(rng, SIZE, (10, 6), 15)


def blinds(rng):
    """Regular horizontal slats, the strongest repeated edges a room offers."""
    h = SIZE[1]
    period = rng.uniform(10, 24)
    column = 140 + 70 * np.sign(np.sin(np.arange(h) / period * 2 * np.pi))
    return np.tile(column[:, None], (1, SIZE[0])).astype(np.float32) + generate.smooth_noise(rng, SIZE, (8, 5), 25)


def cloth(rng):
    w, h = SIZE
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    period = rng.uniform(3, 7)
    weave = np.sin(xx / period) * np.sin(yy / period) * 30
    return 110 + weave + generate.smooth_noise(rng, SIZE, (12, 8), 20)


BACKGROUNDS = [wood, printed_page, bookshelf, blinds, cloth]


def card_quad(rng, scale, tilt):
    """Where the CD back lands in the frame: its corners, `scale` of the frame's height, turned `tilt` degrees."""
    w, h = SIZE
    side = h * scale
    cx, cy = rng.uniform(0.35, 0.65) * w, rng.uniform(0.4, 0.6) * h
    corners = np.array([(-1, -0.9), (1, -0.9), (1, 0.9), (-1, 0.9)], np.float32) * side / 2
    corners += rng.normal(0, side * 0.02, corners.shape)  # a little perspective: the case is held by hand
    t = np.radians(tilt)
    turn = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]], np.float32)
    return [tuple(p) for p in corners @ turn.T + (cx, cy)]


def frame(rng, index):
    with_code = index % 2 == 0
    background = BACKGROUNDS[(index // 2) % len(BACKGROUNDS)](rng)
    kind, code = CODES[(index // 2) % len(CODES)]
    scene = background
    show_card = with_code or rng.uniform() < 0.7
    if show_card:
        card = generate.tray_card(rng, (1400, 1200), code, kind, 3, with_barcode=with_code,
                                  label_pos=(0.5, 0.55))
        # The label fills the middle of the view: crop the card around it, as a person holds it up.
        crop = rng.uniform(0.55, 0.9)
        cw, ch = int(1400 * crop), int(1200 * crop)
        region = card.crop((700 - cw // 2, 660 - ch // 2, 700 + cw // 2, 660 + ch // 2))
        quad = card_quad(rng, rng.uniform(0.8, 1.25), rng.uniform(-18, 18))
        warped = generate.to_array(generate.warp(region.convert("RGBA"), quad, SIZE, (0, 0, 0, 0)))
        alpha = warped[..., 3] / 255
        grey = warped[..., :3].mean(axis=2)
        scene = grey * alpha + background * (1 - alpha)
    w, h = SIZE
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    low, high = rng.uniform(0.45, 0.8), rng.uniform(0.95, 1.15)
    scene = scene * (low + (high - low) * (xx / w * 0.6 + yy / h * 0.4))
    img = Image.fromarray(scene.clip(0, 255).astype(np.uint8), "L")
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.6)))
    noisy = np.asarray(img, np.float32) + rng.normal(0, rng.uniform(2, 6), (h, w))
    expected = ("0" + code if len(code) == 12 else code) if with_code else "none"
    return Image.fromarray(noisy.clip(0, 255).astype(np.uint8), "L"), expected


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "out", "camera")
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(1280)
    lines = []
    for index in range(FRAMES):
        img, expected = frame(rng, index)
        name = f"frame-{index:03d}.pgm"
        with open(os.path.join(out, name), "wb") as f:
            f.write(b"P5\n%d %d\n255\n" % img.size)
            f.write(img.tobytes())
        lines.append(f"{name}\t{expected}\n")
    with open(os.path.join(out, "expected.tsv"), "w") as f:
        f.write("# frame\tcode (GTIN-13) or none; written by bench/camera-frames.py\n")
        f.writelines(lines)


if __name__ == "__main__":
    main()
