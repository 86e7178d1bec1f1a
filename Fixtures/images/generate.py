#!/usr/bin/env python3
"""Generates the image fixtures of Fixtures/images and their manifest.

Usage:
    python3 Fixtures/images/generate.py            # rewrite the committed fixtures
    python3 Fixtures/images/generate.py --big OUT  # a 24-megapixel phone photo for the bench

Needs Pillow and numpy (pip install Pillow numpy). Output is deterministic for
a given Pillow version: every random choice comes from a seeded generator.
Bars are drawn by ean.py; README.md says where the codes come from.
"""

import io
import os
import struct
import sys
import zlib

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageOps

import ean

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = []  # (path, expect, symbology, required, note)
# Blurred past reading: no reader here (cdscan, zbarimg, ZXingReader) decodes them. They stay as
# targets: a reader may return nothing for them, but never a wrong code.
BEYOND = {"degraded/blur.png", "photos/blur.jpg", "photos/motion-blur-small.jpg"}

# Printed forms. The Seeds "Future" is 029667431224; see README.md for where the others come from.
UPCA = ["029667431224", "075678264924", "724384260927"]
EAN13 = ["5099750442227", "4988005543059", "4006408687016"]
EAN8 = "96385074"
UPCE = "04252614"
SYMBOLOGY = {"upca": "UPC-A", "ean13": "EAN-13", "ean8": "EAN-8", "upce": "UPC-E"}


def out(rel, expect, symbology, note):
    MANIFEST.append((rel, expect, symbology, "no" if rel in BEYOND else "yes", note))
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    return path


def save_jpeg(img, rel, expect, symbology, note, quality=90, exif=None):
    path = out(rel, expect, symbology, note)
    kwargs = {"quality": quality}
    if exif is not None:
        kwargs["exif"] = exif
    img.save(path, "JPEG", **kwargs)


def save_png(img, rel, expect, symbology, note):
    img.save(out(rel, expect, symbology, note), "PNG", optimize=True)


def pad(img, border, fill=255):
    return ImageOps.expand(img, border=border, fill=fill)


def to_array(img):
    return np.asarray(img, dtype=np.float32)


def to_image(arr, mode="L"):
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode)


def perspective_coeffs(dst, src):
    """Coefficients for Image.transform(PERSPECTIVE): output point dst[i] samples src[i]."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); rhs.append(u)
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y]); rhs.append(v)
    return np.linalg.solve(np.array(rows, float), np.array(rhs, float)).tolist()


def warp(img, corners, size, fill):
    """Maps the whole of img onto the quadrilateral `corners` (TL, TR, BR, BL) of a new image."""
    w, h = img.size
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    return img.transform(size, Image.Transform.PERSPECTIVE, perspective_coeffs(corners, src),
                         Image.Resampling.BICUBIC, fillcolor=fill)


def exif_with_orientation(value):
    exif = Image.Exif()
    exif[0x0112] = value
    exif[0x010F] = "cdscan fixtures"
    return exif.tobytes()


# --- clean renders --------------------------------------------------------------------------

def clean():
    for code in UPCA:
        save_png(pad(ean.render("upca", code, module=3), 20), f"clean/upca-{code}.png", code, "UPC-A",
                 "clean render, 3 px modules")
    for code in EAN13:
        save_png(pad(ean.render("ean13", code, module=3), 20), f"clean/ean13-{code}.png", code, "EAN-13",
                 "clean render, 3 px modules")
    save_png(pad(ean.render("ean8", EAN8, module=3), 20), f"clean/ean8-{EAN8}.png", EAN8, "EAN-8",
             "clean render")
    save_png(pad(ean.render("upce", UPCE, module=3), 20), f"clean/upce-{UPCE}.png", UPCE, "UPC-E",
             "clean render")
    img = pad(ean.render("upca", UPCA[0], module=2), 16)
    save_jpeg(img, f"clean/upca-{UPCA[0]}.jpg", UPCA[0], "UPC-A", "baseline greyscale JPEG")
    # Grey+alpha PNG: black bars on a transparent background must land on white.
    bars = ean.render("ean8", EAN8, module=3)
    alpha = ImageOps.invert(bars)
    rgba = Image.merge("LA", (Image.new("L", bars.size, 0), alpha))
    save_png(pad_alpha(rgba, 12), f"clean/ean8-{EAN8}-alpha.png", EAN8, "EAN-8",
             "grey+alpha PNG, transparent background")
    pal = pad(ean.render("ean13", EAN13[1], module=2), 16).convert("RGB")
    pal = pal.quantize(colors=4)
    save_png(pal, f"clean/ean13-{EAN13[1]}-palette.png", EAN13[1], "EAN-13", "palette PNG")
    rgb16 = pad(ean.render("upca", UPCA[2], module=2), 16)
    arr16 = (to_array(rgb16).astype(np.uint16) * 257)
    Image.fromarray(arr16.astype(np.uint16)).save(
        out(f"clean/upca-{UPCA[2]}-16bit.png", UPCA[2], "UPC-A", "16-bit greyscale PNG"), "PNG")
    pgm = pad(ean.render("ean13", EAN13[0], module=2), 16)
    write_pnm(out(f"clean/ean13-{EAN13[0]}.pgm", EAN13[0], "EAN-13", "binary PGM (P5)"), pgm)
    ppm = pad(ean.render("upca", UPCA[1], module=2), 16).convert("RGB")
    write_pnm(out(f"clean/upca-{UPCA[1]}.ppm", UPCA[1], "UPC-A", "binary PPM (P6) with a comment"), ppm)
    # A JPEG whose APP1 says "Exif" and then holds junk: the loader must shrug it off.
    buf = io.BytesIO()
    pad(ean.render("ean13", EAN13[2], module=2), 16).save(buf, "JPEG", quality=90)
    data = buf.getvalue()
    junk = b"Exif\x00\x00" + b"MM\x00\x2a\xff\xff\xff\xf0" + bytes(range(200))
    app1 = b"\xff\xe1" + struct.pack(">H", len(junk) + 2) + junk
    with open(out(f"clean/ean13-{EAN13[2]}-bad-exif.jpg", EAN13[2], "EAN-13",
                  "JPEG with a garbage EXIF segment"), "wb") as f:
        f.write(data[:2] + app1 + data[2:])


def pad_alpha(img, border):
    w, h = img.size
    canvas = Image.new("LA", (w + 2 * border, h + 2 * border), (0, 0))
    canvas.paste(img, (border, border))
    return canvas


def write_pnm(path, img):
    with open(path, "wb") as f:
        if img.mode == "L":
            f.write(b"P5\n%d %d\n255\n" % img.size)
        else:
            f.write(b"P6\n# written by cdscan's fixture generator\n%d %d\n255\n" % img.size)
        f.write(img.tobytes())


# --- degraded renders -----------------------------------------------------------------------

def degraded(rng):
    base = pad(ean.render("upca", UPCA[0], module=3), 40)
    code, sym = UPCA[0], "UPC-A"

    save_png(base.filter(ImageFilter.GaussianBlur(2.2)), "degraded/blur.png", code, sym,
             "Gaussian blur, radius 2.2 px on 3 px modules")
    noisy = to_array(base) + rng.normal(0, 60, base.size[::-1])
    save_png(to_image(noisy), "degraded/noise.png", code, sym, "Gaussian noise, sigma 60")
    low = to_array(base) * (40 / 255) + 110
    save_png(to_image(low + rng.normal(0, 4, base.size[::-1])), "degraded/low-contrast.png", code, sym,
             "bars 110, paper 150, slight noise")
    w, h = base.size
    persp = warp(base, [(60, 30), (w + 10, 80), (w - 30, h + 10), (30, h + 70)], (w + 60, h + 100), 255)
    save_png(persp, "degraded/perspective.png", code, sym, "perspective: one side nearer")
    for angle in (5, 12, 20, 35):
        rot = base.rotate(angle, Image.Resampling.BICUBIC, expand=True, fillcolor=255)
        save_png(rot, f"degraded/rotated-{angle}.png", code, sym, f"rotated {angle} degrees")
    save_png(base.rotate(90, expand=True), "degraded/rotated-90.png", code, sym, "rotated 90 degrees")
    save_png(base.rotate(180), "degraded/rotated-180.png", code, sym, "upside down")
    rot45 = pad(ean.render("ean13", EAN13[0], module=3), 40).rotate(
        45, Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    save_png(rot45, "degraded/rotated-45.png", EAN13[0], "EAN-13", "rotated 45 degrees")
    # CD barcodes are often printed with cut-down bars; tilted, no scan line crosses them all.
    short = pad(ean.render("upca", UPCA[1], module=3, height=36), 30)
    for angle in (40, 60):
        save_png(short.rotate(angle, Image.Resampling.BICUBIC, expand=True, fillcolor=255),
                 f"degraded/short-bars-{angle}.png", UPCA[1], "UPC-A", f"bars cut to 12 modules, rotated {angle} degrees")
    small = base.resize((int(w * 0.42), int(h * 0.42)), Image.Resampling.LANCZOS)
    save_png(small, "degraded/small.png", code, sym, "1.26 px per module")
    save_jpeg(base, "degraded/jpeg-q5.jpg", code, sym, "JPEG quality 5", quality=5)
    inverted = ImageOps.invert(pad(ean.render("ean13", EAN13[2], module=3), 40))
    save_png(inverted, "degraded/inverted.png", EAN13[2], "EAN-13", "white bars on black")
    upce = pad(ean.render("upce", UPCE, module=2), 30).filter(ImageFilter.GaussianBlur(1.0))
    save_png(to_image(to_array(upce) + rng.normal(0, 25, upce.size[::-1])), "degraded/upce-blur-noise.png",
             UPCE, "UPC-E", "UPC-E, 2 px modules, blur and noise")
    half_read_as_upce()


def half_read_as_upce():
    """An EAN-13 whose left half (six digits between guards, for this code) zxing-cpp reads as a
    UPC-E, tilted and cropped as bench/degraded-set.py crops, where zbar reads the EAN-13: a read of
    a fragment, about half as long as the code it lies in, which must not dispute the code. Its
    own numpy generator, so the fixtures written after it stay as they were."""
    code, module, paper, ink = "5046925326011", 4, 219, 15
    bar_height = int(95 * module * 0.4145)
    symbol = ean.render("ean13", code, module=module, height=bar_height)
    margin = 40 * module
    canvas = Image.new("L", (symbol.width + 2 * margin, symbol.height + 2 * margin), paper)
    canvas.paste(to_image(ink + (paper - ink) * to_array(symbol) / 255.0), (margin, margin))
    x0, y0 = margin + 11 * module, margin + 2 * module
    x1, y1 = x0 + 95 * module, y0 + bar_height
    angle = 14.845
    center = ((x0 + x1) / 2, (y0 + y1) / 2)
    turned = canvas.rotate(angle, resample=Image.Resampling.BICUBIC, center=center, fillcolor=paper)
    turn = np.radians(angle)
    half_w = ((x1 - x0) * np.cos(turn) + (y1 - y0) * np.sin(turn)) / 2
    half_h = ((x1 - x0) * np.sin(turn) + (y1 - y0) * np.cos(turn)) / 2
    # Quiet zones cut to about a module each side, a quarter of the bars' height above and below.
    crop = (int(center[0] - half_w - 1.27 * module), int(center[1] - half_h - 0.234 * (y1 - y0)),
            int(center[0] + half_w + 1.24 * module), int(center[1] + half_h + 0.224 * (y1 - y0)))
    cropped = turned.crop(crop)
    scale = 245 / (x1 - x0)  # the symbol 245 pixels wide, 2.6 pixels a module
    small = cropped.resize((int(cropped.width * scale), int(cropped.height * scale)), Image.Resampling.LANCZOS)
    arr = to_array(small)
    # Horizontal motion of about a module.
    arr = np.apply_along_axis(lambda line: np.convolve(line, np.ones(2) / 2, mode="same"), 1, arr)
    arr = arr + np.random.default_rng(684756492).normal(0, 1.55, arr.shape)
    save_jpeg(to_image(arr), "degraded/half-read-as-upce.jpg", code, "EAN-13",
              "EAN-13 turned 15 degrees, quiet zones cut, motion blur: zxing-cpp reads a UPC-E in its left half",
              quality=42)


# --- composed photos of a CD back -----------------------------------------------------------

def smooth_noise(rng, size, cells, amplitude):
    w, h = size
    grid = rng.normal(0, 1, (cells[1], cells[0])).astype(np.float32)
    img = Image.fromarray(((grid * 40) + 128).clip(0, 255).astype(np.uint8), "L")
    return (to_array(img.resize((w, h), Image.Resampling.BICUBIC)) - 128) / 40 * amplitude


def tray_card(rng, size, code, kind, module, angle=0.0, label_pos=(0.68, 0.78), bar_colors=None,
              with_barcode=True):
    """An upright CD back (rear tray card): texture, spines, titles, track list, barcode label."""
    w, h = size
    hue = rng.uniform(0, 1)
    base = np.array([90 + 110 * abs(np.sin(hue * 6)), 80 + 100 * abs(np.cos(hue * 4)), 120], np.float32)
    canvas = np.ones((h, w, 3), np.float32) * base
    canvas += smooth_noise(rng, size, (12, 9), 22)[..., None]
    canvas += rng.normal(0, 3, (h, w, 1))
    img = to_image(canvas, "RGB")
    draw = ImageDraw.Draw(img)
    spine = int(w * 0.06)
    draw.rectangle([0, 0, spine, h], fill=(25, 25, 35))
    draw.rectangle([w - spine, 0, w, h], fill=(25, 25, 35))
    for i, y in enumerate(range(int(h * 0.08), int(h * 0.9), max(12, h // 24))):
        draw.text((spine + w * 0.06, y), f"{i + 1:2d}. Track title number {i + 1}  {3 + i % 4}:{(17 * i) % 60:02d}",
                  fill=(240, 235, 220), font=ean.font(max(10, h // 40)))
    draw.text((spine + w * 0.05, h * 0.02), "THE FIXTURES - FUTURE", fill=(255, 220, 120), font=ean.font(h // 22))
    draw.ellipse([w * 0.55, h * 0.1, w * 0.85, h * 0.1 + w * 0.3], outline=(250, 250, 250), width=max(2, w // 300))
    small = "Manufactured and distributed by Example Records. All rights reserved. Made in EU. " * 2
    draw.text((spine + w * 0.05, h * 0.93), small[: int(w / (h / 75))], fill=(220, 220, 220),
              font=ean.font(max(8, h // 80)))
    if with_barcode:
        paste_label(img, kind, code, module, label_pos, angle=angle, bar_colors=bar_colors)
    return img


def paste_label(img, kind, code, module, pos, angle=0.0, bar_colors=None):
    """Pastes a barcode label centred at `pos` (fractions of the image size)."""
    w, h = img.size
    bars = ean.render(kind, code, module=module)
    if bar_colors is not None:
        ink, paper = bar_colors
        arr = to_array(bars)[..., None] / 255
        colored = np.array(paper, np.float32) * arr + np.array(ink, np.float32) * (1 - arr)
        label = pad(to_image(colored, "RGB"), module * 4, fill=tuple(paper))
    else:
        label = pad(bars, module * 4).convert("RGB")
    if angle:
        label = label.convert("RGBA").rotate(angle, Image.Resampling.BICUBIC, expand=True)
    lx = int(w * pos[0] - label.size[0] / 2)
    ly = int(h * pos[1] - label.size[1] / 2)
    img.paste(label, (lx, ly), label if label.mode == "RGBA" else None)


def photograph(rng, card, out_size, quad, light=(0.75, 1.1), glare=None, blur=0.0, noise=3.0,
               table=(60, 50, 45)):
    """Places the card on a table through a perspective, with lighting, glare, blur and sensor noise."""
    w, h = out_size
    table_img = np.ones((h, w, 3), np.float32) * np.array(table, np.float32)
    table_img += smooth_noise(rng, out_size, (8, 6), 12)[..., None]
    warped = warp(card.convert("RGBA"), quad, out_size, (0, 0, 0, 0))
    arr = to_array(warped)
    alpha = arr[..., 3:4] / 255
    scene = arr[..., :3] * alpha + table_img * (1 - alpha)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    gradient = light[0] + (light[1] - light[0]) * (xx / w * 0.6 + yy / h * 0.4)
    vignette = 1 - 0.25 * (((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2) * 2
    scene *= (gradient * vignette)[..., None]
    if glare is not None:
        gx, gy, radius, strength = glare
        scene += strength * np.exp(-(((xx - gx * w) ** 2 + (yy - gy * h) ** 2) / (2 * (radius * w) ** 2)))[..., None]
    img = to_image(scene, "RGB")
    if blur:
        img = img.filter(ImageFilter.GaussianBlur(blur))
    if noise:
        img = to_image(to_array(img) + rng.normal(0, noise, (h, w, 1)), "RGB")
    return img


def inset_quad(size, margins):
    """TL, TR, BR, BL corners inset by fractions (l, t, r, b, skew) of the image size."""
    w, h = size
    l, t, r, b, skew = margins
    return [(w * l + skew * w, h * t), (w * (1 - r), h * t + skew * h), (w * (1 - r) - skew * w, h * (1 - b)),
            (w * l, h * (1 - b) - skew * h)]


PHOTOS = [
    # name, kind, code, card size, module, angle, photo size, margins, extras, note
    ("easy", "upca", UPCA[0], (1400, 1200), 3, 0, (1600, 1200), (0.06, 0.03, 0.06, 0.03, 0.0), {},
     "straight on, even light"),
    ("perspective", "ean13", EAN13[0], (1400, 1200), 3, 0, (1600, 1200),
     None, {"quad": [(150, 60), (1500, 220), (1380, 1050), (260, 1150)]}, "strong perspective"),
    ("dim", "upca", UPCA[1], (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.05, 0.05, 0.05, 0.01),
     {"light": (0.25, 0.4), "noise": 9.0}, "dim light, sensor noise"),
    ("gradient-glare", "ean13", EAN13[1], (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0),
     {"light": (0.45, 1.3), "glare": (0.78, 0.72, 0.06, 150)}, "lighting gradient and glare beside the bars"),
    ("tilted-25", "upca", UPCA[2], (1400, 1200), 3, 25, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0), {},
     "barcode label at 25 degrees"),
    ("tilted-45", "ean13", EAN13[2], (1400, 1200), 3, 45, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0), {},
     "barcode label at 45 degrees"),
    ("far", "upca", UPCA[0], (1400, 1200), 3, 0, (2000, 1500), (0.3, 0.3, 0.3, 0.3, 0.0), {},
     "case far away: about 1.2 px per module"),
    ("blur", "ean13", EAN13[0], (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0),
     {"blur": 2.6}, "out of focus"),
    ("heavy-jpeg", "upca", UPCA[1], (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0),
     {"quality": 12}, "JPEG quality 12"),
    ("upce", "upce", UPCE, (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.01), {},
     "UPC-E label"),
    ("ean8", "ean8", EAN8, (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.01), {},
     "EAN-8 label"),
    ("colored-print", "ean13", EAN13[1], (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0),
     {"bar_colors": ((40, 40, 110), (150, 160, 205))}, "dark blue bars printed on light blue"),
    ("upside-down", "upca", UPCA[2], (1400, 1200), 3, 180, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0), {},
     "case upside down"),
    ("glare-over-bars", "upca", UPCA[0], (1400, 1200), 3, 0, (1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0),
     {"glare": (0.7, 0.74, 0.05, 230)}, "glare washing out part of the bars"),
    ("motion-blur-small", "ean13", EAN13[2], (1400, 1200), 2, 0, (1600, 1200), (0.1, 0.08, 0.1, 0.08, 0.0),
     {"blur": 1.4, "noise": 6.0}, "small and soft"),
]


def photos(rng):
    for name, kind, code, card_size, module, angle, size, margins, extra, note in PHOTOS:
        card = tray_card(rng, card_size, code, kind, module, angle=angle if angle != 180 else 0,
                         bar_colors=extra.get("bar_colors"))
        if angle == 180:
            card = card.rotate(180)
        quad = extra.get("quad") or inset_quad(size, margins)
        img = photograph(rng, card, size, quad, light=extra.get("light", (0.75, 1.1)), glare=extra.get("glare"),
                         blur=extra.get("blur", 0.0), noise=extra.get("noise", 3.0))
        save_jpeg(img, f"photos/{name}.jpg", code, SYMBOLOGY[kind], note, quality=extra.get("quality", 85))
    # A phone photo: 3000x4000 upright, stored as 4000x3000 with EXIF orientation 6.
    upright = phone_photo(rng, (3000, 4000), UPCA[0])
    stored = upright.transpose(Image.Transpose.ROTATE_90)  # counter-clockwise; orientation 6 turns it back
    save_jpeg(stored, "photos/phone-exif6.jpg", UPCA[0], "UPC-A",
              "3000x4000 phone photo stored rotated, EXIF orientation 6", quality=80,
              exif=exif_with_orientation(6))


def phone_photo(rng, size, code, module=None):
    w, h = size
    module = module or max(3, w // 700)
    card = tray_card(rng, (1400 * module // 3, 1240 * module // 3), code, "upca", module, label_pos=(0.7, 0.8))
    quad = [(w * 0.06, h * 0.22), (w * 0.95, h * 0.2), (w * 0.97, h * 0.78), (w * 0.04, h * 0.8)]
    return photograph(rng, card, size, quad, light=(0.6, 1.05), noise=4.0)


# --- no barcode ------------------------------------------------------------------------------

def no_barcode(rng):
    card = tray_card(rng, (1400, 1200), UPCA[0], "upca", 3, with_barcode=False)
    img = photograph(rng, card, (1600, 1200), inset_quad((1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.01)))
    save_jpeg(img, "none/cd-back-without-barcode.jpg", "none", "-", "tray card, no barcode", quality=85)
    page = Image.new("L", (900, 700), 250)
    draw = ImageDraw.Draw(page)
    for i in range(30):
        draw.text((30, 15 + i * 22), "Lorem ipsum dolor sit amet, consectetur adipiscing elit 1234567890",
                  fill=20, font=ean.font(16))
    save_png(page, "none/text-page.png", "none", "-", "a page of text and digits")
    save_png(to_image(rng.normal(128, 60, (480, 640))), "none/noise.png", "none", "-", "pure noise")
    save_png(Image.new("L", (640, 480), 255), "none/blank.png", "none", "-", "blank white")
    stripes = Image.new("L", (700, 300), 255)
    draw = ImageDraw.Draw(stripes)
    x = 40
    while x < 660:
        width = int(rng.integers(2, 10))
        draw.rectangle([x, 40, x + width - 1, 260], fill=0)
        x += width + int(rng.integers(2, 10))
    save_png(stripes, "none/random-stripes.png", "none", "-", "bars of random widths, not a symbol")
    save_jpeg(orientation_pattern().rotate(0), "orientation/orientation-1.jpg", "none", "-",
              "orientation pattern, EXIF orientation 1", exif=exif_with_orientation(1))


# --- EXIF orientation ------------------------------------------------------------------------

def orientation_pattern():
    """48x32 upright: quadrants 30 (top left), 90 (top right), 160 (bottom left), 230 (bottom right)."""
    img = Image.new("L", (48, 32))
    draw = ImageDraw.Draw(img)
    for (x, y), v in {(0, 0): 30, (24, 0): 90, (0, 16): 160, (24, 16): 230}.items():
        draw.rectangle([x, y, x + 23, y + 15], fill=v)
    return img


# How a viewer turns the stored pixels upright (as PIL's exif_transpose does), and back.
TO_UPRIGHT = {2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180,
              4: Image.Transpose.FLIP_TOP_BOTTOM, 5: Image.Transpose.TRANSPOSE,
              6: Image.Transpose.ROTATE_270, 7: Image.Transpose.TRANSVERSE, 8: Image.Transpose.ROTATE_90}
INVERSE = {Image.Transpose.ROTATE_270: Image.Transpose.ROTATE_90,
           Image.Transpose.ROTATE_90: Image.Transpose.ROTATE_270}


def orientations():
    upright = orientation_pattern()
    for value in range(2, 9):
        to_upright = TO_UPRIGHT[value]
        stored = upright.transpose(INVERSE.get(to_upright, to_upright))
        assert stored.transpose(to_upright).tobytes() == upright.tobytes()
        save_jpeg(stored, f"orientation/orientation-{value}.jpg", "none", "-",
                  f"orientation pattern stored for EXIF orientation {value}", quality=95,
                  exif=exif_with_orientation(value))


# --- several barcodes in one photo ----------------------------------------------------------

def several():
    """A CD back with two barcode labels, the first code twice: `scan --image` looks each code up once."""
    rng = np.random.default_rng(33)  # its own generator, so adding it changed no other fixture
    card = tray_card(rng, (1400, 1200), UPCA[0], "upca", 3, label_pos=(0.7, 0.8))
    paste_label(card, "ean13", EAN13[0], 3, (0.7, 0.5))
    paste_label(card, "upca", UPCA[0], 3, (0.3, 0.8))
    img = photograph(rng, card, (1600, 1200), inset_quad((1600, 1200), (0.05, 0.04, 0.05, 0.04, 0.0)))
    save_jpeg(img, "multi/two-codes-one-twice.jpg", f"multi:{UPCA[0]},{EAN13[0]}", "UPC-A,EAN-13",
              "UPC-A label twice and an EAN-13 label on one CD back", quality=85)


# --- half a code -----------------------------------------------------------------------------

def half_under_sticker():
    """A made-up EAN-13 whose right half a shop's price sticker covers, from just after the first
    bar past the middle guard. For an EAN-13 whose first digit is 1 to 9, what is left (start guard,
    six digits, middle guard, one bar) is bar for bar a UPC-E of number system 1 whenever its check
    digit fits, one code in ten: here the UPC-E1 11025005, which zxing-cpp reads. Nothing may be
    read (the code is under the sticker). Drawn without noise, so no generator is needed."""
    code, module = "5102500487680", 3
    bars, _ = ean.pattern("ean13", code)
    symbol = ean.render("ean13", code, module=module)
    first_right_bar_end = bars.index("0", bars.index("1", 50))
    page = pad(symbol, 40, fill=240)
    draw = ImageDraw.Draw(page)
    left = 40 + 11 * module + (first_right_bar_end + 1) * module
    draw.rectangle([left, 12, page.width - 14, page.height - 12], fill=252)
    draw.text(((left + page.width - 14) // 2, page.height // 2 - 20), "4.99", fill=30, font=ean.font(40),
              anchor="mm")
    save_png(page, "none/ean13-right-half-under-sticker.png", "none", "-",
             "EAN-13 5102500487680 under a price sticker from its right half on: the rest is the UPC-E1 "
             "11025005 bar for bar, which zxing-cpp reads")


# --- corrupt files ---------------------------------------------------------------------------

def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def corrupt():
    open(out("corrupt/empty.jpg", "error:empty", "-", "zero bytes"), "wb").close()
    with open(os.path.join(HERE, "photos/easy.jpg"), "rb") as f:
        photo = f.read()
    with open(out("corrupt/truncated.jpg", "error:truncated", "-", "first 35% of photos/easy.jpg"), "wb") as f:
        f.write(photo[: len(photo) * 35 // 100])
    with open(out("corrupt/truncated-header.jpg", "error:truncated", "-", "first 120 bytes of a JPEG"), "wb") as f:
        f.write(photo[:120])
    with open(os.path.join(HERE, f"clean/upca-{UPCA[0]}.png"), "rb") as f:
        png = f.read()
    with open(out("corrupt/truncated.png", "error:truncated", "-", "first half of a PNG"), "wb") as f:
        f.write(png[: len(png) // 2])
    with open(out("corrupt/text.jpg", "error:unknownFormat", "-", "a text file named .jpg"), "w") as f:
        f.write("This is not a photo of a CD. It is a shopping list: milk, eggs, 029667431224.\n")
    ihdr = struct.pack(">IIBBBBB", 100000, 100000, 8, 0, 0, 0, 0)
    bomb = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", ihdr) + png_chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) \
        + png_chunk(b"IEND", b"")
    with open(out("corrupt/bomb.png", "error:tooLarge", "-", "PNG declaring 100000x100000"), "wb") as f:
        f.write(bomb)
    # A JPEG whose frame header declares 60000x60000 (JPEG's own limit is 65535).
    small = io.BytesIO()
    Image.new("L", (16, 16), 128).save(small, "JPEG")
    data = bytearray(small.getvalue())
    sof = data.find(b"\xff\xc0")
    struct.pack_into(">HH", data, sof + 5, 60000, 60000)
    with open(out("corrupt/bomb.jpg", "error:tooLarge", "-", "JPEG declaring 60000x60000"), "wb") as f:
        f.write(bytes(data))
    # Scramble the entropy-coded data after the scan header, keeping the markers valid.
    sos = photo.find(b"\xff\xda")
    body = bytearray(photo)
    rng = np.random.default_rng(7)
    start = sos + 400
    for i in range(start, len(body) - 2):
        if body[i] != 0xFF and body[i - 1] != 0xFF and rng.random() < 0.25:
            body[i] = int(rng.integers(0, 255))
    with open(out("corrupt/huffman.jpg", "error:corrupt", "-", "entropy-coded data scrambled"), "wb") as f:
        f.write(bytes(body))
    gif = io.BytesIO()
    Image.new("L", (8, 8), 0).save(gif, "GIF")
    with open(out("corrupt/animation.gif", "error:unsupportedFormat", "-", "a GIF"), "wb") as f:
        f.write(gif.getvalue())


def write_manifest():
    with open(os.path.join(HERE, "expected.tsv"), "w") as f:
        f.write("# file\texpect\tsymbology\trequired\tnote\n")
        f.write("# expect: the printed digits; 'none' when no barcode; 'error:<ImageError case>';\n")
        f.write("#   'multi:<digits>,<digits>' for a photo holding several codes (each distinct code once).\n")
        f.write("# required: 'no' for barcodes blurred past what any reader here decodes (never a wrong code).\n")
        for row in MANIFEST:
            f.write("\t".join(row) + "\n")


README_HEAD = """# Image fixtures

Generated by `generate.py` (Pillow + numpy; `python3 Fixtures/images/generate.py` rewrites every
file here, deterministically). Bars are drawn by `ean.py` from the GS1 symbol tables, no barcode
package involved. `expected.tsv` is the manifest the tests (Tests/ScannerTests) and the photo
bench (bench/photos-bench.sh) both read; this README is written from it.

Barcodes: UPC-A 029667431224 (The Seeds, "Future"), 075678264924 and 724384260927, EAN-13
5099750442227 (CD barcodes from the task that asked for these fixtures), plus made-up codes with
valid check digits: EAN-13 4988005543059 and 4006408687016, EAN-8 96385074, UPC-E 04252614
(expands to UPC-A 042100005264). Two numbers first proposed, 075678264922 and 5099750442229,
have wrong check digits; the valid 075678264924 and 5099750442227 (the forms main's GTIN tests
use) replace them.

Folders:

- `clean/` straight renders in every supported file format (JPEG, PNG grey/alpha/palette/16-bit,
  PGM, PPM) and a JPEG with a garbage EXIF segment.
- `degraded/` one barcode through one harm each: blur, noise, low contrast, perspective,
  rotation (5 to 180 degrees), short bars tilted, tiny modules, JPEG quality 5, inverted.
- `photos/` composed photos of a CD back (tray card texture, track list, spines, a barcode label,
  lighting gradient, vignette, glare, perspective, sensor noise), 1600x1200 to 2000x1500, and a
  3000x4000 phone photo stored as 4000x3000 with EXIF orientation 6.
- `none/` images without a barcode (a CD back, text, noise, blank, random bars): nothing may be read.
- `orientation/` a 48x32 four-grey-quadrant pattern stored for each EXIF orientation 1 to 8.
- `corrupt/` files that must fail with their own `ImageError`: empty, truncated JPEG (header and
  data), truncated PNG, text named .jpg, PNG declaring 100000x100000, JPEG declaring 60000x60000,
  JPEG with scrambled entropy-coded data, GIF.
- `multi/` a CD back carrying several barcode labels (one code twice), for `cdscan scan --image`,
  which looks up each distinct code once; its `expect` is `multi:` and the codes.

Large bench inputs (a 24-megapixel phone JPEG: `generate.py --big bench/out/phone-24mp.jpg`) are
generated at bench time into bench/out/, which git ignores.

In the table, *required* `no` marks barcodes blurred past what any reader here (cdscan,
zbarimg, ZXingReader) decodes: a reader may return nothing for them, never a wrong code.

| file | expected | symbology | required | what it is |
| --- | --- | --- | --- | --- |
"""


def write_readme():
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README_HEAD)
        for rel, expect, symbology, required, note in MANIFEST:
            f.write(f"| `{rel}` | {expect} | {symbology} | {required} | {note} |\n")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--big":
        rng = np.random.default_rng(24)
        photo = phone_photo(rng, (4000, 6000), UPCA[0], module=5)
        photo.transpose(Image.Transpose.ROTATE_90).save(sys.argv[2], "JPEG", quality=90,
                                                         exif=exif_with_orientation(6))
        return
    rng = np.random.default_rng(2024)
    clean()
    degraded(rng)
    photos(rng)
    no_barcode(rng)
    orientations()
    corrupt()
    several()
    half_under_sticker()
    write_manifest()
    write_readme()


if __name__ == "__main__":
    main()
