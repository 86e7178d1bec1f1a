#!/usr/bin/env python3
"""Generates Fixtures/images/table/: photos of many CD backs laid out on a table, and add-ons.

    python3 Fixtures/images/table.py

Writes table/*.jpg and table/expected.tsv (file, codes with add-ons, note). The cards come from
generate.py's tray_card; the codes are made up here (seeded, valid check digits), so every
photo has its own set. Also a few CD backs whose barcode carries an EAN-2 or EAN-5 add-on
(magazine-style, as some box sets print a volume number). Needs Pillow and numpy.
"""

import os

import numpy as np
from PIL import Image

import ean
import generate as g

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "table")
ROWS = []  # (file, expect, note); expect: code[+addon],... or none

# EAN-2 parity by value mod 4, EAN-5 by its checksum (GS1 General Specifications 5.2.2.6).
EAN2_PARITY = ["LL", "LG", "GL", "GG"]
EAN5_PARITY = ["GGLLL", "GLGLL", "GLLGL", "GLLLG", "LGGLL", "LLGGL", "LLLGG", "LGLGL", "LGLLG", "LLGLG"]


def add_on_pattern(digits):
    if len(digits) == 2:
        parity = EAN2_PARITY[int(digits) % 4]
    else:
        total = 3 * sum(int(d) for d in digits[0::2]) + 9 * sum(int(d) for d in digits[1::2])
        parity = EAN5_PARITY[total % 10]
    codes = [(ean.L_CODES if p == "L" else ean.G_CODES)[int(d)] for p, d in zip(parity, digits)]
    return "1011" + "01".join(codes)


def render_with_add_on(kind, code, add_on, module=3):
    """The main symbol, then 9 modules of space, then the add-on (shorter bars, digits on top)."""
    main = ean.render(kind, code, module=module)
    bars = add_on_pattern(add_on)
    gap = 9 * module
    quiet = 11 * module
    width = main.size[0] - quiet + gap + len(bars) * module + quiet
    img = Image.new("L", (width, main.size[1]), 255)
    img.paste(main, (0, 0))
    x0 = main.size[0] - quiet + gap
    top = 2 * module + 10 * module
    from PIL import ImageDraw
    draw = ImageDraw.Draw(img)
    for i, bit in enumerate(bars):
        if bit == "1":
            draw.rectangle([x0 + i * module, top, x0 + i * module + module - 1, main.size[1] - 4 * module], fill=0)
    draw.text((x0 + len(bars) * module / 2, 2 * module), add_on, fill=0, font=ean.font(9 * module), anchor="ma")
    return img


def random_code(rng, kind):
    n = 12 if kind == "ean13" else 11
    body = "".join(str(d) for d in rng.integers(0, 10, n))
    if kind == "ean13":
        body = str(rng.integers(1, 10)) + body[1:]  # a leading 0 would make it a UPC-A
    return body + ean.check_digit(body)


def card_with(rng, kind, code, size, module, angle, add_on=None):
    card = g.tray_card(rng, size, code, kind, module, with_barcode=add_on is None, label_pos=(0.68, 0.8))
    if add_on is not None:
        label = g.pad(render_with_add_on(kind, code, add_on, module), module * 4).convert("RGB")
        card.paste(label, (int(size[0] * 0.62 - label.size[0] / 2), int(size[1] * 0.8 - label.size[1] / 2)))
    return card.rotate(angle, Image.Resampling.BICUBIC, expand=True, fillcolor=(0, 0, 0, 0)) if angle else card


def table_photo(rng, name, columns, rows, size, card_size, module, note, quality=88):
    """`columns` x `rows` CD backs, each turned a little (some upside down), on a wooden table."""
    w, h = size
    scene = np.ones((h, w, 3), np.float32) * np.array((96, 70, 48), np.float32)
    scene += g.smooth_noise(rng, size, (40, 6), 14)[..., None]  # wood-like streaks
    img = g.to_image(scene, "RGB")
    codes = []
    cell_w, cell_h = w / columns, h / rows
    for r in range(rows):
        for c in range(columns):
            kind = "ean13" if rng.random() < 0.6 else "upca"
            code = random_code(rng, kind)
            angle = float(rng.uniform(-8, 8)) + (180 if rng.random() < 0.25 else 0)
            card = card_with(rng, kind, code, card_size, module, angle).convert("RGBA")
            x = int(c * cell_w + (cell_w - card.size[0]) / 2 + rng.uniform(-0.04, 0.04) * cell_w)
            y = int(r * cell_h + (cell_h - card.size[1]) / 2 + rng.uniform(-0.04, 0.04) * cell_h)
            img.paste(card, (x, y), card)
            codes.append(code if kind == "ean13" else "0" + code)
    arr = g.to_array(img)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    arr *= (0.8 + 0.3 * (xx / w * 0.5 + yy / h * 0.5))[..., None]  # light from one side
    arr += rng.normal(0, 3, (h, w, 1))
    save(g.to_image(arr, "RGB"), name, ",".join(sorted(codes)), note, quality)


def empty_table(rng, name, columns, rows, size, card_size, note):
    """CD backs without barcodes (tray cards, booklets) on the table: nothing may be read."""
    w, h = size
    scene = np.ones((h, w, 3), np.float32) * np.array((96, 70, 48), np.float32)
    scene += g.smooth_noise(rng, size, (40, 6), 14)[..., None]
    img = g.to_image(scene, "RGB")
    for r in range(rows):
        for c in range(columns):
            card = g.tray_card(rng, card_size, "029667431224", "upca", 3, with_barcode=False)
            card = card.rotate(float(rng.uniform(-10, 10)), Image.Resampling.BICUBIC, expand=True).convert("RGBA")
            img.paste(card, (int(c * w / columns + 20), int(r * h / rows + 20)), card)
    save(img, name, "none", note, 88)


def add_on_photo(rng, name, kind, code, add_on, note):
    card = card_with(rng, kind, code, (1400, 1200), 3, 0, add_on=add_on)
    img = g.photograph(rng, card, (1600, 1200), g.inset_quad((1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0)))
    save(img, name, (code if kind == "ean13" else "0" + code) + "+" + add_on, note, 88)


def save(img, name, expect, note, quality):
    img.convert("RGB").save(os.path.join(OUT, name), "JPEG", quality=quality)
    ROWS.append((name, expect, note))


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = np.random.default_rng(1212)
    table_photo(rng, "twelve-cases.jpg", 4, 3, (4000, 3000), (880, 780), 3,
                "12 CD backs on a table, 4000x3000, a quarter upside down")
    table_photo(rng, "twenty-four-cases.jpg", 6, 4, (5400, 3600), (820, 720), 3,
                "24 CD backs on a table, 5400x3600, a quarter upside down")
    empty_table(rng, "twelve-without-barcodes.jpg", 4, 3, (4000, 3000), (880, 780),
                "12 CD backs without barcodes on a table")
    add_on_photo(rng, "ean13-add-on-2.jpg", "ean13", "4006408687016", "07", "EAN-13 with an EAN-2 add-on")
    add_on_photo(rng, "upca-add-on-5.jpg", "upca", "075678264924", "52495", "UPC-A with an EAN-5 add-on")
    with open(os.path.join(OUT, "expected.tsv"), "w") as f:
        f.write("# file\texpect\tnote\n# expect: GTIN-13s (sorted, +add-on digits) separated by commas, or none\n")
        for row in ROWS:
            f.write("\t".join(row) + "\n")


if __name__ == "__main__":
    main()
