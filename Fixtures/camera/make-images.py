#!/usr/bin/env python3
"""Writes the frames scripts/camera-test.sh feeds to the v4l2lab loopback camera.

white.png: a blank white 640x480 frame (mean luma 255).
bars.png:  the same frame with four black vertical bars covering half of it
           (mean luma about 128), so a test can tell the two apart by brightness.
upca-029667431224.png: the UPC-A barcode 029667431224 (The Seeds, "Future"),
           4 pixels a module, centred, for `cdscan scan` in the VM to read.
Grey 8-bit PNGs written with the standard library only: python3 make-images.py
"""
import struct
import zlib

WIDTH, HEIGHT = 640, 480


def png(path, rows):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 0, 0, 0, 0)  # 8-bit greyscale
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def bar_row():
    # Eight stripes of 80 pixels, alternating black and white.
    return [0 if (x // 80) % 2 == 0 else 255 for x in range(WIDTH)]


# UPC-A: left digits in L codes, right digits in R codes (L inverted); 1 is a bar.
L_CODES = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"]


def upca_modules(digits):
    body = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(digits[:11]))
    assert int(digits[11]) == (10 - body % 10) % 10, "bad check digit"
    left = "".join(L_CODES[int(d)] for d in digits[:6])
    right = "".join("".join("1" if c == "0" else "0" for c in L_CODES[int(d)]) for d in digits[6:])
    return "101" + left + "01010" + right + "101"


def upca_rows(digits, module=4, bar_height=240, guard_extra=20):
    modules = upca_modules(digits)
    left = (WIDTH - len(modules) * module) // 2
    top = (HEIGHT - bar_height) // 2
    # Guard bars (start, middle, end) reach lower, as printed.
    guards = set(range(0, 3)) | set(range(45, 50)) | set(range(92, 95))
    rows = []
    for y in range(HEIGHT):
        row = [255] * WIDTH
        for m, bit in enumerate(modules):
            tall = y < top + bar_height + (guard_extra if m in guards else 0)
            if bit == "1" and top <= y and tall:
                for x in range(left + m * module, left + (m + 1) * module):
                    row[x] = 0
        rows.append(row)
    return rows


png("white.png", [[255] * WIDTH for _ in range(HEIGHT)])
png("bars.png", [bar_row() for _ in range(HEIGHT)])
png("upca-029667431224.png", upca_rows("029667431224"))
