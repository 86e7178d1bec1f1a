#!/usr/bin/env python3
"""Writes the fuzzing regression inputs in Fixtures/fuzz/ that are easier to describe than to store.

Run from anywhere: python3 Fixtures/fuzz/make_fixtures.py (needs Pillow for the progressive photo).
Inputs the fuzzers themselves found are stored as they were found, not made here; see README.md.
"""
import pathlib
import struct
import zlib

from PIL import Image

HERE = pathlib.Path(__file__).resolve().parent


def segment(marker: int, payload: bytes) -> bytes:
    return b"\xff" + bytes([marker]) + struct.pack(">H", len(payload) + 2) + payload


def repeated_scans(width: int, height: int, scans: int) -> bytes:
    """A progressive 3-component JPEG whose one DC scan, empty, is repeated `scans` times.

    libjpeg keeps the coefficients of the whole image for a progressive file and walks all of
    them in every scan, so 8 KB of repeated scans cost seconds; TurboJPEG stops only at 500.
    """
    out = b"\xff\xd8"
    out += segment(0xDB, b"\x00" + bytes([1] * 64))  # one quantisation table of ones
    components = b"".join(bytes([index + 1, 0x11, 0]) for index in range(3))
    out += segment(0xC2, struct.pack(">BHHB", 8, height, width, 3) + components)  # SOF2: progressive
    out += segment(0xC4, b"\x00" + bytes([1] + [0] * 15) + b"\x00")  # DC table: one 1-bit code
    scan = segment(0xDA, b"\x03\x01\x00\x02\x00\x03\x00" + b"\x00\x00\x00") + b"\x00\x00"
    return out + scan * scans + b"\xff\xd9"


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def grey_png(width: int, height: int, value: int) -> bytes:
    """An 8-bit grey PNG of one colour."""
    rows = (b"\x00" + bytes([value]) * width) * height
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def main() -> None:
    image = HERE / "image"
    image.mkdir(exist_ok=True)
    # 100 megapixels (the standard limit) and 500 scans: 15 s and 900 MB before the scan budget.
    (image / "progressive-500-scans-100mp.jpg").write_bytes(repeated_scans(30000, 3333, 500))
    # A photo's size and 500 scans: over a second before the scan budget.
    (image / "progressive-500-scans-9mp.jpg").write_bytes(repeated_scans(3000, 3000, 500))
    # A real progressive photo (libjpeg's 10-scan script) that must still be read.
    barcode = HERE.parent / "images" / "clean" / "ean13-5099750442227.png"
    Image.open(barcode).convert("RGB").save(
        image / "progressive-ean13-5099750442227.jpg", "JPEG", quality=90, progressive=True
    )

    photo = HERE / "photo"
    photo.mkdir(exist_ok=True)
    # 30000x10, within every limit: turned 45 degrees its canvas was 21220x21220 (450 megapixels);
    # PhotoReader's three turned passes took 23 s and 460 MB in a release build.
    (photo / "thin-30000x10.png").write_bytes(grey_png(30000, 10, 255))


if __name__ == "__main__":
    main()
