#!/usr/bin/env python3
"""Builds the degraded photo set the scanner is tuned and judged on, split by product.

    python3 bench/degraded-set.py OUT_DIR TRACE.jsonl [SEED]

Photos the way a webcam or a phone delivers a CD case held close: tight crops whose quiet zone
the frame cuts, symbols 60 to 400 pixels wide, defocus and motion blur, JPEG quality 30 to 60,
low contrast and glare, rotation up to 15 degrees and some perspective. They come from two
sources:

- renders of our own (Fixtures/images/ean.py) of random valid codes, each code a product;
- crops of ../shared/photos around the code that the photo holds (found where any engine read
  that code in any pass of `cdscan-bench-decoder trace --candidates ../shared/photos/*/*.jpg`,
  TRACE.jsonl), each photo's code a product, and crops of ../shared/photos/no-retail-code, which
  must read nothing.

Every product lands wholly in one half, "tune" or "valid", by a hash of its code (or of the photo
name for photos without a code), so no product is ever in both. OUT_DIR gets the images and
manifest.tsv (file, half, kind, expected GTIN-13 or "none", source); the photos of
../shared/photos themselves are listed too (by absolute path), each in its product's half.
SEED (2026 unless given) draws other rendered products and other crops and degradations of
the photos: a fresh set for judging a rule once more without reusing the images looked at. Deterministic: every random
choice comes from a generator seeded by the product.
"""

import hashlib
import io
import os
import random
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Fixtures", "images"))
import ean  # noqa: E402

PHOTOS = os.path.join(ROOT, "..", "shared", "photos")
RENDERED_PRODUCTS = 160
VARIANTS_PER_PRODUCT = 2
KINDS = ["ean13", "ean13", "ean13", "upca", "upca", "ean8", "upce"]


def half_of(product):
    """"tune" or "valid", by a hash of the product, never by file."""
    return "tune" if hashlib.sha256(product.encode()).digest()[0] % 2 == 0 else "valid"


def random_code(rng, kind):
    if kind == "ean13":
        body = "".join(rng.choice("0123456789") for _ in range(12))
        body = rng.choice(["50", "40", "07", "88", "93"]) + body[2:]
        return body + ean.check_digit(body)
    if kind == "upca":
        body = "0" + "".join(rng.choice("0123456789") for _ in range(10))
        return body + ean.check_digit(body)
    if kind == "ean8":
        body = "".join(rng.choice("0123456789") for _ in range(7))
        return body + ean.check_digit(body)
    while True:  # UPC-E: number system 0, six digits, the check digit of its UPC-A
        six = "".join(rng.choice("0123456789") for _ in range(6))
        upca_body = ean.upce_to_upca("0" + six + "0")[:-1]
        code = "0" + six + ean.check_digit(upca_body)
        try:
            ean.validate("upce", code)
            return code
        except AssertionError:
            continue


def gtin13(kind, code):
    if kind == "ean13":
        return code
    if kind == "upca":
        return "0" + code
    if kind == "ean8":
        return "00000" + code
    return "0" + ean.upce_to_upca(code)


def label(rng, kind, code):
    """A rendered symbol with its digits on a paper patch with a little print around it, and the
    symbol's box in that image (bars only, quiet zones excluded)."""
    module = 4
    bar_height = int(95 * module * rng.uniform(0.22, 0.6))
    symbol = ean.render(kind, code, module=module, height=bar_height)
    quiet = 11 * module
    modules = {"ean13": 95, "upca": 95, "ean8": 67, "upce": 51}[kind]
    paper = rng.randint(215, 255)
    ink = rng.randint(0, 50)
    margin = 40 * module
    canvas = Image.new("L", (symbol.width + 2 * margin, symbol.height + 2 * margin), paper)
    arr = np.asarray(symbol, dtype=np.float32) / 255.0
    arr = ink + (paper - ink) * arr
    canvas.paste(Image.fromarray(arr.astype(np.uint8)), (margin, margin))
    draw = ImageDraw.Draw(canvas)
    font = ean.font(7 * module)
    for _ in range(rng.randint(0, 4)):  # print beside the code: a catalogue number, a logo's text
        x = rng.randint(0, canvas.width - 40)
        y = rng.choice([rng.randint(0, margin - 30), rng.randint(margin + symbol.height + 4, canvas.height - 30)])
        draw.text((x, y), rng.choice(["CDWIK2 312", "Made in EU", "(P) 2013", "LC 0309", "STEREO"]), fill=ink, font=font)
    left = margin + quiet
    box = (left, margin + 2 * module, left + modules * module, margin + 2 * module + bar_height)
    return canvas, box


def degrade(rng, image, box, modules_wide):
    """The image cropped tight around `box` (a symbol of `modules_wide` modules) and degraded."""
    x0, y0, x1, y1 = box
    symbol_w = x1 - x0
    module = symbol_w / modules_wide
    # Turn and tilt first, on the generous image, so the crop that follows cuts the frame.
    angle = rng.uniform(-15, 15) if rng.random() < 0.7 else 0.0
    center = ((x0 + x1) / 2, (y0 + y1) / 2)
    image = image.rotate(angle, resample=Image.BICUBIC, center=center, fillcolor=int(np.median(np.asarray(image))))
    if rng.random() < 0.4:
        image = perspective(rng, image)
    # A tight crop: the quiet zone cut to 0-4 modules on one or both sides, a little above and below.
    import math
    turn = math.radians(abs(angle))
    half_w = (symbol_w * math.cos(turn) + (y1 - y0) * math.sin(turn)) / 2
    half_h = (symbol_w * math.sin(turn) + (y1 - y0) * math.cos(turn)) / 2
    left_q = rng.uniform(0, 4) * module if rng.random() < 0.75 else rng.uniform(6, 20) * module
    right_q = rng.uniform(0, 4) * module if rng.random() < 0.75 else rng.uniform(6, 20) * module
    top_q = rng.uniform(0, 0.5) * (y1 - y0)
    bottom_q = rng.uniform(0.05, 0.5) * (y1 - y0)
    crop = (int(center[0] - half_w - left_q), int(center[1] - half_h - top_q),
            int(center[0] + half_w + right_q), int(center[1] + half_h + bottom_q))
    crop = (max(0, crop[0]), max(0, crop[1]), min(image.width, crop[2]), min(image.height, crop[3]))
    image = image.crop(crop)
    # Scale so the symbol is 60 to 400 pixels wide.
    target = rng.choice([rng.uniform(60, 130), rng.uniform(130, 250), rng.uniform(250, 400)])
    scale = target / symbol_w
    size = (max(8, int(image.width * scale)), max(8, int(image.height * scale)))
    image = image.resize(size, Image.LANCZOS)
    arr = np.asarray(image, dtype=np.float32)
    module_px = module * scale
    # Defocus or motion blur, in modules.
    blur = rng.choice(["none", "defocus", "defocus", "motion"])
    if blur == "defocus":
        sigma = rng.uniform(0.2, 0.8) * module_px
        arr = np.asarray(Image.fromarray(arr.clip(0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(sigma)), dtype=np.float32)
    elif blur == "motion":
        length = max(2, int(rng.uniform(0.5, 1.5) * module_px))
        kernel = np.ones(length, dtype=np.float32) / length
        direction = rng.choice([0, 1])
        arr = np.apply_along_axis(lambda line: np.convolve(line, kernel, mode="same"), direction, arr)
    # Low contrast and glare.
    if rng.random() < 0.4:
        low, high = rng.uniform(40, 110), rng.uniform(150, 220)
        arr = low + (high - low) * arr / 255.0
    if rng.random() < 0.3:
        h, w = arr.shape
        gx, gy = rng.uniform(0, w), rng.uniform(0, h)
        radius = rng.uniform(0.2, 0.6) * max(w, h)
        yy, xx = np.mgrid[0:h, 0:w]
        glow = np.exp(-((xx - gx) ** 2 + (yy - gy) ** 2) / (2 * radius ** 2)) * rng.uniform(60, 140)
        arr = arr + glow
    arr = arr + np.random.default_rng(rng.randint(0, 1 << 30)).normal(0, rng.uniform(1, 6), arr.shape)
    image = Image.fromarray(arr.clip(0, 255).astype(np.uint8))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=rng.randint(30, 60))
    return buffer.getvalue()


def perspective(rng, image):
    w, h = image.size
    d = 0.06
    src = [(rng.uniform(0, d) * w, rng.uniform(0, d) * h), (w - rng.uniform(0, d) * w, rng.uniform(0, d) * h),
           (w - rng.uniform(0, d) * w, h - rng.uniform(0, d) * h), (rng.uniform(0, d) * w, h - rng.uniform(0, d) * h)]
    dst = [(0, 0), (w, 0), (w, h), (0, h)]
    matrix = []
    for (x, y), (u, v) in zip(dst, src):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    coeffs = np.linalg.solve(np.array(matrix, dtype=float), np.array([c for p in src for c in p], dtype=float))
    return image.transform((w, h), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=int(np.median(np.asarray(image))))


def photo_truth(path):
    """The GTIN-13 a shared photo holds, and its symbol's width in modules."""
    digits = open(os.path.splitext(path)[0] + ".txt").read().strip()
    folder = os.path.basename(os.path.dirname(path))
    if folder == "upce-q":
        return "0" + ean.upce_to_upca(digits), 51
    if folder == "ean8-q":
        return "00000" + digits, 67
    if folder == "upca-q":
        return "0" + digits, 95
    return digits[:13], 95


def boxes_in_trace(trace_file):
    """{"folder/name.jpg": (GTIN-13, box)}: around every read of the photo's own code, in any pass."""
    import json
    boxes = {}
    for line in open(trace_file):
        entry = json.loads(line)
        if entry.get("error"):
            continue
        path = entry["file"]
        key = os.path.join(os.path.basename(os.path.dirname(path)), os.path.basename(path))
        if not os.path.exists(os.path.splitext(path)[0] + ".txt"):
            continue
        expect, _ = photo_truth(path)
        for read in entry["reads"]:
            if read["code"] != expect:
                continue
            x0, y0, x1, y1 = read["box"]
            if key in boxes:
                bx = boxes[key][1]
                x0, y0, x1, y1 = min(x0, bx[0]), min(y0, bx[1]), max(x1, bx[2]), max(y1, bx[3])
            boxes[key] = (expect, (x0, y0, x1, y1))
    return boxes


def main():
    out, trace_file = sys.argv[1], sys.argv[2]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 2026
    os.makedirs(out, exist_ok=True)
    rows = []
    boxes = boxes_in_trace(trace_file)

    def write(name, half, kind, expect, source, data):
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
        rows.append((name, half, kind, expect, source))

    master = random.Random(seed)
    for index in range(RENDERED_PRODUCTS):
        kind = KINDS[index % len(KINDS)]
        code = random_code(master, kind)
        expect = gtin13(kind, code)
        half = half_of(expect)
        modules = {"ean13": 95, "upca": 95, "ean8": 67, "upce": 51}[kind]
        for variant in range(VARIANTS_PER_PRODUCT):
            rng = random.Random(f"{expect}-{variant}" + ("" if seed == 2026 else f"-{seed}"))
            image, box = label(rng, kind, code)
            write(f"render-{expect}-{variant}.jpg", half, kind, expect, "render", degrade(rng, image, box, modules))

    for folder in ["ean13-q", "ean13-extension-q", "ean8-q", "upca-q", "upce-q"]:
        for name in sorted(os.listdir(os.path.join(PHOTOS, folder))):
            if not name.endswith(".jpg"):
                continue
            path = os.path.join(PHOTOS, folder, name)
            expect, modules = photo_truth(path)
            key = f"{folder}/{name}"
            if key not in boxes or boxes[key][0] != expect:
                continue  # no reader found the symbol in the photo, so there is nothing to crop around
            image = Image.open(path).convert("L")
            half = half_of(expect)
            for variant in range(VARIANTS_PER_PRODUCT):
                rng = random.Random(f"{key}-{variant}" + ("" if seed == 2026 else f"-{seed}"))
                data = degrade(rng, image, boxes[key][1], modules)
                write(f"photo-{folder}-{name[:-4]}-{variant}.jpg", half, folder, expect, key, data)

    # The photos themselves, as taken, in the half of their product: they are real photos, so
    # both halves hold some, and no product's photo is in one half and its crops in the other.
    for folder in ["ean13-q", "ean13-extension-q", "ean8-q", "upca-q", "upce-q", "no-retail-code"]:
        for name in sorted(os.listdir(os.path.join(PHOTOS, folder))):
            if not name.endswith(".jpg"):
                continue
            path = os.path.realpath(os.path.join(PHOTOS, folder, name))
            if folder == "no-retail-code":
                rows.append((path, half_of("none/" + name), "none", "none", "photo"))
            else:
                expect, _ = photo_truth(path)
                rows.append((path, half_of(expect), folder, expect, "photo"))

    # Photos without a retail code, cropped and degraded the same way around a random region.
    none_dir = os.path.join(PHOTOS, "no-retail-code")
    for name in sorted(os.listdir(none_dir)):
        path = os.path.join(none_dir, name)
        try:
            image = Image.open(path).convert("L")
        except Exception:
            continue  # the truncated JPEG: the readers meet it in ../shared/photos itself
        rng = random.Random(name + ("" if seed == 2026 else f"-{seed}"))
        w, h = image.size
        bw = rng.uniform(0.3, 0.8) * w
        bh = bw * rng.uniform(0.2, 0.5)
        bx, by = rng.uniform(0, w - bw), rng.uniform(0, max(1, h - bh))
        data = degrade(rng, image, (int(bx), int(by), int(bx + bw), int(by + bh)), 95)
        write(f"none-{name[:-4]}.jpg", half_of("none/" + name), "none", "none", "no-retail-code/" + name, data)

    with open(os.path.join(out, "manifest.tsv"), "w") as f:
        f.write("# file\thalf\tkind\texpected\tsource\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    for half in ("tune", "valid"):
        part = [r for r in rows if r[1] == half]
        print(f"{half}: {len(part)} images, {sum(1 for r in part if r[3] != 'none')} with a code, "
              f"{len(set(r[3] for r in part if r[3] != 'none'))} products")


if __name__ == "__main__":
    main()
