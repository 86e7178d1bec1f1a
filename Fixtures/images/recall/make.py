#!/usr/bin/env python3
"""Writes the degraded photos of Fixtures/images/recall and their manifest.

    python3 Fixtures/images/recall/make.py

One small photo of each kind a webcam or a phone delivers of a CD case held close, each the
only symbol in view: a tight crop whose quiet zone the frame cuts, a symbol 132 pixels wide (narrower, no engine here reads one),
defocus, motion blur, JPEG quality 30, low contrast, glare, a turn of 12 degrees, a little
perspective, a blurred UPC-E printed in the rarer of its code's two forms; and a book's ISBN, which `scan` must name as a book and not look up. The bench's
degraded set (bench/degraded-set.py) is made the same way, at random and far bigger; these are
fixed, for end-to-end tests. Codes are made up (valid check digits), but for the two CDs named
in Fixtures/images/README.md and the ISBN. Needs Pillow and numpy. Deterministic.
"""

import io
import os
import sys

import numpy as np
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import ean  # noqa: E402


def symbol(kind, code, module=4, bars=0.45):
    """The rendered symbol on paper, and the bars' box (quiet zones excluded)."""
    modules = {"ean13": 95, "upca": 95, "ean8": 67, "upce": 51}[kind]
    image = ean.render(kind, code, module=module, height=int(95 * module * bars))
    left = 11 * module
    return image, (left, 2 * module, left + modules * module, 2 * module + int(95 * module * bars))


def crop(image, box, left_modules, right_modules, module=4):
    x0, y0, x1, y1 = box
    return image.crop((max(0, x0 - left_modules * module), 0, min(image.width, x1 + right_modules * module),
                       image.height))


def scaled(image, width):
    return image.resize((width, max(1, round(image.height * width / image.width))), Image.LANCZOS)


def jpeg(image, quality=70):
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality)
    return buffer.getvalue()


def noisy(image, sigma, seed):
    arr = np.asarray(image, dtype=np.float32) + np.random.default_rng(seed).normal(0, sigma, (image.height, image.width))
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8))


def photos():
    """(file name, expected GTIN-13 or "book", note, JPEG bytes) for each kind."""
    out = []
    image, box = symbol("ean13", "5099750442227")
    out.append(("tight-crop.jpg", "5099750442227", "quiet zone cut to 1 module on the left, 2 on the right",
                jpeg(scaled(crop(image, box, 1, 2), 300))))
    image, box = symbol("upca", "029667431224")
    out.append(("small-130px.jpg", "0029667431224", "the symbol 132 pixels wide, 1.4 pixels a module",
                jpeg(scaled(crop(image, box, 3, 3), 140), 85)))
    image, box = symbol("ean13", "4006408687016")
    soft = scaled(crop(image, box, 2, 4), 220).filter(ImageFilter.GaussianBlur(0.9))
    out.append(("defocus.jpg", "4006408687016", "Gaussian blur of 0.4 module", jpeg(soft, 60)))
    image, box = symbol("ean13", "4988005543059")
    arr = np.asarray(scaled(crop(image, box, 3, 3), 260), dtype=np.float32)
    kernel = np.ones(3, dtype=np.float32) / 3
    moved = np.apply_along_axis(lambda row: np.convolve(row, kernel, mode="same"), 1, arr)
    out.append(("motion-blur.jpg", "4988005543059", "horizontal motion of a module",
                jpeg(Image.fromarray(moved.clip(0, 255).astype(np.uint8)), 55)))
    image, box = symbol("upca", "075678264924")
    out.append(("jpeg-30.jpg", "0075678264924", "JPEG quality 30",
                jpeg(noisy(scaled(crop(image, box, 2, 2), 240), 3, 1), 30)))
    image, box = symbol("ean13", "5099750442227")
    arr = np.asarray(scaled(crop(image, box, 4, 4), 280), dtype=np.float32)
    low = 90 + arr * (170 - 90) / 255
    out.append(("low-contrast.jpg", "5099750442227", "bars grey 90, paper grey 170",
                jpeg(noisy(Image.fromarray(low.astype(np.uint8)), 2, 2), 50)))
    image, box = symbol("upca", "724384260927")
    arr = np.asarray(scaled(crop(image, box, 5, 5), 300), dtype=np.float32)
    h, w = arr.shape
    yy, xx = np.mgrid[0:h, 0:w]
    glare = np.exp(-((xx - w * 0.7) ** 2 + (yy - h * 0.3) ** 2) / (2 * (0.3 * w) ** 2)) * 110
    out.append(("glare.jpg", "0724384260927", "a bright patch over the right half",
                jpeg(Image.fromarray((arr + glare).clip(0, 255).astype(np.uint8)), 55)))
    image, box = symbol("ean13", "4988005543059")
    turned = scaled(crop(image, box, 8, 8), 300).rotate(12, resample=Image.BICUBIC, expand=True, fillcolor=235)
    out.append(("turned-12.jpg", "4988005543059", "turned 12 degrees", jpeg(turned, 60)))
    image, box = symbol("ean8", "96385074")
    framed = scaled(crop(image, box, 6, 6), 260)
    w, h = framed.size
    src = [(0, 0), (w, h * 0.06), (w, h * 0.94), (0, h)]  # the right edge further from the lens
    matrix = []
    for (x, y), (u, v) in zip([(0, 0), (w, 0), (w, h), (0, h)], src):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    coeffs = np.linalg.solve(np.array(matrix, dtype=float), np.array([c for p in src for c in p], dtype=float))
    out.append(("perspective.jpg", "0000096385074", "EAN-8, the right edge 12% shorter",
                jpeg(framed.transform((w, h), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=255), 60)))
    # 060560000094 as UPC-E is 06056094 or 06056944: printed in the form compression does not
    # write, and blurred so that zbar alone reads it, its bars are checked against both.
    image, box = symbol("upce", "06056094")
    soft = scaled(crop(image, box, 0, 3), 200).filter(ImageFilter.GaussianBlur(1.8))
    out.append(("upce-other-form.jpg", "0060560000094", "UPC-E 06056094, the other form of 06056944; zbar alone reads it",
                jpeg(noisy(soft, 3, 4), 45)))
    image, box = symbol("ean13", "9780544668256")
    out.append(("isbn-book.jpg", "book", "a book's ISBN (Bookland 978): named as a book, not looked up",
                jpeg(scaled(crop(image, box, 3, 3), 260), 70)))
    return out


def main():
    rows = photos()
    for name, _, _, data in rows:
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
    with open(os.path.join(HERE, "expected.tsv"), "w") as f:
        f.write("# file\texpected GTIN-13 (or \"book\")\tkind; written by make.py\n")
        for name, expect, note, _ in rows:
            f.write(f"{name}\t{expect}\t{note}\n")


if __name__ == "__main__":
    main()
