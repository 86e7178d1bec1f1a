#!/usr/bin/env python3
"""Writes the fake MusicBrainz disc and catalogue-number answers (see README.md, "Discs and catalogue numbers").

Run from anywhere: python3 Fixtures/musicbrainz/make_disc_fixtures.py
The output is committed; edit this script, not the JSON, and run it again. It reuses the
release rows of make_fixtures.py, so both stay one catalogue.

Real and invented: the Nevermind disc ID and table of contents are the example of
MusicBrainz' web service documentation; its track titles, label, catalogue number and date
are real-world facts; every MBID is invented (uuid5, as in make_fixtures.py). The CD stub and
the fuzzy table of contents are illustrative, with invented names and tables of contents.
"""
import base64
import hashlib
import json
import sys
import pathlib

sys.dont_write_bytecode = True  # no __pycache__ in the fixtures folder
from make_fixtures import HERE, JOIN_PHRASES, NEVERMIND, SEEDS_FUTURE, mbid, response

NEVERMIND_TOC = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"
NEVERMIND_TRACKS = [
    "Smells Like Teen Spirit", "In Bloom", "Come as You Are", "Breed", "Lithium", "Polly",
    "Territorial Pissings", "Drain You", "Lounge Act", "Stay Away", "On a Plain", "Something in the Way",
]
STUB_TOC = "1 4 61234 150 15210 30977 46011"
FUZZY_TOC = "1 5 98400 150 20100 40200 60300 80400"
# What a client sends for a disc like the fuzzy one: each number off by under 4 s (300 sectors).
FUZZY_ASKED_TOC = "1 5 98460 150 20160 40130 60310 80500"


def disc_id(toc):
    """The MusicBrainz disc ID of a TOC string (https://musicbrainz.org/doc/Disc_ID_Calculation)."""
    numbers = [int(n) for n in toc.split()]
    first, last, leadout, offsets = numbers[0], numbers[1], numbers[2], numbers[3:]
    text = "%02X%02X" % (first, last)
    slots = [leadout] + [0] * 99
    for track, offset in zip(range(first, last + 1), offsets):
        slots[track] = offset
    text += "".join("%08X" % n for n in slots)
    digest = base64.b64encode(hashlib.sha1(text.encode()).digest()).decode()
    return digest.replace("+", ".").replace("/", "_").replace("=", "-")


assert disc_id(NEVERMIND_TOC) == "I5l9cCSFccLKFEKS.7wqSZAorPU-"  # as MusicBrainz publishes it


def with_tracks(release, toc, titles):
    """A release row as a disc ID lookup with inc=artist-credits+labels+recordings shows it: the medium
    with its disc and tracks (lengths from the table of contents), no search score."""
    numbers = [int(n) for n in toc.split()]
    offsets, leadout = numbers[3:], numbers[2]
    ends = offsets[1:] + [leadout]
    row = {k: v for k, v in release.items() if k not in ("score", "count")}
    tracks = []
    for number, (title, start, end) in enumerate(zip(titles, offsets, ends), 1):
        length = round((end - start) * 1000 / 75)
        tracks.append({
            "id": mbid("track", f"{release['id']}:{number}"), "number": str(number), "position": number,
            "title": title, "length": length,
            "recording": {"id": mbid("recording", title), "title": title, "length": length},
        })
    row["media"] = [{
        "format": "CD", "position": 1, "track-count": len(titles), "track-offset": 0,
        "discs": [{"id": disc_id(toc), "sectors": leadout, "offset-count": len(offsets), "offsets": offsets}],
        "tracks": tracks,
    }]
    return row


NEVERMIND_DISC = {
    "id": disc_id(NEVERMIND_TOC), "sectors": 267257, "offset-count": 12,
    "offsets": [int(n) for n in NEVERMIND_TOC.split()[3:]],
    "releases": [with_tracks(NEVERMIND[0], NEVERMIND_TOC, NEVERMIND_TRACKS)],
}

STUB = {
    "id": disc_id(STUB_TOC), "title": "Demo Tape Transfer", "artist": "Example Band", "barcode": "",
    "comment": "copied from a cassette", "track-count": 4,
    "tracks": [
        {"title": "First Take", "artist": "Example Band", "length": 200800},
        {"title": "Second Take", "length": 210227},
        {"title": "", "length": 200453},
        {"title": "Outro"},
    ],
}

FUZZY = {
    "release-count": 1, "release-offset": 0,
    "releases": [with_tracks(JOIN_PHRASES[0], FUZZY_TOC, ["One", "Two", "Three", "Four", "Five"])],
}

DISCIDS = [
    ("discid/nevermind.json", NEVERMIND_DISC["id"], NEVERMIND_DISC,
     "Nirvana - Nevermind: the disc ID and TOC of MusicBrainz' documentation, with the DGC CD as its release."),
    ("discid/stub.json", STUB["id"], STUB,
     "Illustrative CD stub: invented TOC (" + STUB_TOC + "), a track without title, one without length."),
]
FUZZY_ANSWERS = [
    ("discid/fuzzy-example-sessions.json", FUZZY_TOC, FUZZY,
     "Illustrative fuzzy TOC answer: any TOC within 300 sectors of " + FUZZY_TOC + ", e.g. " + FUZZY_ASKED_TOC),
]
CATNO = [
    ("catno/cdwik2-312.json", "CDWIK2 312", SEEDS_FUTURE,
     "The Seeds - Future CD, with the 1967 LP (GNPS 2038) as a near-miss the client must drop."),
]


def write(path, value):
    (HERE / path).parent.mkdir(parents=True, exist_ok=True)
    (HERE / path).write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main():
    for file, _key, value, _about in DISCIDS + FUZZY_ANSWERS:
        write(file, value)
    for file, _catno, rows, _about in CATNO:
        write(file, response(rows))
    write("discs.json", {
        "about": "Disc ID answers (/ws/2/discid/ID?toc=...) and catalogue-number searches of the fake "
                 "MusicBrainz. Generated by make_disc_fixtures.py; see README.md.",
        "discids": [{"file": f, "id": i, "about": a} for f, i, _, a in DISCIDS],
        "fuzzy": [{"file": f, "toc": t, "asked": FUZZY_ASKED_TOC, "about": a} for f, t, _, a in FUZZY_ANSWERS],
        "catno": [{"file": f, "catno": c, "about": a} for f, c, _, a in CATNO],
    })


if __name__ == "__main__":
    main()
