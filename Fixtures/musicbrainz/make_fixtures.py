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
    "XE": "Europe", "GB": "United Kingdom", "US": "United States", "DE": "Germany", "XW": "[Worldwide]",
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


def track(release_key, number, title, length, artists=None):
    """One track of a medium in `GET /ws/2/release/{mbid}?inc=recordings+artist-credits+labels`."""
    entry = {
        "id": mbid("track", f"{release_key}:{number}"), "number": str(number), "position": number,
        "title": title, "length": length,
        "recording": {"id": mbid("recording", title), "title": title, "length": length, "video": False},
    }
    if artists:
        entry["artist-credit"] = artists
        entry["recording"]["artist-credit"] = artists
    return entry


def ms(text):
    """"2:39" -> 159000."""
    minutes, seconds = text.split(":")
    return (int(minutes) * 60 + int(seconds)) * 1000


def medium(position, fmt, tracks, title=""):
    return {"position": position, "format": fmt, "title": title, "track-count": len(tracks),
            "track-offset": 0, "tracks": tracks}


def details(search_row, media, country_events=None):
    """A release lookup: the search row's fields without `score`, with full media and tracks."""
    row = {key: value for key, value in search_row.items() if key not in ("score", "count", "track-count")}
    row["media"] = media
    if country_events is not None:
        row["release-events"] = country_events
        row["country"] = country_events[0]["area"]["iso-3166-1-codes"][0]
    return row


REVOLVER_TRACKS = [
    ("Taxman", "2:39"), ("Eleanor Rigby", "2:06"), ("I'm Only Sleeping", "3:01"), ("Love You To", "3:00"),
    ("Here, There and Everywhere", "2:25"), ("Yellow Submarine", "2:40"), ("She Said She Said", "2:37"),
    ("Good Day Sunshine", "2:09"), ("And Your Bird Can Sing", "2:01"), ("For No One", "2:01"),
    ("Doctor Robert", "2:15"), ("I Want to Tell You", "2:29"), ("Got to Get You Into My Life", "2:30"),
    ("Tomorrow Never Knows", "2:57"),
]

RELEASES = [
    ("release/revolver-cd.json",
     details(REVOLVER[1], [medium(1, "CD", [
         track("revolver-cd", n, title, ms(length)) for n, (title, length) in enumerate(REVOLVER_TRACKS, 1)
     ])]),
     "The Beatles - Revolver CD (real titles and lengths as printed, invented MBIDs): 14 tracks on one medium."),
    ("release/join-phrases.json",
     details(JOIN_PHRASES[0], [
         medium(1, "CD", [
             track("join-phrases", 1, "Opening Example", 201_500),
             track("join-phrases", 2, "Guest Spot", 185_000, credit(("Cy Test", " with ", "Cy Test"),
                                                                   ("Dee Guest", ""))),
             track("join-phrases", 3, "No Length Known", None),
         ]),
         medium(2, "CD", [track("join-phrases", 1, "Second Disc Opener", 3_725_000)], title="Live Extras"),
         medium(3, "DVD-Video", [track("join-phrases", 1, "The Film", 600_000)]),
     ], country_events=[{"date": "2013-05-20", "area": {
         "id": mbid("area", "XW"), "name": "[Worldwide]", "sort-name": "[Worldwide]", "iso-3166-1-codes": ["XW"]}}]),
     "Illustrative (invented): three media (CD, CD titled 'Live Extras', DVD-Video), a track credited to other "
     "artists, a track without a length, a track over an hour; released [Worldwide] (XW)."),
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
        "releases": [{"file": f, "id": row["id"], "about": a} for f, row, a in RELEASES],
    })
    for file, row, _about in RELEASES:
        write(file, row)


if __name__ == "__main__":
    main()
