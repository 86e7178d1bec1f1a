#!/usr/bin/env python3
"""Replays recorded engine reads of a degraded set through candidate confirmation rules.

    python3 bench/recall-eval.py MANIFEST.tsv TRACE.jsonl [--half tune|valid|all] [--show]

TRACE.jsonl is `cdscan-bench-decoder trace --candidates` over the set's images (and
../shared/photos): every candidate pass's reads by each engine alone, with evidence, box and
time. For each pass order and rule tried this prints hits, wrong reads and the passes' time on
one half of the set, beside what each engine alone reads in the frame as it is ("raw", as
zbarimg and ZXingReader see it). It is how ScanPass.standard and ConfirmationRule.standard were
chosen, on the tuning half only; the validation halves are judged by bench/recall-bench.sh with
the built cdscan. The rule here mirrors Sources/Scanner/ConfirmationRule.swift closely, not
exactly (boxes meet within the margin for conflicts too).
"""

import argparse
import collections
import json
import math
import os


def scale_of(pass_name, w, h):
    """Prepared-frame pixels per original pixel for a candidate pass."""
    if pass_name == "1/2":
        return 0.5
    if pass_name == "2x":
        return 2.0 if w * h <= 1_000_000 else None
    if pass_name in ("contrast", "sharpened", "threshold", "inverted"):
        limit = 4_000_000
    elif pass_name.startswith("turned"):
        limit = 2_000_000
    else:
        return 1.0
    factor = 1
    while w * h / (factor * factor) > limit:
        factor += 1
    return 1.0 / factor


DENSITY = {"turned 22": 2, "turned 45": 2}


def load(manifest, trace):
    rows = {}
    base = os.path.dirname(os.path.abspath(manifest))
    for line in open(manifest):
        if line.startswith("#"):
            continue
        name, half, kind, expect, source = line.rstrip("\n").split("\t")
        rows[os.path.join(base, name)] = dict(half=half, kind=kind, expect=expect, source=source, passes=collections.OrderedDict())
    for line in open(trace):
        entry = json.loads(line)
        name = os.path.realpath(entry["file"])
        if name not in rows or entry.get("error"):
            continue
        row = rows[name]
        row["w"], row["h"] = entry["w"], entry["h"]
        p = row["passes"].setdefault(entry["pass"], {})
        s = scale_of(entry["pass"], entry["w"], entry["h"]) or 1.0
        reads = []
        for r in entry["reads"]:
            x0, y0, x1, y1 = r["box"]
            length = max(x1 - x0 + 1, y1 - y0 + 1)
            spacing = (DENSITY.get(entry["pass"], 1) if entry["engine"] == "zbar" else 1) / s
            reads.append(dict(code=r["code"], ev=r["ev"], box=r["box"], engine=entry["engine"],
                              pass_=entry["pass"], rel=r["ev"] * spacing / max(1, length)))
        p[entry["engine"]] = dict(reads=reads, ms=entry["ms"] + entry["prep"] / 2)
    return rows


def overlaps(a, b, margin=0.2):
    mx = margin * max(a[2] - a[0], a[3] - a[1], b[2] - b[0], b[3] - b[1])
    return not (a[2] + mx < b[0] or b[2] + mx < a[0] or a[3] + mx < b[1] or b[3] + mx < a[1])


def decide(reads, rule):
    """Confirmed codes under `rule` (a dict of thresholds), with conflicts removed."""
    groups = []
    for r in reads:
        for g in groups:
            if g["code"] == r["code"] and any(overlaps(o["box"], r["box"]) for o in g["reads"]):
                g["reads"].append(r)
                break
        else:
            groups.append(dict(code=r["code"], reads=[r]))
    confirmed = []
    for g in groups:
        engines = {r["engine"] for r in g["reads"]}
        passes = {r["pass_"] for r in g["reads"]}
        def strong(r):
            plain = r["pass_"] in ("raw", "as-is")
            key = ("plain_" if plain and "plain_zbar" in rule else "") + r["engine"]
            return r["rel"] >= rule[key] and r["ev"] >= rule.get(key + "_min", rule.get(r["engine"] + "_min", 1))
        ok = (len(engines) > 1
              or any(strong(r) for r in g["reads"])
              or len(passes) >= rule["passes"])
        if ok and len(engines) == 1 and rule.get("disputes", True):
            # The other engine read a different code in the same place: the engines disagree.
            (engine,) = engines
            ok = not any(o is not g and o["code"] != g["code"] and any(r["engine"] != engine for r in o["reads"])
                         and any(overlaps(a["box"], b["box"]) for a in g["reads"] for b in o["reads"])
                         for o in groups)
        if ok:
            confirmed.append(g)
    out = set()
    for g in confirmed:
        both = len({r["engine"] for r in g["reads"]}) > 1
        def beats_or_ties(o):
            # A sighting both engines read wins a place over one only one engine read.
            return both and rule.get("both_wins", True) and len({r["engine"] for r in o["reads"]}) == 1
        clash = any(o["code"] != g["code"] and not beats_or_ties(o)
                    and any(overlaps(a["box"], b["box"]) for a in g["reads"] for b in o["reads"])
                    for o in confirmed)
        if not clash:
            out.add(g["code"])
    return out


def run(rows, order, rule, half, show=False):
    hits = wrong = nonefiles = nonewrong = withcode = 0
    ms = 0.0
    misses = []
    for name, row in rows.items():
        if half != "all" and row["half"] != half:
            continue
        reads = []
        found = set()
        for pass_name in order:
            p = row["passes"].get(pass_name)
            if not p:
                continue
            new = []
            for engine, e in p.items():
                if engine in rule.get("skip", {}).get(pass_name, ()):
                    continue
                ms += e["ms"]
                new += e["reads"]
            reads += new
            found = decide(reads, rule)
            if found and rule.get("stop_on_found", True):
                break
            if not reads and pass_name == order[0] and rule.get("give_up_empty"):
                break
        if row["expect"] == "none":
            nonefiles += 1
            if found:
                nonewrong += 1
                if show:
                    print("WRONG(none)", name, found)
            continue
        withcode += 1
        if row["expect"] in found:
            hits += 1
        else:
            misses.append(name)
        bad = found - {row["expect"]}
        if bad:
            wrong += 1
            if show:
                print("WRONG", name, row["expect"], bad, [(r["engine"], r["pass_"], r["code"], r["ev"], round(r["rel"], 3)) for r in reads])
    return dict(hits=hits, withcode=withcode, wrong=wrong, none=nonefiles, nonewrong=nonewrong, ms=ms, misses=misses,
                below_reference=[n for n in misses if reference_reads(rows[n])])


def reference_reads(row):
    """Whether zbar or zxing-cpp alone read the expected code in the frame as it is."""
    return any(row["expect"] in {r["code"] for r in row["passes"].get("raw", {}).get(e, {"reads": []})["reads"]}
               for e in ("zbar", "zxing"))


def reference(rows, half):
    """What each engine alone reads on the file as it is (the "raw" pass, as zbarimg and ZXingReader see it)."""
    out = {}
    for engine in ("zbar", "zxing"):
        hits = wrong = 0
        for row in rows.values():
            if half != "all" and row["half"] != half:
                continue
            raw = row["passes"].get("raw", {}).get(engine, {"reads": []})["reads"]
            codes = {r["code"] for r in raw}
            if row["expect"] != "none" and row["expect"] in codes:
                hits += 1
            if codes - {row["expect"]}:
                wrong += 1
        out[engine] = (hits, wrong)
    either = sum(1 for row in rows.values() if (half == "all" or row["half"] == half) and row["expect"] != "none"
                 and any(row["expect"] in {r["code"] for r in row["passes"].get("raw", {}).get(e, {"reads": []})["reads"]}
                         for e in ("zbar", "zxing")))
    out["either"] = either
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("manifest")
    parser.add_argument("trace")
    parser.add_argument("--half", default="tune")
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--show-order", default="all")
    parser.add_argument("--show-rule", default="")
    args = parser.parse_args()
    rows = load(args.manifest, args.trace)
    print("reference (engine alone on the raw frame):", reference(rows, args.half))
    orders = {
        "raw": ["raw"],
        "raw,as-is": ["raw", "as-is"],
        "raw,as-is,1/2,2x,contrast": ["raw", "as-is", "1/2", "2x", "contrast"],
        "raw,as-is,smoothed,1/2,2x,contrast,t22,t45,inv": ["raw", "as-is", "smoothed", "1/2", "2x", "contrast", "turned 22", "turned 45", "inverted"],
        "raw,as-is,threshold,2x,contrast,t22,t45": ["raw", "as-is", "threshold", "2x", "contrast", "turned 22", "turned 45"],
        "all": ["raw", "as-is", "smoothed", "1/2", "2x", "contrast", "sharpened", "threshold", "turned 22", "turned 45", "inverted"],
    }
    rules = {
        "old abs 25/16/3": dict(zbar=1e9, zxing=1e9, passes=3, zbar_min=25, zxing_min=16),
        "rel .02/.01/2 min3/2": dict(zbar=0.02, zxing=0.01, passes=2, zbar_min=3, zxing_min=2),
        "rel .02/.01/3 min3/2": dict(zbar=0.02, zxing=0.01, passes=3, zbar_min=3, zxing_min=2),
        "rel .03/.02/3 min3/2": dict(zbar=0.03, zxing=0.02, passes=3, zbar_min=3, zxing_min=2),
        "rel .04/.03/3 min4/3": dict(zbar=0.04, zxing=0.03, passes=3, zbar_min=4, zxing_min=3),
        "rel .05/.05/3 min4/3": dict(zbar=0.05, zxing=0.05, passes=3, zbar_min=4, zxing_min=3),
        "rel .10/.10/3 min4/3": dict(zbar=0.10, zxing=0.10, passes=3, zbar_min=4, zxing_min=3),
    }
    for oname, order in orders.items():
        for rname, rule in rules.items():
            r = run(rows, order, rule, args.half, show=args.show and oname == args.show_order and rname == args.show_rule)
            print(f"{oname:48s} {rname:22s} hits {r['hits']:3d}/{r['withcode']}  wrong {r['wrong']}  "
                  f"none-wrong {r['nonewrong']}/{r['none']}  {r['ms'] / 1000:.1f} s")


if __name__ == "__main__":
    main()
