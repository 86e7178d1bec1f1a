#!/usr/bin/env python3
"""A hunt for wrong codes: retail barcodes rendered under the damage a shop or collector meets.

    swift build -c release --product cdscan-bench-decoder
    python3 bench/occlusion-hunt.py [--binary .build/release/cdscan-bench-decoder] [--codes 300]
        [--seed 28] [--out /tmp/occlusion-hunt] [--kinds sticker-right,glare,...] [--no-reference]
        [--window-hosts 2000] [--window-images 20] [--reuse] [--batch-flag=FLAG]...

--reuse reads the images --out holds (its manifest.tsv) instead of drawing them again;
--batch-flag=FLAG is passed to `cdscan-bench-decoder batch` (--batch-flag=--no-trust-corroborated,
--no-check-thin, ...: what a rule's switch does to these counts).

Renders made-up valid codes (Fixtures/images/ean.py): --codes EAN-13s whose first digit is 1 to 9,
as many with the first digits CDs carry (0, 4, 5, 7, 8, 9, an equal share each), UPC-As, EAN-8s
and UPC-Es of number system 0 (the only one on trade items). Each code is drawn once per kind of
damage, at a random module size (2 to 4 pixels), a random light blur and a random place of the
damage (in modules from the start guard, fractions included):

  sticker-right   a price sticker from a module position to past the code's end
  sticker-left    a price sticker from before the code to a module position
  sticker-middle  a price sticker 3 to 30 modules wide inside the code
  tear            a strip of the label torn off across the bars (white, ragged, 1 to 6 modules)
  scratch         1 to 3 thin scratches across the bars, white or dark, slightly slanted
  strip-across    a white band along the code (across every bar), leaving part of the height
  glare           a bright band 2 to 25 modules wide, washing the bars out by 60 to 100%
  edge-right      the photo's edge cuts the code at a module position (the rest is outside)
  edge-left       the same from the left
  window          only a stretch of the code shows: stickers (or a sticker and the photo's edge)
                  on both sides, the stretch 20 to 80% of the code, starting anywhere
  overlap         a second code (any symbology) lies on the first, partly over it
  crease          a fold across the bars: the part past it shifted by up to a module, shaded
  exact-window    before the random damage: every stretch of whole modules of random codes
                  (--window-hosts of each symbology, an EAN-13 class per first digit) that is bar
                  for bar a valid symbol of any retail symbology, forwards or backwards; then
                  --window-images codes of each such class drawn with stickers cut exactly there

The images go to --out (never into the repository). cdscan reads them all in one
`cdscan-bench-decoder batch` (every core, as `cdscan scan --image` reads them); zbarimg (each
file alone, as bench/recall-compare.py counts it: one zbarimg process joins halves across files)
and ZXingReader (two processes, each restarted after an image it aborts on, which then counts as
read by nothing) read them for reference, retail symbologies only, with recall-compare.py's flags.
Each file is right (the printed code, or on `overlap` either code, and nothing else), nothing,
wrong (any other code, alone or beside the right one), or +add-on (the right code with an add-on
the label does not carry: recorded beside the code, never looked up). Printed:
per kind and tool the counts, then every wrong read with the image's parameters and what each
tool read. The images and a manifest.tsv stay in --out for `cdscan-bench-decoder trace FILE`.
--out is made by the hunt; a folder that exists must be an earlier hunt's (its manifest.tsv), whose
listed images alone are removed before the new ones are written (each created anew, never over a file).
Takes about 12 minutes on the 2 shared cores with the defaults (18,600 images: drawing 3 min,
cdscan 2, zbarimg 3, ZXingReader 4); --codes 150 halves that. Results: bench/occlusion-hunt.results.txt.
"""

import argparse
import ast
import os
import random
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from multiprocessing import Pool

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Fixtures", "images"))
sys.path.insert(0, HERE)
import ean  # noqa: E402

ZBAR = ["zbarimg", "--nodbus", "-q", "--xml", "-Sdisable", "-Sean13.enable", "-Supca.enable", "-Supce.enable",
        "-Sean8.enable"]
ZXING = ["ZXingReader", "-1", "-format", "EAN-8,EAN-13,UPC-A,UPC-E"]
KINDS = ["sticker-right", "sticker-left", "sticker-middle", "tear", "scratch", "strip-across", "glare",
         "edge-right", "edge-left", "window", "overlap", "crease"]
SYMBOL_MODULES = {"ean13": 95, "upca": 95, "ean8": 67, "upce": 51}
PAGE_BORDER = 30


# --- codes ------------------------------------------------------------------------------------

def made_up(rng, kind, first=None):
    """A valid code of the symbology, its body random (first digit as given for an EAN-13)."""
    if kind == "ean13":
        body = (first if first is not None else str(rng.randint(1, 9))) + "".join(
            str(rng.randint(0, 9)) for _ in range(11))
        return body + ean.check_digit(body)
    if kind == "upca":
        body = "".join(str(rng.randint(0, 9)) for _ in range(11))
        return body + ean.check_digit(body)
    if kind == "ean8":
        body = "".join(str(rng.randint(0, 9)) for _ in range(7))
        return body + ean.check_digit(body)
    if kind == "upce":
        six = "".join(str(rng.randint(0, 9)) for _ in range(6))
        upca = ean.upce_to_upca("0" + six + "0")
        return "0" + six + ean.check_digit(upca[:-1])
    raise ValueError(kind)


def gtin13(kind, digits):
    return {"ean13": lambda: digits, "upca": lambda: "0" + digits, "ean8": lambda: "00000" + digits,
            "upce": lambda: "0" + ean.upce_to_upca(digits)}[kind]()


def codes(rng, count):
    """(symbology, digits, label) for every code of the hunt."""
    out = [("ean13", made_up(rng, "ean13"), "ean13") for _ in range(count)]
    cd_firsts = "045789"
    out += [("ean13", made_up(rng, "ean13", cd_firsts[i % len(cd_firsts)]), "ean13-cd") for i in range(count)]
    for kind in ("upca", "ean8", "upce"):
        out += [(kind, made_up(rng, kind), kind) for _ in range(count)]
    return out


# --- drawing ----------------------------------------------------------------------------------

def symbol_page(kind, digits, module):
    """The symbol on a label (grey-white page round it) and the x of its first module."""
    symbol = ean.render(kind, digits, module=module)
    page = Image.new("L", (symbol.width + 2 * PAGE_BORDER, symbol.height + 2 * PAGE_BORDER), 238)
    page.paste(symbol, (PAGE_BORDER, PAGE_BORDER))
    return page, PAGE_BORDER + 11 * module


def sticker(draw, page, left, right, rng, top=None, bottom=None):
    top = PAGE_BORDER - 6 if top is None else top
    bottom = page.height - PAGE_BORDER + 6 if bottom is None else bottom
    left, right = max(0, left), min(page.width - 1, right)
    if right <= left:
        return
    draw.rectangle([left, top, right, bottom], fill=rng.choice([246, 250, 253]), outline=200)
    if right - left > 40:
        draw.text(((left + right) // 2, (top + bottom) // 2), rng.choice(["4.99", "12,90", "3.50", "2 for 10"]),
                  fill=30, font=ean.font(22), anchor="mm")


def damage(kind, digits, damage_kind, params, rng):
    """The damaged image and its parameters (added to `params`)."""
    module = params["module"]
    page, x0 = symbol_page(kind, digits, module)
    length = SYMBOL_MODULES[kind]
    at = lambda m: int(round(x0 + m * module))  # noqa: E731
    bars_top, bars_bottom = PAGE_BORDER + 2 * module, PAGE_BORDER + 62 * module
    draw = ImageDraw.Draw(page)
    arr = None
    if damage_kind == "sticker-right":
        p = round(rng.uniform(length * 0.25, length + 1), 1)
        params["from"] = p
        sticker(draw, page, at(p), page.width, rng)
    elif damage_kind == "sticker-left":
        p = round(rng.uniform(-1, length * 0.75), 1)
        params["to"] = p
        sticker(draw, page, 0, at(p), rng)
    elif damage_kind == "sticker-middle":
        w = round(rng.uniform(3, 30), 1)
        p = round(rng.uniform(0, length - w), 1)
        params["from"], params["width"] = p, w
        sticker(draw, page, at(p), at(p + w), rng)
    elif damage_kind == "tear":
        w = rng.uniform(1, 6)
        p = rng.uniform(0, length - w)
        params["from"], params["width"] = round(p, 1), round(w, 1)
        # Ragged edges: each row's edges wander by up to a module.
        for y in range(bars_top - module, bars_bottom + 6 * module):
            a = at(p) + rng.randint(-module, module)
            b = at(p + w) + rng.randint(-module, module)
            draw.line([(a, y), (max(a, b), y)], fill=rng.choice([244, 250]))
    elif damage_kind == "scratch":
        count = rng.randint(1, 3)
        lines = []
        for _ in range(count):
            p = rng.uniform(0, length)
            slant = rng.uniform(-0.08, 0.08)
            shade = rng.choice([255, 255, 30])
            width = rng.choice([1, 1, 2, module])
            lines.append(f"{p:.1f}/{'w' if shade > 128 else 'd'}{width}px/{slant:+.2f}")
            h = bars_bottom - bars_top
            draw.line([(at(p), bars_top - 4), (at(p) + slant * h, bars_bottom + 4)], fill=shade, width=width)
        params["lines"] = ";".join(lines)
    elif damage_kind == "strip-across":
        h = bars_bottom - bars_top
        keep = rng.uniform(0.05, 0.4)
        start = rng.uniform(0, 1 - keep)
        params["kept_rows"] = f"{start:.2f}-{start + keep:.2f}"
        y_keep0, y_keep1 = bars_top + start * h, bars_top + (start + keep) * h
        for y in range(bars_top - 2, bars_bottom + 6 * module):
            if y_keep0 <= y <= y_keep1:
                continue
            draw.line([(x0 - 3 * module, y), (at(length + 3), y)], fill=250)
    elif damage_kind == "glare":
        w = rng.uniform(2, 25)
        p = rng.uniform(-w / 2, length - w / 2)
        strength = rng.uniform(0.6, 1.0)
        params["from"], params["width"], params["strength"] = round(p, 1), round(w, 1), round(strength, 2)
        arr = np.asarray(page, dtype=np.float32)
        xs = np.arange(page.width, dtype=np.float32)
        centre, half = (at(p) + at(p + w)) / 2, (at(p + w) - at(p)) / 2
        soft = max(1.0, module * 1.5)
        weight = np.clip((half + soft - np.abs(xs - centre)) / soft, 0, 1) * strength
        arr = arr + (255 - arr) * weight[None, :]
    elif damage_kind in ("edge-right", "edge-left"):
        p = round(rng.uniform(length * 0.2, length * 0.8) if rng.random() < 0.8 else rng.uniform(-3, length + 3), 1)
        params["at"] = p
        x = max(4, min(page.width - 4, at(p)))
        page = page.crop((0, 0, x, page.height)) if damage_kind == "edge-right" else page.crop(
            (x, 0, page.width, page.height))
    elif damage_kind == "window":
        w = round(rng.uniform(0.2, 0.8) * length, 1)
        p = round(rng.uniform(-2, length - w + 2), 1)
        params["from"], params["to"] = p, round(p + w, 1)
        left_edge, right_edge = rng.random() < 0.2, rng.random() < 0.2
        params["sides"] = ("edge" if left_edge else "sticker") + "/" + ("edge" if right_edge else "sticker")
        if not left_edge:
            sticker(draw, page, 0, at(p), rng)
        if not right_edge:
            sticker(draw, page, at(p + w), page.width, rng)
        page = page.crop((max(0, at(p)) if left_edge else 0, 0,
                          min(page.width, at(p + w)) if right_edge else page.width, page.height))
    elif damage_kind == "overlap":
        other_kind = rng.choice(["ean13", "ean13", "upca", "ean8", "upce"])
        other = made_up(rng, other_kind)
        symbol = ean.render(other_kind, other, module=module)
        dx = round(rng.uniform(-0.8, 0.8) * SYMBOL_MODULES[other_kind]) * module + rng.randint(0, module - 1)
        dy = int(rng.uniform(0.25, 0.75) * symbol.height) * rng.choice([-1, 1])
        params["other"] = f"{other_kind}:{other}"
        params["dx_modules"], params["dy_rows"] = round(dx / module, 1), dy
        big = Image.new("L", (page.width + 2 * symbol.width, page.height + 2 * symbol.height), 238)
        big.paste(page, (symbol.width, symbol.height))
        big.paste(symbol, (symbol.width + PAGE_BORDER + dx, symbol.height + PAGE_BORDER + dy))
        page = crop_to_content(big)
        params["also"] = gtin13(other_kind, other)
    elif damage_kind == "crease":
        p = rng.uniform(5, length - 5)
        shift = rng.uniform(-1.0, 1.0) * module
        slant = rng.uniform(-0.1, 0.1)
        shade = rng.uniform(-40, 25)
        params["at"], params["shift_px"], params["slant"], params["shade"] = (
            round(p, 1), round(shift, 1), round(slant, 2), round(shade))
        arr = np.asarray(page, dtype=np.float32)
        ys, xs = np.mgrid[0:page.height, 0:page.width].astype(np.float32)
        fold = at(p) + slant * (ys - bars_top)
        # The part past the fold is the label shifted by `shift` pixels (linear interpolation).
        src = np.clip(xs - shift, 0, page.width - 1)
        left = np.floor(src).astype(int)
        right = np.minimum(left + 1, page.width - 1)
        frac = src - left
        rows = ys.astype(int)
        shifted = arr[rows, left] * (1 - frac) + arr[rows, right] * frac
        out = np.where(xs > fold, np.clip(shifted + shade, 0, 255), arr)
        arr = np.where(np.abs(xs - fold) < 1.0, np.clip(out + (-50 if shade < 0 else 40), 0, 255), out)
    else:
        raise ValueError(damage_kind)
    if arr is not None:
        page = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    if params["blur"] > 0:
        page = page.filter(ImageFilter.GaussianBlur(params["blur"]))
    noisy = np.asarray(page, dtype=np.float32) + np.random.default_rng(params["seed"]).normal(0, 3, (page.height,
                                                                                                     page.width))
    return Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8), "L")


def crop_to_content(page):
    """The page and the pasted code with a margin, the rest of the big canvas cut away."""
    arr = np.asarray(page)
    rows = np.where((arr != 238).any(axis=1))[0]
    cols = np.where((arr != 238).any(axis=0))[0]
    return page.crop((max(0, cols[0] - 20), max(0, rows[0] - 20), min(page.width, cols[-1] + 20),
                      min(page.height, rows[-1] + 20)))


def save_new(img, path):
    """Writes a PNG to a path that must not exist yet (O_EXCL: never over a file or a link)."""
    with open(path, "xb") as file:
        img.save(file, "PNG")


def clear_earlier_hunt(out):
    """Makes `out`, or empties one an earlier hunt made: only the files its manifest.tsv lists (and
    the manifest), each a plain file in `out`. A folder that holds no manifest is not the hunt's,
    and is refused rather than touched."""
    manifest = os.path.join(out, "manifest.tsv")
    if not os.path.lexists(out):
        os.makedirs(out)
        return
    if not os.path.isdir(out) or os.path.islink(out) or not os.path.isfile(manifest) or os.path.islink(manifest):
        sys.exit(f"occlusion-hunt: {out} exists and holds no manifest.tsv of an earlier hunt: give --out a new folder")
    for line in open(manifest):
        path = line.split("\t")[0]
        if os.path.dirname(path) == out.rstrip("/") and os.path.isfile(path) and not os.path.islink(path):
            os.remove(path)
    os.remove(manifest)


def render_one(job):
    index, kind, digits, label, damage_kind, seed, out = job
    rng = random.Random(seed)
    params = {"module": rng.choice([2, 3, 3, 4]), "blur": rng.choice([0, 0, 0.5, 0.8, 1.2]), "seed": seed}
    img = damage(kind, digits, damage_kind, params, rng)
    path = os.path.join(out, f"{index:05d}-{damage_kind}-{label}.png")
    save_new(img, path)
    return path, kind, digits, label, damage_kind, params


# --- windows of one symbol that are another, bar for bar ---------------------------------------

L_OF = {c: str(i) for i, c in enumerate(ean.L_CODES)}
G_OF = {c: str(i) for i, c in enumerate(ean.G_CODES)}
R_OF = {c: str(i) for i, c in enumerate(ean.R_CODES)}
PAR13 = {p: str(i) for i, p in enumerate(ean.EAN13_PARITY)}
PARE = {p: i for i, p in enumerate(ean.UPCE_PARITY)}

def module_digits(w, start, count, tables):
    """The digits of `count` 7-module codes of w from module `start`, each looked up in the first of
    `tables` ((name, {pattern: digit}) pairs) that holds it, and the names of those tables in
    order; None when a code is in none of them."""
    digits, names = "", ""
    for i in range(count):
        c = w[start + 7 * i: start + 7 * (i + 1)]
        found = next(((name, table[c]) for name, table in tables if c in table), None)
        if found is None:
            return None
        names += found[0]
        digits += found[1]
    return digits, names


def decode_modules(w):
    """The valid retail symbols (symbology, digits) the module string w is, exactly."""
    out = []
    n = len(w)
    if n == 95 and w[:3] == "101" and w[45:50] == "01010" and w[92:] == "101":
        left = module_digits(w, 3, 6, [("L", L_OF), ("G", G_OF)])
        right = module_digits(w, 50, 6, [("R", R_OF)])
        if left and right and left[1] in PAR13:
            code = PAR13[left[1]] + left[0] + right[0]
            if ean.check_digit(code[:-1]) == code[-1]: out.append(("ean13", code))
    if n == 67 and w[:3] == "101" and w[31:36] == "01010" and w[64:] == "101":
        left = module_digits(w, 3, 4, [("L", L_OF)])
        right = module_digits(w, 36, 4, [("R", R_OF)])
        if left and right:
            digs = left[0] + right[0]
            if ean.check_digit(digs[:-1]) == digs[-1]: out.append(("ean8", digs))
    if n == 51 and w[:3] == "101" and w[45:] == "010101":
        body = module_digits(w, 3, 6, [("O", L_OF), ("E", G_OF)])
        if body:
            digs, par = body
            for ns in "01":
                p = par if ns == "0" else "".join("O" if x == "E" else "E" for x in par)
                if p in PARE:
                    code = ns + digs + str(PARE[p])
                    try:
                        ean.validate("upce", code); out.append(("upce", code))
                    except AssertionError: pass
    return out


def structural_windows(rng, hosts):
    """{(host class, symbology, direction, first module, end module): (count, example host, example code)}
    over `hosts` random codes of each symbology (an EAN-13 class per first digit): every stretch of
    whole modules of the host (covered on both sides, as by stickers) that is a valid symbol."""
    found = {}
    pool = [("ean13", made_up(rng, "ean13", first)) for first in "0123456789" for _ in range(hosts)]
    pool += [(kind, made_up(rng, kind)) for kind in ("ean8", "upce") for _ in range(hosts * 4)]
    for kind, digits in pool:
        bars, _ = ean.pattern(kind, digits)
        for a in range(len(bars)):
            for b in (a + 51, a + 67, a + 95):
                if b > len(bars):
                    continue
                for direction, w in (("forward", bars[a:b]), ("reversed", bars[a:b][::-1])):
                    for other_kind, code in decode_modules(w):
                        if (a, b) == (0, len(bars)) and other_kind == kind:
                            continue
                        key = (kind + ("-" + digits[0] if kind == "ean13" else ""), other_kind, direction, a, b)
                        count, host, read = found.get(key, (0, digits, code))
                        found[key] = (count + 1, host, read)
    return found


def window_hosts(rng, key, count):
    """`count` random hosts of the class whose window `key` is a valid symbol (rejection sampling)."""
    host_class, other_kind, direction, a, b = key
    kind, first = (host_class.split("-") + [None])[:2]
    out = []
    while len(out) < count:
        digits = made_up(rng, kind, first)
        bars, _ = ean.pattern(kind, digits)
        w = bars[a:b] if direction == "forward" else bars[a:b][::-1]
        reads = [c for k, c in decode_modules(w) if k == other_kind]
        if reads:
            out.append((kind, digits, reads[0]))
    return out


def render_window(kind, digits, a, b, module, blur, rng, path):
    """The code with stickers over all but modules a..b (cut on module edges), as in the hunt."""
    page, x0 = symbol_page(kind, digits, module)
    draw = ImageDraw.Draw(page)
    at = lambda m: int(round(x0 + m * module))  # noqa: E731
    sticker(draw, page, 0, at(a) - 1, rng)
    sticker(draw, page, at(b), page.width, rng)
    if blur:
        page = page.filter(ImageFilter.GaussianBlur(blur))
    save_new(page, path)

# --- reading ----------------------------------------------------------------------------------

def run_cdscan(binary, files, flags=()):
    found = {f: [] for f in files}
    done = subprocess.run([binary, "batch", *flags, *files], capture_output=True, text=True)
    for line in done.stdout.splitlines():
        cells = line.split("\t")
        if len(cells) >= 2 and cells[0] in found:
            if cells[1] == "error":
                found[cells[0]] = ["error"]
            elif cells[1] != "-":
                found[cells[0]] = cells[1].split(",")
    return found


def zbar_one(f):
    done = subprocess.run(ZBAR + [f], capture_output=True, text=True)
    return f, re.findall(r"<!\[CDATA\[(.*?)\]\]>", done.stdout)


def run_zbarimg_alone(files):
    with ThreadPoolExecutor(2) as pool:
        return dict(pool.map(zbar_one, files))


def run_zxing(files):
    """ZXingReader over the files in two processes (it reads on one core), each restarted after
    a file it crashes on (zxing-cpp 1.4 aborts on an assertion in Result::operator== for some
    images of two codes): that file counts as read by nothing."""
    found = {}
    with ThreadPoolExecutor(2) as pool:
        for part in pool.map(run_zxing_part, [files[0::2], files[1::2]]):
            found.update(part)
    return found


def run_zxing_part(files):
    found = {f: [] for f in files}
    rest = list(files)
    while rest:
        done = subprocess.run(ZXING + rest, capture_output=True, text=True)
        last = -1
        position = {f: i for i, f in enumerate(rest)}
        for line in done.stdout.splitlines():
            f = line.split(" ", 1)[0]
            if f in position:
                if '"' in line:
                    found[f].append(line.split('"')[1])
                last = max(last, position[f])
        if done.returncode == 0 or last == len(rest) - 1:
            break
        rest = rest[last + 2:]
    return found


def verdict(reads, expected, is_cdscan):
    """right, nothing, wrong, or add-on (the right code with an add-on the label does not carry:
    recorded beside it, not looked up) for one file's reads."""
    if not reads:
        return "nothing"
    if reads == ["error"]:
        return "error"
    for code in reads:
        forms = {code.split("+")[0]} if is_cdscan else ean.reader_gtin13(code)
        if not forms & expected:
            return "wrong"
    return "add-on" if any("+" in code for code in reads) else "right"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "cdscan-bench-decoder"))
    parser.add_argument("--codes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--out", default="/tmp/occlusion-hunt")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--reuse", action="store_true")
    parser.add_argument("--batch-flag", action="append", default=[])
    parser.add_argument("--no-reference", action="store_true")
    parser.add_argument("--window-hosts", type=int, default=2000,
                        help="random hosts per class searched for structural windows (0: none)")
    parser.add_argument("--window-images", type=int, default=20,
                        help="hosts of each structural window found rendered with exact cuts")
    args = parser.parse_args()
    kinds = args.kinds.split(",")
    if args.reuse:
        rows = []
        for line in open(os.path.join(args.out, "manifest.tsv")):
            path, kind, digits, label, damage_kind, params = line.rstrip("\n").split("\t")
            rows.append((path, kind, digits, label, damage_kind, ast.literal_eval(params)))
        kinds = [k for k in KINDS + ["exact-window"] if any(r[4] == k for r in rows)]
        return report(args, rows, kinds)
    clear_earlier_hunt(args.out)
    rng = random.Random(args.seed)
    jobs = []
    for kind, digits, label in codes(rng, args.codes):
        for damage_kind in kinds:
            jobs.append((len(jobs), kind, digits, label, damage_kind, rng.randrange(1 << 30), args.out))
    start = time.perf_counter()
    with Pool(2) as pool:
        rows = pool.map(render_one, jobs, chunksize=32)
    print(f"rendered {len(rows)} images in {time.perf_counter() - start:.0f} s to {args.out}", flush=True)
    if args.window_hosts:
        start = time.perf_counter()
        windows = structural_windows(random.Random(args.seed + 1), args.window_hosts)
        print(f"structural windows over {args.window_hosts} hosts of each class "
              f"({time.perf_counter() - start:.0f} s):", flush=True)
        for key, (count, host, read) in sorted(windows.items()):
            print(f"  {key[0]:8s} modules {key[3]:2d}-{key[4]:2d} {key[2]}: a valid {key[1]} in {count} hosts, "
                  f"e.g. {host} holds {read}")
        window_rng = random.Random(args.seed + 2)
        for key in sorted(windows):
            for kind, digits, read in window_hosts(window_rng, key, args.window_images):
                for module, blur in ((2, 0), (3, 0.8), (4, 0)):
                    path = os.path.join(args.out, f"{len(rows):05d}-exact-window-{kind}.png")
                    render_window(kind, digits, key[3], key[4], module, blur, window_rng, path)
                    rows.append((path, kind, digits, key[0], "exact-window",
                                 {"module": module, "blur": blur, "from": key[3], "to": key[4],
                                  "holds": f"{key[1]}:{read}"}))
        if windows:
            kinds.append("exact-window")
    with open(os.path.join(args.out, "manifest.tsv"), "x") as manifest:
        for path, kind, digits, label, damage_kind, params in rows:
            manifest.write(f"{path}\t{kind}\t{digits}\t{label}\t{damage_kind}\t{params}\n")
    report(args, rows, kinds)


def report(args, rows, kinds):
    files = [r[0] for r in rows]
    tools = {}
    start = time.perf_counter()
    tools["cdscan"] = run_cdscan(args.binary, files, args.batch_flag)
    print(f"cdscan: {time.perf_counter() - start:.0f} s", flush=True)
    if not args.no_reference:
        start = time.perf_counter()
        tools["zbarimg"] = run_zbarimg_alone(files)
        print(f"zbarimg: {time.perf_counter() - start:.0f} s", flush=True)
        start = time.perf_counter()
        tools["ZXingReader"] = run_zxing(files)
        print(f"ZXingReader: {time.perf_counter() - start:.0f} s", flush=True)
    counts = {}
    wrongs = []
    for path, kind, digits, label, damage_kind, params in rows:
        expected = {gtin13(kind, digits)} | ({params["also"]} if "also" in params else set())
        for tool, found in tools.items():
            v = verdict(found.get(path, []), expected, tool == "cdscan")
            counts.setdefault((damage_kind, tool), {}).setdefault(v, 0)
            counts[(damage_kind, tool)][v] += 1
            if tool == "cdscan" and v in ("wrong", "error", "add-on"):
                wrongs.append((path, kind, digits, damage_kind, params))
    flags = f", cdscan batch {' '.join(args.batch_flag)}" if args.batch_flag else ""
    print(f"\n{len(rows)} images{flags}, {args.codes} codes of each: EAN-13 (first digit 1-9), EAN-13 (0,4,5,7,8,9), "
          f"UPC-A, EAN-8, UPC-E (number system 0); seed {args.seed}")
    print(f"{'damage':15s}" + "".join(f"{t:>31s}" for t in tools))
    print(f"{'':15s}" + "".join(f"{'right nothing WRONG +add-on':>31s}" for _ in tools))
    totals = {t: {"right": 0, "nothing": 0, "wrong": 0, "add-on": 0} for t in tools}
    for damage_kind in kinds:
        line = f"{damage_kind:15s}"
        for tool in tools:
            c = counts.get((damage_kind, tool), {})
            for key in totals[tool]:
                totals[tool][key] += c.get(key, 0)
            line += (f"{c.get('right', 0):>12d}{c.get('nothing', 0):>7d}{c.get('wrong', 0) + c.get('error', 0):>5d}"
                     f"{c.get('add-on', 0):>7d}")
        print(line)
    print(f"{'all':15s}" + "".join(
        f"{totals[t]['right']:>12d}{totals[t]['nothing']:>7d}{totals[t]['wrong']:>5d}{totals[t]['add-on']:>7d}"
        for t in tools))
    print(f"\ncdscan's wrong reads and add-ons ({len(wrongs)}):")
    for path, kind, digits, damage_kind, params in wrongs:
        reads = "; ".join(f"{t} {','.join(found.get(path, [])) or '-'}" for t, found in tools.items())
        shown = {k: v for k, v in params.items() if k not in ("seed", "also")}
        print(f"  {os.path.basename(path)} {kind} {digits} ({gtin13(kind, digits)}) {shown}: {reads}")


if __name__ == "__main__":
    main()
