#!/usr/bin/env python3
"""cdscan's photo reading beside zbarimg and ZXingReader, each run once over a whole set.

    python3 bench/recall-compare.py BENCH_BINARY MANIFEST.tsv SET [--list] [--repeat N] [--batch-flag FLAG]...

SET is "tune" or "valid" (that half of bench/degraded-set.py's manifest, the photos of
../shared/photos in that half included), "photos" (all of ../shared/photos), or "zxing:PART"
(the folders of ../shared/photos-zxing that bench/zxing-photos-split.tsv puts in PART: tune,
valid or none; MANIFEST is not read then). One zbarimg
process and one ZXingReader process read every file of the set, retail symbologies only, as a
user would run them; cdscan reads the same files with `cdscan-bench-decoder batch` (every core,
as `cdscan scan --image` does). Wall time of each whole run; a hit reads the expected code (UPC-A
and UPC-E as their GTIN-13), a wrong read is any other code (on a photo without a retail code,
any code). "below either" counts files where zbarimg or ZXingReader read the code and cdscan
did not. zbarimg's reads are counted from a run on each file alone (see run_zbarimg_alone).
"""

import glob
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Fixtures", "images"))
import ean  # noqa: E402

PHOTOS = os.path.realpath(os.path.join(ROOT, "..", "shared", "photos"))
ZXING_PHOTOS = os.path.realpath(os.path.join(ROOT, "..", "shared", "photos-zxing"))
ZXING_SPLIT = os.path.join(HERE, "zxing-photos-split.tsv")
ZBAR = ["zbarimg", "--nodbus", "-q", "--xml", "-Sdisable", "-Sean13.enable", "-Supca.enable", "-Supce.enable",
        "-Sean8.enable"]
ZXING = ["ZXingReader", "-1", "-format", "EAN-8,EAN-13,UPC-A,UPC-E"]


def expected_of_photo(path):
    base = os.path.splitext(path)[0]
    if not os.path.exists(base + ".txt"):
        return "none"
    digits = open(base + ".txt").read().strip()
    folder = os.path.basename(os.path.dirname(path))
    kind = folder.split("-")[0]
    return {"upce": lambda: "0" + ean.upce_to_upca(digits), "ean8": lambda: "00000" + digits,
            "upca": lambda: "0" + digits}.get(kind, lambda: digits[:13])()


def zxing_part(part):
    """The photos of ../shared/photos-zxing in the folders the split file puts in `part`."""
    folders = []
    for line in open(ZXING_SPLIT):
        if line.strip() and not line.startswith("#"):
            folder, its_part = line.split()
            if its_part == part:
                folders.append(folder)
    files = []
    for folder in folders:
        files += sorted(f for f in glob.glob(os.path.join(ZXING_PHOTOS, folder, "*")) if not f.endswith(".txt"))
    return [(f, expected_of_photo(f)) for f in files]


def the_set(manifest, name):
    if name.startswith("zxing:"):
        return zxing_part(name[len("zxing:"):])
    if name == "photos":
        files = sorted(glob.glob(os.path.join(PHOTOS, "*", "*.jpg")))
        return [(f, expected_of_photo(f)) for f in files]
    base = os.path.dirname(os.path.abspath(manifest))
    rows = []
    for line in open(manifest):
        if line.startswith("#"):
            continue
        file, half, _kind, expect, _source = line.rstrip("\n").split("\t")
        if half == name:
            rows.append((os.path.join(base, file), expect))
    return rows


def run_zbarimg(files):
    """{file: [codes]} from zbarimg, restarted after a file it cannot load (it stops there)."""
    found = {}
    rest = list(files)
    while rest:
        done = subprocess.run(ZBAR + rest, capture_output=True, text=True)
        sources = re.findall(r"<source href='([^']*)'>(.*?)</source>", done.stdout, re.S)
        for href, body in sources:
            found[href] = re.findall(r"<!\[CDATA\[(.*?)\]\]>", body)
        seen = {href for href, _ in sources}
        read_upto = max((rest.index(h) for h in seen if h in rest), default=-1)
        if done.returncode in (0, 4) or read_upto == len(rest) - 1:
            break
        # zbarimg stopped at the file after the last one it reported: skip that file and go on.
        rest = rest[read_upto + 2:]
    return found


def run_zbarimg_alone(files):
    """{file: [codes]} from zbarimg run on each file alone. Run on several files, zbarimg keeps a
    decoded half of an EAN symbol from one file and joins it to the next file's: it reads some
    photos only after another photo of the same product (in a degraded set, its other variant).
    The goal compares with each reader alone on the file, so the reads counted are these; the
    wall time is still the one-process run's (a process per file would mostly time start-up)."""
    found = {}
    for f in files:
        done = subprocess.run(ZBAR + [f], capture_output=True, text=True)
        found[f] = re.findall(r"<!\[CDATA\[(.*?)\]\]>", done.stdout)
    return found


def run_zxing(files):
    """{file: [codes]} from ZXingReader, restarted after a file it crashes on (zxing-cpp 1.4
    aborts on an assertion in Result::operator== for some photos)."""
    found = {f: [] for f in files}
    rest = list(files)
    while rest:
        done = subprocess.run(ZXING + rest, capture_output=True, text=True)
        last = -1
        for line in done.stdout.splitlines():
            for index, f in enumerate(rest):
                if line.startswith(f + " "):
                    if '"' in line:
                        found[f].append(line.split('"')[1])
                    last = max(last, index)
                    break
        if done.returncode == 0 or last == len(rest) - 1:
            break
        rest = rest[last + 2:]
    return found


def run_cdscan(binary, files):
    found = {f: [] for f in files}
    # --batch-flag FLAG: passed to `cdscan-bench-decoder batch` (--no-check, --check-thin, ...).
    flags = [sys.argv[i + 1] for i, arg in enumerate(sys.argv[:-1]) if arg == "--batch-flag"]
    done = subprocess.run([binary, "batch", *flags, *files], capture_output=True, text=True)
    for line in done.stdout.splitlines():
        cells = line.split("\t")
        if len(cells) >= 2 and cells[0] in found and cells[1] not in ("-", "error"):
            found[cells[0]] = cells[1].split(",")
    return found


def score(rows, found):
    """Hits, files with a wrong read, photos without a code where something was read, the hit
    files, and each wrong read as "file: code for expected"."""
    hits = wrong = none_wrong = 0
    read = set()
    misreads = []
    for file, expect in rows:
        right = [c for c in found.get(file, []) if expect in ean.reader_gtin13(c)]
        other = [c for c in found.get(file, []) if expect not in ean.reader_gtin13(c)]
        misreads += [f"{file}: {c} for {expect}" for c in other]
        if expect == "none":
            none_wrong += bool(other)
            continue
        if right:
            hits += 1
            read.add(file)
        wrong += bool(other)
    return hits, wrong, none_wrong, read, misreads


def main():
    binary, manifest, name = sys.argv[1], sys.argv[2], sys.argv[3]
    rows = the_set(manifest, name)
    files = [f for f, _ in rows]
    with_code = sum(1 for _, e in rows if e != "none")
    results = {}
    joined = []
    for label, runner in (("zbarimg", run_zbarimg), ("ZXingReader", run_zxing),
                          ("cdscan", lambda fs: run_cdscan(binary, fs))):
        start, cpu = time.perf_counter(), os.times()
        found = runner(files)
        after = os.times()
        results[label] = (found, time.perf_counter() - start,
                          after.children_user + after.children_system - cpu.children_user - cpu.children_system)
        if label == "zbarimg":
            alone = run_zbarimg_alone(files)
            joined = sorted(f for f in files if set(found.get(f, [])) - set(alone[f]))
            results[label] = (alone,) + results[label][1:]
    # --repeat N: zbarimg's one-process run and cdscan's timed N times in all, taking turns, and the
    # medians compared: on two shared cores either tool's wall time moves by a fifth from one run
    # to the next, so one run's ratio says little.
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 1
    walls = {"zbarimg": [results["zbarimg"][1]], "cdscan": [results["cdscan"][1]]}
    for _ in range(repeat - 1):
        for label, runner in (("zbarimg", run_zbarimg), ("cdscan", lambda fs: run_cdscan(binary, fs))):
            start = time.perf_counter()
            runner(files)
            walls[label].append(time.perf_counter() - start)
    print(f"set {name}: {len(rows)} files, {with_code} with a retail code, {len(rows) - with_code} without")
    reads = {}
    for label, (found, wall, cpu) in results.items():
        hits, wrong, none_wrong, read, misreads = score(rows, found)
        reads[label] = read
        print(f"  {label:12s} read {hits:3d}/{with_code}  wrong {wrong}  read where none {none_wrong}  wall {wall:6.2f} s  cpu {cpu:6.2f} s")
        if "--list" in sys.argv:
            for misread in misreads:
                print("    wrong:", misread)
    if joined:
        print(f"  (zbarimg on the whole set also read {len(joined)} files only after another file: not counted)")
        if "--list" in sys.argv:
            for f in joined:
                print("    joined:", f)
    if repeat > 1:
        rounds = " ".join(f"{c / max(z, 1e-9):.2f}" for z, c in zip(walls["zbarimg"], walls["cdscan"]))
        median = {label: statistics.median(times) for label, times in walls.items()}
        print(f"  wall time over {repeat} runs each, in turns: zbarimg median {median['zbarimg']:.2f} s, "
              f"cdscan median {median['cdscan']:.2f} s; each run's cdscan/zbarimg {rounds}")
        ratio = median["cdscan"] / max(median["zbarimg"], 1e-9)
        print(f"  wall time cdscan/zbarimg {ratio:.2f} (medians)")
    else:
        ratio = results["cdscan"][1] / max(results["zbarimg"][1], 1e-9)
        print(f"  wall time cdscan/zbarimg {ratio:.2f}")
    either = reads["zbarimg"] | reads["ZXingReader"]
    below = sorted(either - reads["cdscan"])
    print(f"  either reference read {len(either)}; cdscan below either on {len(below)} files")
    if "--list" in sys.argv:
        for f in below:
            print("    below:", f)


if __name__ == "__main__":
    main()
