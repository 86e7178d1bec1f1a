#!/usr/bin/env python3
"""Photo hit rate and time: cdscan's PhotoReader next to zbarimg and ZXingReader.

    python3 bench/photos-compare.py BENCH_BINARY [SET...]   (sets: photos degraded none; default all three)

Every reader runs once per file as its own process on one core (taskset -c 0), restricted to
the retail symbologies (EAN-13, UPC-A, UPC-E, EAN-8), and is judged against
Fixtures/images/expected.tsv: a hit reads the expected code, a wrong read is any other code
(on a no-barcode image, any code at all).
"""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Fixtures", "images"))
import ean  # noqa: E402

RETAIL_ZBAR = ["-Sdisable", "-Sean13.enable", "-Supca.enable", "-Supce.enable", "-Sean8.enable"]


def gtin13(code, symbology):
    """Every GTIN-13 a reader's output could stand for (an 8-digit code may be EAN-8 or UPC-E)."""
    forms = set()
    if len(code) == 13:
        forms.add(code)
    elif len(code) == 12:
        forms.add("0" + code)
    elif len(code) == 8:
        if symbology in (None, "EAN-8"):
            forms.add("00000" + code)
        if symbology in (None, "UPC-E") and code[0] in "01":
            forms.add("0" + ean.upce_to_upca(code))
    return forms


def readers(binary):
    def cdscan(path):
        out = run([binary, "scan", path])
        first = out.splitlines()[0].split("\t") if out else []
        return [] if len(first) < 2 or first[1] in ("-", "error") else first[1].split(",")

    def zbarimg(path):
        return run(["zbarimg", "--nodbus", "-q", "--raw", *RETAIL_ZBAR, path]).split()

    def zxing(path):
        codes = []
        for line in run(["ZXingReader", "-1", "-format", "EAN-8,EAN-13,UPC-A,UPC-E", path]).splitlines():
            if '"' in line:
                codes.append(line.split('"')[1])
        return codes

    return [("cdscan", cdscan), ("zbarimg", zbarimg), ("ZXingReader", zxing)]


def run(command):
    done = subprocess.run(["taskset", "-c", "0", *command], capture_output=True, text=True)
    return done.stdout.strip()


def main():
    binary = sys.argv[1]
    sets = sys.argv[2:] or ["photos", "degraded", "none"]
    rows = []
    with open(os.path.join(ROOT, "Fixtures", "images", "expected.tsv")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            file, expect, symbology, _required, _note = line.rstrip("\n").split("\t")
            if file.split("/")[0] in sets and not expect.startswith("error:"):
                rows.append((file, expect, symbology))
    tools = readers(binary)
    stats = {name: {"hit": 0, "wrong": 0, "time": 0.0} for name, _ in tools}
    print("file\texpected\t" + "\t".join(name for name, _ in tools))
    for file, expect, symbology in rows:
        path = os.path.join(ROOT, "Fixtures", "images", file)
        if expect == "none":
            wanted = set()
        elif expect.startswith("multi:"):  # several codes on one photo: reading any of them is a hit
            wanted = set().union(*(gtin13(code, None) for code in expect[len("multi:"):].split(",")))
        else:
            wanted = gtin13(expect, symbology)
        cells = []
        for name, read in tools:
            start = time.perf_counter()
            codes = read(path)
            elapsed = (time.perf_counter() - start) * 1000
            stats[name]["time"] += elapsed
            matched = [c for c in codes if gtin13(c, None) & wanted]
            wrong = [c for c in codes if not gtin13(c, None) & wanted]
            if matched:
                stats[name]["hit"] += 1
            if wrong:
                stats[name]["wrong"] += 1
            mark = "hit" if matched else ("-" if not codes else "")
            if wrong:
                mark += ("+" if mark else "") + "WRONG " + ",".join(wrong)
            cells.append(f"{mark} {elapsed:.0f}ms")
        print(f"{file}\t{expect}\t" + "\t".join(cells))
    with_code = sum(1 for _, e, _ in rows if e != "none")
    print()
    print(f"summary over {len(rows)} files ({with_code} with a barcode, {len(rows) - with_code} without):")
    for name, _ in tools:
        s = stats[name]
        print(f"  {name:12s} read {s['hit']:2d}/{with_code}  wrong reads {s['wrong']}  "
              f"total {s['time'] / 1000:.2f} s  mean {s['time'] / max(1, len(rows)):.0f} ms/file")


if __name__ == "__main__":
    main()
