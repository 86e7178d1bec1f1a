#!/usr/bin/env python3
"""Writes the frames scripts/camera-test.sh feeds to the v4l2lab loopback camera.

white.png: a blank white 640x480 frame (mean luma 255).
bars.png:  the same frame with four black vertical bars covering half of it
           (mean luma about 128), so a test can tell the two apart by brightness.
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


png("white.png", [[255] * WIDTH for _ in range(HEIGHT)])
png("bars.png", [bar_row() for _ in range(HEIGHT)])
