#!/usr/bin/env python3
"""Replays recorded engine reads (cdscan-bench-decoder trace) through the confirmation rule.

    python3 bench/rule-eval.py TRACE.jsonl... [--zbar N] [--zxing N] [--passes N] [--order a,b,...]

A trace holds every pass's reads by each engine alone, with its time, for each file. This
script runs the same rule as Sources/Scanner/ConfirmationRule.swift over them, with the pass
order and the stopping rule of PhotoReader, and prints hits, wrong reads, conflicts and the
time the passes would have taken, per photo set. It is how ConfirmationRule.standard and
ScanPass.standard were chosen; the Swift tests and bench/scan-bench.sh check the result.
"""

import argparse
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Fixtures", "images"))
import ean  # noqa: E402


def truth_of(path):
    """(set of main GTIN-13s, {gtin: add-on}) expected for a file, or None when unknown."""
    base, _ = os.path.splitext(path)
    if os.path.exists(base + ".txt"):
        digits = open(base + ".txt").read().strip()
        folder = os.path.basename(os.path.dirname(path))
        if folder == "upce-q":
            return {"0" + ean.upce_to_upca(digits)}, {}
        if folder == "ean8-q":
            return {"00000" + digits}, {}
        if folder == "upca-q":
            return {"0" + digits}, {}
        if folder == "ean13-extension-q":
            return {digits[:13]}, {digits[:13]: digits[13:]}
        return {digits}, {}
    if "/no-retail-code/" in path:
        return set(), {}
    return FIXTURES.get(os.path.relpath(path, os.path.join(ROOT, "Fixtures", "images")))


def load_fixture_truth():
    truth = {}
    images = os.path.join(ROOT, "Fixtures", "images")
    for manifest, folder in ((os.path.join(images, "expected.tsv"), ""),
                             (os.path.join(images, "table", "expected.tsv"), "table/")):
        for line in open(manifest):
            if line.startswith("#"):
                continue
            cells = line.rstrip("\n").split("\t")
            file, expect = folder + cells[0], cells[1]
            if expect.startswith("error:"):
                continue
            codes, addons = set(), {}
            if expect != "none":
                for item in expect.replace("multi:", "").split(","):
                    main, _, addon = item.partition("+")
                    g = gtin13(main, cells[2] if len(cells) > 3 else None)
                    codes.add(g)
                    if addon:
                        addons[g] = addon
            truth[file] = (codes, addons)
    return truth


def gtin13(code, symbology=None):
    if len(code) == 13:
        return code
    if len(code) == 12:
        return "0" + code
    if len(code) == 8 and symbology == "UPC-E":
        return "0" + ean.upce_to_upca(code)
    return "00000" + code


FIXTURES = load_fixture_truth()


def overlaps(a, b, margin):
    ga = int(max(a[2] - a[0] + 1, a[3] - a[1] + 1) * margin)
    gb = int(max(b[2] - b[0] + 1, b[3] - b[1] + 1) * margin)
    return a[0] - ga <= b[2] + gb and b[0] - gb <= a[2] + ga and a[1] - ga <= b[3] + gb and b[1] - gb <= a[3] + ga


def union(a, b):
    return [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]


def decide(reads, rule):
    """The Swift rule: sightings, confirmation, conflicts. Returns (codes {key: addon}, conflicts, unconfirmed)."""
    sightings = []
    for r in reads:
        meeting = [s for s in sightings if s["key"] == r["code"] and any(overlaps(x["box"], r["box"], rule.margin)
                                                                          for x in s["reads"])]
        if not meeting:
            sightings.append({"key": r["code"], "reads": [r], "box": r["box"]})
            continue
        first = meeting[0]
        first["reads"].append(r)
        first["box"] = union(first["box"], r["box"])
        for other in meeting[1:]:
            first["reads"] += other["reads"]
            first["box"] = union(first["box"], other["box"])
            sightings.remove(other)
    confirmed, unconfirmed = [], []
    for s in sightings:
        engines = {r["engine"] for r in s["reads"]}
        zb = max([r["ev"] for r in s["reads"] if r["engine"] == "zbar"] or [0])
        zx = max([r["ev"] for r in s["reads"] if r["engine"] == "zxing"] or [0])
        passes = {r["pass"] for r in s["reads"]}
        if len(engines) > 1 or zb >= rule.zbar or zx >= rule.zxing or len(passes) >= rule.passes:
            confirmed.append(s)
        else:
            unconfirmed.append(s)
    conflict = set()
    conflicts = []
    both = [len({r["engine"] for r in s["reads"]}) > 1 for s in confirmed]
    for i, a in enumerate(confirmed):
        for j in range(i + 1, len(confirmed)):
            b = confirmed[j]
            if a["key"] != b["key"] and overlaps(a["box"], b["box"], 0):
                conflict |= {i, j}
                conflicts.append((a["key"], b["key"]))
    codes = []
    for i, s in enumerate(confirmed):
        if i in conflict:
            continue
        with_addon = [r for r in s["reads"] if r.get("addon")]
        addon = None
        if with_addon and len({r["addon"] for r in with_addon}) == 1:
            if len({r["engine"] for r in with_addon}) > 1 or len({r["pass"] for r in with_addon}) > 1:
                addon = with_addon[0]["addon"]
        codes.append((s["key"], addon, s["box"]))
    return codes, conflicts, unconfirmed, confirmed


def settled(codes, conflicts, unconfirmed, confirmed, margin):
    boxes = [c[2] for c in codes] + [s["box"] for s in confirmed if s["key"] in {k for pair in conflicts for k in pair}]
    if not boxes:
        return False
    return all(any(overlaps(b, r["box"], margin) for b in boxes) for s in unconfirmed for r in s["reads"])


def simulate(entries, order, rule, gate=None):
    """entries: {(pass, engine): entry}. Runs passes in `order`, both engines, stopping when settled."""
    reads, time, tried = [], 0.0, 0
    result = ([], [], [], [])
    for name in order:
        engines = [e for e in ("zbar", "zxing") if (name, e) in entries]
        if not engines:
            continue
        tried += 1
        time += entries[(name, engines[0])]["prep"]
        new = []
        for e in engines:
            entry = entries[(name, e)]
            time += entry["ms"]
            new += [dict(r, engine=e, pass_=name, **{"pass": name}) for r in entry["reads"]]
        reads += new
        if not reads and gate is not None and not gate:
            break
        if new:
            before = {c[0] for c in result[0]}
            result = decide(reads, rule)
            found = {c[0] for c in result[0]}
            if settled(*result, rule.margin) and (len(found) <= 1 or found <= before):
                break
    return result, time, tried


def main():
    p = argparse.ArgumentParser()
    p.add_argument("traces", nargs="+")
    p.add_argument("--zbar", type=int, default=12)
    p.add_argument("--zxing", type=int, default=8)
    p.add_argument("--passes", type=int, default=2)
    p.add_argument("--margin", type=float, default=0.2)
    p.add_argument("--order", default=None)
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--per-pass", action="store_true", help="each pass and engine alone: codes found, ms")
    rule = p.parse_args()
    files = collections.OrderedDict()
    for trace in rule.traces:
        for line in open(trace, errors="replace"):
            if not line.startswith("{"):
                continue
            try:
                d = json.loads(line)
            except json.JSONDecodeError:
                continue
            if "pass" not in d:
                continue
            files.setdefault(d["file"], {})[(d["pass"], d["engine"])] = d
    if rule.per_pass:
        per_pass(files)
        return
    order = rule.order.split(",") if rule.order else None
    sets = collections.OrderedDict()
    for path, entries in files.items():
        truth = truth_of(path)
        if truth is None:
            continue
        expected, addons = truth
        names = order or list(dict.fromkeys(k[0] for k in entries))
        (codes, conflicts, _, _), time, tried = simulate(entries, names, rule)
        got = {c[0] for c in codes}
        hits = got & expected
        wrong = got - expected
        addon_ok = sum(1 for c in codes if c[0] in addons and c[1] == addons[c[0]])
        addon_wrong = sum(1 for c in codes if c[1] is not None and addons.get(c[0]) != c[1])
        key = os.path.basename(os.path.dirname(path)) if "/shared/photos/" in path else "fixtures:" + \
            os.path.relpath(path, os.path.join(ROOT, "Fixtures", "images")).split("/")[0]
        s = sets.setdefault(key, collections.Counter())
        s["files"] += 1
        s["expected"] += len(expected)
        s["hits"] += len(hits)
        s["wrong"] += len(wrong)
        s["conflicts"] += len(conflicts)
        s["addon_ok"] += addon_ok
        s["addon_wrong"] += addon_wrong
        s["ms"] += time
        if rule.verbose and (wrong or len(hits) < len(expected) or conflicts):
            print(f"  {path}: expected {sorted(expected)} got {sorted(got)} wrong {sorted(wrong)} "
                  f"conflicts {conflicts} passes {tried} {time:.0f} ms")
    total = collections.Counter()
    for key, s in sets.items():
        total.update(s)
        print(f"{key:28s} files {s['files']:3d}  hits {s['hits']:3d}/{s['expected']:3d}  wrong {s['wrong']}  "
              f"conflicts {s['conflicts']}  add-ons {s['addon_ok']} (wrong {s['addon_wrong']})  {s['ms'] / 1000:.1f} s")
    print(f"{'total':28s} files {total['files']:3d}  hits {total['hits']:3d}/{total['expected']:3d}  "
          f"wrong {total['wrong']}  conflicts {total['conflicts']}  {total['ms'] / 1000:.1f} s")


def per_pass(files):
    """What each pass finds per millisecond, engine by engine, over every file with known codes."""
    found, wrong, ms, only = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    for path, entries in files.items():
        truth = truth_of(path)
        if truth is None:
            continue
        finders = collections.defaultdict(set)
        for key, entry in entries.items():
            codes = {r["code"] for r in entry["reads"]}
            found[key] += len(codes & truth[0])
            wrong[key] += len(codes - truth[0])
            ms[key] += entry["ms"] + entry["prep"]
            for code in codes & truth[0]:
                finders[code].add(key)
        for code, keys in finders.items():
            if len(keys) == 1:
                only[next(iter(keys))] += 1
    print(f"{'pass':12s} {'engine':6s} {'codes':>6s} {'alone':>6s} {'wrong':>6s} {'ms':>8s} {'codes/s':>8s}")
    for key in sorted(ms, key=lambda k: -found[k] / max(ms[k], 1e-9)):
        print(f"{key[0]:12s} {key[1]:6s} {found[key]:6d} {only[key]:6d} {wrong[key]:6d} {ms[key]:8.0f} "
              f"{found[key] / ms[key] * 1000:8.1f}")


if __name__ == "__main__":
    main()
