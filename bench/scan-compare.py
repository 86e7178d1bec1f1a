#!/usr/bin/env python3
"""Hits, wrong reads and wall time of cdscan, zbarimg and ZXingReader, one process each per set.

    [ROUNDS=N] python3 bench/scan-compare.py BENCH_BINARY PHOTOS_DIR FIXTURES_DIR

A hit is an expected code read (UPC-A/UPC-E/EAN-8 compared as GTIN-13; add-ons apart); any other
code is a wrong read. Expected codes: the .txt beside each photo (PHOTOS_DIR), expected.tsv and
table/expected.tsv (FIXTURES_DIR). One label in ../shared/photos disagrees with the digits printed
under its bars; it is counted as the .txt says, and also reported.
"""

import os
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import importlib.util  # noqa: E402

spec = importlib.util.spec_from_file_location("rule_eval", os.path.join(HERE, "rule-eval.py"))
rule_eval = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rule_eval)

RETAIL_ZBAR = ["-Sdisable", "-Sean13.enable", "-Sean8.enable", "-Supce.enable"]
# The digits printed under the bars (4 190566 906901, add-on 01); the .txt says 412056690699101.
MISLABELLED = {"ean13-extension-q/image-006.jpg": "4190566906901"}


def images(folder):
    found = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.lower().endswith((".jpg", ".jpeg", ".png", ".webp", ".heic")):
                found.append(os.path.join(root, name))
    return found


CPU = {"seconds": 0.0}  # CPU time (user + system) of the last reader measured


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command):
    start, cpu = time.perf_counter(), children_cpu()
    done = subprocess.run(command, capture_output=True, text=True)
    CPU["seconds"] += children_cpu() - cpu
    return done, time.perf_counter() - start


def cdscan(binary, files):
    done, wall = timed([binary, "batch", *files])
    reads = {f: [] for f in files}
    for line in done.stdout.splitlines():
        cells = line.split("\t")
        if len(cells) >= 2 and cells[0] in reads and cells[1] not in ("-", "error"):
            reads[cells[0]] = [c.split("+")[0] for c in cells[1].split(",")]
    return reads, wall


def zbarimg(files):
    """One process over all files, restarted after a file it cannot load (it stops there)."""
    reads = {f: [] for f in files}
    wall, rest = 0.0, list(files)
    while rest:
        done, took = timed(["zbarimg", "--nodbus", "-q", "--xml", *RETAIL_ZBAR, *rest])
        wall += took
        current, last = None, -1
        for line in done.stdout.splitlines():
            line = line.strip()
            if line.startswith("<source href="):
                current = line.split("'")[1]
                last = rest.index(current) if current in rest else last
            elif "<data>" in line and current:
                text = line.split("<data>")[1].split("</data>")[0].replace("<![CDATA[", "").replace("]]>", "")
                reads.setdefault(current, []).append(text)
        failed = [l for l in done.stderr.splitlines() if "ERROR" in l]
        if done.returncode == 0 or not failed:
            break
        bad = next((f for f in rest if f"`{f}'" in failed[-1]), None)
        rest = rest[rest.index(bad) + 1:] if bad in rest else []
    return reads, wall


def zxing(files):
    """One process over all files, restarted after a file it aborts on (zxing-cpp 1.4's
    assertion, see Sources/CZXing/ResultEquality.cpp); that file counts as read nothing."""
    reads = {f: [] for f in files}
    wall, rest, aborted = 0.0, list(files), []
    while rest:
        done, took = timed(["stdbuf", "-oL", "ZXingReader", "-1", "-format", "EAN13,EAN8,UPCA,UPCE", *rest])
        wall += took
        seen = set()
        for line in done.stdout.splitlines():
            name, _, text = line.partition(" ")
            if name in reads:
                seen.add(name)
                if '"' in text:
                    reads[name].append(text.split('"')[1].split(" ")[0])
        if done.returncode in (0, 1):
            break
        unseen = [f for f in rest if f not in seen]
        if not unseen:
            break
        aborted.append(unseen[0])
        rest = rest[rest.index(unseen[0]) + 1:]
    return reads, wall, aborted


def forms(code):
    if len(code) == 13:
        return {code}
    if len(code) == 12:
        return {"0" + code}
    if len(code) == 8:
        out = {"00000" + code}
        if code[0] in "01":
            out.add("0" + rule_eval.ean.upce_to_upca(code))
        return out
    return {code}


def judge(name, files, reads, expected):
    hits = wrong = 0
    wrong_files = []
    for f in files:
        want = expected[f]
        got = set().union(*(forms(c) for c in reads.get(f, []))) if reads.get(f) else set()
        hits += len(got & want)
        extra = {c for c in got - want if not (forms(c) & want)}
        if name != "cdscan":  # a UPC-E read may stand for two GTINs; only the unmatched one counts
            extra = {c for c in reads.get(f, []) if not (forms(c) & want)}
        if extra:
            wrong += 1
            wrong_files.append(f"{os.path.basename(os.path.dirname(f))}/{os.path.basename(f)}: {sorted(extra)}")
    return hits, wrong, wrong_files


def run_set(label, binary, files, expected):
    total = sum(len(v) for v in expected.values())
    print(f"## {label}: {len(files)} files, {total} codes expected, "
          f"{sum(1 for v in expected.values() if not v)} files without one")
    results, aborted = {}, []
    rounds = max(1, int(os.environ.get("ROUNDS", "1")))
    # The readers take turns, round after round, so that other work on the machine falls on
    # each alike; the fastest round of each counts (hits are the same every round).
    for _ in range(rounds):
        for name, run in (("cdscan", lambda: cdscan(binary, files)), ("zbarimg", lambda: zbarimg(files)),
                          ("ZXingReader", lambda: zxing(files))):
            CPU["seconds"] = 0.0
            outcome = run()
            if len(outcome) > 2:  # ZXingReader's files it aborted on
                aborted = outcome[2]
            reads, wall, cpu = outcome[0], outcome[1], CPU["seconds"]
            best = results.get(name)
            results[name] = (reads, min(wall, best[1]) if best else wall, min(cpu, best[2]) if best else cpu)
    results = [(name, *values) for name, values in results.items()]
    if rounds > 1:
        print(f"(fastest of {rounds} rounds, readers taking turns)")
    print(f"{'reader':22s} {'hits':>9s} {'wrong':>6s} {'wall s':>8s} {'cpu s':>8s}")
    for name, reads, wall, cpu in results:
        hits, wrong, wrong_files = judge(name.split()[0], files, reads, expected)
        print(f"{name:22s} {hits:4d}/{total:<4d} {wrong:6d} {wall:8.2f} {cpu:8.2f}")
        for w in wrong_files:
            print(f"    wrong: {w}")
    for f in aborted:
        print(f"    ZXingReader aborted on {os.path.relpath(f)} (restarted after it)")
    print()


def main():
    binary, photos, fixtures = sys.argv[1:4]
    files = [f for f in images(photos)]
    expected = {}
    for f in files:
        truth = rule_eval.truth_of(os.path.abspath(f))
        expected[f] = truth[0] if truth else set()
    run_set(f"real photos ({photos})", binary, files, expected)
    for rel, code in MISLABELLED.items():
        print(f"note: {rel} is labelled {sorted(expected.get(os.path.join(photos, rel), []))}, printed {code}")
    fixture_files, fixture_expected = [], {}
    for f in images(fixtures):
        rel = os.path.relpath(f, fixtures)
        truth = rule_eval.FIXTURES.get(rel)
        if truth is not None and not rel.startswith(("corrupt/", "formats/")):
            fixture_files.append(f)
            fixture_expected[f] = truth[0]
    print()
    run_set(f"fixtures ({fixtures})", binary, fixture_files, fixture_expected)


if __name__ == "__main__":
    main()
