#!/usr/bin/env python3
"""Runs verify.py over every EAN-13/UPC-A sighting in a trace of a degraded half.

    evalset.py MANIFEST TRACE OUT.jsonl [HALF]

A sighting = (file, code) with all its reads in all passes; box = union of the read boxes
(as Sighting.box); features from the decoders' own evidence are kept beside the verifier's
scores, plus whether the current rule (recall-eval's mirror of ConfirmationRule.standard,
all passes at once) confirms the code.
"""
import collections
import importlib.util
import json
import os
import sys
import time

import verify

spec = importlib.util.spec_from_file_location("recall_eval", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "recall-eval.py"))
RE = importlib.util.module_from_spec(spec)
spec.loader.exec_module(RE)
RULE = dict(plain_zbar=.02, plain_zbar_min=3, plain_zxing=.01, plain_zxing_min=2,
            zbar=.04, zbar_min=4, zxing=.03, zxing_min=6, passes=3)


def main():
    manifest, trace, out = sys.argv[1:4]
    half = sys.argv[4] if len(sys.argv) > 4 else None
    rows = RE.load(manifest, trace)
    done = set()
    if os.path.exists(out):
        for line in open(out):
            d = json.loads(line)
            done.add((d["file"], d["code"]))
    f = open(out, "a")
    for name, row in rows.items():
        if half and row["half"] != half:
            continue
        if not row["passes"]:
            continue
        reads = [r for p in row["passes"].values() for e in p.values() for r in e["reads"]]
        confirmed = RE.decide(reads, RULE)
        # the syms: need them from the raw trace; codes of 13 digits not starting with 00000 (EAN-8)
        groups = collections.OrderedDict()
        for r in reads:
            groups.setdefault(r["code"], []).append(r)
        img = None
        for code, rs in groups.items():
            if (name, code) in done:
                continue
            if code.startswith("00000") or len(code) != 13:
                continue  # EAN-8 (and UPC-E, filtered below by module count)
            syms = SYMS.get((name, code), set())
            if not syms & {"EAN-13", "UPC-A"}:
                continue
            box = [min(r["box"][0] for r in rs), min(r["box"][1] for r in rs),
                   max(r["box"][2] for r in rs), max(r["box"][3] for r in rs)]
            if img is None:
                img = verify.load(name)
            t = time.process_time()
            try:
                res = verify.verify(img, code, box)
            except Exception as exc:  # noqa
                res = dict(error=str(exc))
            dt = time.process_time() - t
            plain = [r for r in rs if r["pass_"] in ("raw", "as-is")]
            feat = dict(engines=sorted({r["engine"] for r in rs}), passes=len({r["pass_"] for r in rs}),
                        zbar_rel=max([r["rel"] for r in rs if r["engine"] == "zbar"] or [0]),
                        zxing_rel=max([r["rel"] for r in rs if r["engine"] == "zxing"] or [0]),
                        zbar_ev=max([r["ev"] for r in rs if r["engine"] == "zbar"] or [0]),
                        zxing_ev=max([r["ev"] for r in rs if r["engine"] == "zxing"] or [0]),
                        plain=len(plain) > 0, confirmed=code in confirmed,
                        raw_read=any(r["pass_"] == "raw" for r in rs))
            rec = dict(file=name, code=code, expect=row["expect"], right=code == row["expect"], half=row["half"],
                       box=box, sec=dt, others=[c for c in groups if c != code], **feat)
            if res:
                rec.update({k: v for k, v in res.items() if k != "fits"})
            else:
                rec["fail"] = True
            f.write(json.dumps(rec, default=float) + "\n")
            f.flush()


SYMS = collections.defaultdict(set)
if __name__ == "__main__":
    for line in open(sys.argv[2]):
        d = json.loads(line)
        for r in d.get("reads", []):
            SYMS[(os.path.realpath(d["file"]), r["code"])].add(r["sym"])
    main()
