#!/usr/bin/env python3
"""Writes the fake MusicBrainz catalogue: release searches in the shape of the MusicBrainz web service.

Run from anywhere: python3 Fixtures/musicbrainz/make_fixtures.py
The output is committed; edit this script, not the JSON, and run it again.

What is real and what is not (see README.md): album facts (artist, title, label,
catalogue number, year or date, format, country) and barcodes of the real albums
are real-world. Every MBID (release, artist, label, area, release group) is
invented, derived from a name with uuid5 so reruns give the same ids; scores,
cover-art flags and a few rows are staged on purpose, as the catalogue notes say.
The join-phrase and odd-shape rows are illustrative, on restricted-circulation
barcodes (prefix 200), with invented names.
"""
import json
import pathlib
import uuid

HERE = pathlib.Path(__file__).resolve().parent
NAMESPACE = uuid.UUID("6f1c2a3e-5b7d-4c8e-9a0b-1c2d3e4f5a6b")  # invented: the fixtures' own namespace


def mbid(kind, name):
    """An invented, stable MBID for `name`."""
    return str(uuid.uuid5(NAMESPACE, f"{kind}:{name}"))


def credit(*parts):
    """artist-credit from (credited name, joinphrase[, the artist's own name]) triples."""
    result = []
    for part in parts:
        name, join = part[0], part[1]
        artist_name = part[2] if len(part) > 2 else name
        entry = {
            "name": name,
            "artist": {"id": mbid("artist", artist_name), "name": artist_name, "sort-name": artist_name},
        }
        if join:
            entry["joinphrase"] = join
        result.append(entry)
    return result


AREAS = {
    "XE": "Europe", "GB": "United Kingdom", "US": "United States", "DE": "Germany",
}


def release(key, title, artists, date, country, barcode, labels, media, score=100, packaging=None,
            cover_front=None, primary_type="Album", extra=None):
    """One row of `GET /ws/2/release?query=...&fmt=json`."""
    row = {
        "id": mbid("release", key),
        "score": score,
        "count": 1,
        "title": title,
        "status": "Official",
        "text-representation": {"language": "eng", "script": "Latn"},
        "artist-credit": artists,
        "release-group": {
            "id": mbid("release-group", title), "title": title, "primary-type": primary_type,
        },
    }
    if packaging:
        row["packaging"] = packaging
    if date is not None:
        row["date"] = date
    if country:
        row["country"] = country
        row["release-events"] = [{
            "date": date or "",
            "area": {
                "id": mbid("area", country), "name": AREAS[country], "sort-name": AREAS[country],
                "iso-3166-1-codes": [country],
            },
        }]
    row["barcode"] = barcode
    row["label-info"] = [
        {"catalog-number": catno, "label": {"id": mbid("label", name), "name": name}} for name, catno in labels
    ]
    row["media"] = [{"format": fmt, "disc-count": 0, **({"track-count": n} if n else {})} for fmt, n in media]
    tracks = [n for _, n in media]
    if all(tracks):
        row["track-count"] = sum(tracks)
    if cover_front is not None:
        row["cover-art-archive"] = {
            "artwork": cover_front, "count": 2 if cover_front else 0, "front": cover_front, "back": cover_front,
        }
    row.update(extra or {})
    return row


def response(rows):
    return {"created": "2025-01-01T00:00:00.000Z", "count": len(rows), "offset": 0, "releases": rows}


THE_SEEDS = credit(("The Seeds", ""))

SEEDS_FUTURE = [
    release("seeds-future-cd", "Future", THE_SEEDS, "2013", "XE", "029667431224",
            [("Big Beat Records", "CDWIK2 312")], [("CD", None), ("CD", None)], cover_front=True),
    # The original LP has no barcode; fuzzy search returns it below the CD, and the client must drop it.
    release("seeds-future-lp", "Future", THE_SEEDS, "1967", "US", None,
            [("GNP Crescendo", "GNPS 2038")], [('12" Vinyl', None)], score=62),
]

BEATLES = credit(("The Beatles", ""))

REVOLVER = [
    # Staged: an LP carrying the CD's barcode, listed first and scored equal, so CD-first ranking shows.
    release("revolver-lp", "Revolver", BEATLES, "1987", "GB", "077774644129",
            [("Parlophone", "PCS 7009")], [('12" Vinyl', 14)], cover_front=False),
    release("revolver-cd", "Revolver", BEATLES, "1987-04-30", "GB", "077774644129",
            [("Parlophone", "CDP 7 46441 2")], [("CD", 14)], packaging="Jewel Case"),
]

NEVERMIND = [
    # Staged: the barcode entered in its 13-digit form, so only the second query form finds it.
    release("nevermind-cd", "Nevermind", credit(("Nirvana", "")), "1991-09-24", "US", "0720642442524",
            [("DGC", "DGCD-24425")], [("CD", None)], packaging="Jewel Case"),
]

JOIN_PHRASES = [
    release("join-phrases", "Example Sessions",
            credit(("Ana Example", " feat. ", "Ana Ejemplo"), ("Bo Sample", " & "), ("Cy Test", "")),
            "2013-05-20", "DE", "2000999000027",
            [("Example Records", "EX-001"), ("Sample Music", "SM 42"), ("Example Records", "EX-001b")],
            [("CD", 10), ("CD", 9), ("DVD-Video", 4)], cover_front=True),
]

ODD_SHAPES = [
    # Score as a string, empty date, no artist credit, the special "[no label]" and "[none]", a medium
    # without a format, the country missing.
    release("odd-empty", "Odd Shapes", [], "", None, "2000999000034",
            [("[no label]", "[none]")], [(None, 3), ("Cassette", None)], score="100",
            extra={"label-info": [{"catalog-number": "[none]", "label": {"name": "[no label]"}}, {"label": None}]}),
    # The barcode typed with spaces, the date a number, a credit without its own name, label-info null.
    release("odd-spaced", "Odd Shapes (Spaced)", [{"artist": {"name": "Only Artist Name"}}], None, None,
            "2 000999 000034", [], [("CD", 2)], extra={"date": 2001, "label-info": None}),
    # No id: cannot be linked to, so it is dropped.
    {"score": 90, "title": "No Identifier", "barcode": "2000999000034"},
    # An empty barcode: a fuzzy near-miss, dropped.
    release("odd-no-barcode", "Odd Shapes", [], "2001", None, "", [], [("CD", None)], score=40),
]

SEARCHES = [
    ("search/seeds-future.json", "029667431224", SEEDS_FUTURE,
     "The Seeds - Future, Big Beat CDWIK2 312, 2xCD (real facts, invented MBIDs); also the 1967 GNP Crescendo "
     "LP without a barcode, as a fuzzy near-miss the client must drop. Cover art: front present on the CD."),
    ("search/revolver-cd-and-lp.json", "077774644129", REVOLVER,
     "The Beatles - Revolver, Parlophone CDP 7 46441 2, 1987-04-30, 14 tracks (real facts); staged: a 12-inch LP "
     "row carrying the CD barcode, listed first. The fake Discogs does not know this barcode (fallback tests)."),
    ("search/nevermind-ean13-only.json", "0720642442524", NEVERMIND,
     "Nirvana - Nevermind, DGC DGCD-24425, 1991-09-24 (real facts); staged: barcode stored as 13 digits, so "
     "the 12-digit query finds nothing and the 13-digit one finds it."),
    ("search/join-phrases.json", "2000999000027", JOIN_PHRASES,
     "Illustrative (invented names): credit 'Ana Example feat. Bo Sample & Cy Test' (the first credited under "
     "another name than the artist's own), full date, three label-infos with a repeated label, 2xCD + DVD."),
    ("search/odd-shapes.json", "2000999000034", ODD_SHAPES,
     "Illustrative: score as a string, empty and numeric dates, no artist credit, '[no label]'/'[none]', "
     "null label-info and label, a medium without a format, a row without id, a row with an empty barcode."),
]


def write(path, value):
    (HERE / path).parent.mkdir(parents=True, exist_ok=True)
    (HERE / path).write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main():
    for file, _query, rows, _about in SEARCHES:
        write(file, response(rows))
    write("catalog.json", {
        "about": "The fake MusicBrainz catalogue: each search file is what /ws/2/release?query=barcode:QUERY "
                 "answers. Generated by make_fixtures.py; see README.md.",
        "searches": [{"file": f, "query": q, "about": a} for f, q, _, a in SEARCHES],
    })


if __name__ == "__main__":
    main()
