#!/usr/bin/env python3
"""Writes the fake Discogs catalogue: Discogs-shaped search responses and one release detail.

Run from anywhere: python3 Fixtures/discogs/make_fixtures.py
The output is committed; edit this script, not the JSON, and run it again.

What is real and what is not (see README.md): album facts (artist, title, label,
catalogue number, country, year, format, genre) and barcodes are real-world;
release 4707982 is The Seeds' real Discogs id. Every other id, every community
count, image URL and matrix string is invented for the fixtures, and a few rows
are staged on purpose (a barcode entered in an odd form, a near-miss), as the
catalogue notes say.
"""
import json
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
API = "https://api.discogs.com"


def slug(text):
    keep = "".join(c if c.isalnum() else " " for c in text)
    return "-".join(keep.split())


def release(id, artist, title, year, country, formats, labels, catno, genres, styles, barcodes,
            have, want, master_id=None, extra=None):
    """A search-result row (type release) in the Discogs v2 shape."""
    format_names = []
    for f in formats:
        format_names += [f["name"]] + f.get("descriptions", [])
    row = {
        "id": id,
        "type": "release",
        "title": f"{artist} - {title}",
        "year": year,
        "country": country,
        "format": format_names,
        "formats": formats,
        "format_quantity": sum(int(f["qty"]) for f in formats),
        "label": labels,
        "catno": catno,
        "genre": genres,
        "style": styles,
        "barcode": barcodes,
        "uri": f"/{slug(artist)}-{slug(title)}/release/{id}",
        "resource_url": f"{API}/releases/{id}",
        "thumb": f"https://i.discogs.com/fixtures/R-150-{id}.jpeg",
        "cover_image": f"https://i.discogs.com/fixtures/R-{id}.jpeg",
        "community": {"want": want, "have": have},
        "master_id": master_id or 0,
        "master_url": f"{API}/masters/{master_id}" if master_id else None,
        "user_data": {"in_wantlist": False, "in_collection": False},
    }
    row.update(extra or {})
    return row


def cd(qty="1", *descriptions):
    return {"name": "CD", "qty": qty, "descriptions": list(descriptions)}


def response(rows, per_page=50):
    return {
        "pagination": {"page": 1, "pages": 1, "per_page": per_page, "items": len(rows), "urls": {}},
        "results": rows,
    }


SEEDS = release(
    4707982, "The Seeds", "Future", "2013", "UK & Europe",
    [cd("2", "Album", "Reissue", "Remastered")],
    ["Big Beat Records"], "CDWIK2 312", ["Rock"], ["Psychedelic Rock", "Garage Rock"],
    ["0 29667 43122 4"], have=262, want=71, master_id=880101)

NEVERMIND = release(
    880201, "Nirvana", "Nevermind", "1991", "US", [cd("1", "Album")],
    ["DGC"], "DGCD-24425", ["Rock"], ["Grunge", "Alternative Rock"],
    ["0720642442524"], have=21450, want=1312, master_id=880102)

DSOTM_MASTER = {
    "id": 880103, "type": "master", "title": "Pink Floyd - The Dark Side Of The Moon", "year": "1973",
    "country": "UK", "format": ["Vinyl", "LP", "Album", "CD", "Cassette"],
    "label": ["Harvest", "EMI"], "genre": ["Rock"], "style": ["Prog Rock", "Psychedelic Rock"],
    "barcode": ["0 7777-46001-2 5", "SHVL 804", "TC-SHVL 804"],
    "uri": "/master/880103-Pink-Floyd-The-Dark-Side-Of-The-Moon", "resource_url": f"{API}/masters/880103",
    "thumb": "https://i.discogs.com/fixtures/M-150-880103.jpeg",
    "cover_image": "https://i.discogs.com/fixtures/M-880103.jpeg",
    "community": {"want": 80212, "have": 402117}, "master_id": 880103, "master_url": f"{API}/masters/880103",
}
DSOTM = [
    release(880301, "Pink Floyd", "The Dark Side Of The Moon", "1984", "UK", [cd("1", "Album", "Reissue")],
            ["Harvest", "EMI", "Harvest", "EMI Records Ltd."], "CDP 7 46001 2", ["Rock"],
            ["Prog Rock", "Psychedelic Rock"], ["0 7777-46001-2 5", "077774600125", "LC 0542"],
            have=6021, want=455, master_id=880103),
    DSOTM_MASTER,
    release(880302, "Pink Floyd", "The Dark Side Of The Moon", "1987", "US", [cd("1", "Album", "Reissue")],
            ["Harvest", "Capitol Records"], "CDP 7 46001 2", ["Rock"], ["Prog Rock", "Psychedelic Rock"],
            ["0 7777-46001-2 5"], have=3310, want=190, master_id=880103),
    release(880303, "Pink Floyd", "The Dark Side Of The Moon", "1985", "UK",
            [{"name": "Vinyl", "qty": "1", "descriptions": ["LP", "Album", "Reissue"]}],
            ["Harvest"], "SHVL 804", ["Rock"], ["Prog Rock", "Psychedelic Rock"],
            ["0 7777-46001-2 5", "SHVL 804 A-5"], have=1204, want=388, master_id=880103),
    release(880304, "Pink Floyd", "The Dark Side Of The Moon", "1985", "UK",
            [{"name": "Cassette", "qty": "1", "descriptions": ["Album", "Reissue"]}],
            ["Harvest"], "TC-SHVL 804", ["Rock"], ["Prog Rock", "Psychedelic Rock"],
            ["077774600125"], have=402, want=35, master_id=880103),
]

ABBEY_ROAD = [
    release(880401, "The Beatles", "Abbey Road", "1987", "UK", [cd("1", "Album", "Reissue")],
            ["Apple Records", "Parlophone", "EMI"], "CDP 7 46446 2", ["Rock"], ["Pop Rock"],
            ["0 7777-46446-2 4", "CDP 7464462 @ 3 1-1-2", "LC 0299", "AAD", "BIEM/GEMA"],
            have=9877, want=510, master_id=880104),
    release(880402, "The Beatles", "Sgt. Pepper's Lonely Hearts Club Band", "1987", "UK",
            [cd("1", "Album", "Reissue")], ["Parlophone", "EMI"], "CDP 7 46442 2", ["Rock"],
            ["Pop Rock", "Psychedelic Rock"], ["0 7777-46442-2 8", "0 7777-46446-2", "LC 0299"],
            have=8120, want=301, master_id=880105),
    release(880403, "The Beatles", "Abbey Road", "1990", "Europe",
            [cd("1", "Album", "Unofficial Release")], ["Not On Label (The Beatles)"], "none",
            ["Rock"], ["Pop Rock"], ["077774644624 1"], have=14, want=3),
]

THRILLER = [
    release(880501, "Michael Jackson", "Thriller", "1982", "US", [cd("1", "Album")],
            ["Epic"], "EK 38112", ["Funk / Soul", "Pop"], ["Disco", "Soul", "Ballad"],
            ["0 7464-38112-2 4"], have=7012, want=260, master_id=880106),
    # year "0" (unknown), no community block.
    {k: v for k, v in release(880502, "Michael Jackson", "Thriller", "0", "US", [cd("1", "Album")],
                              ["Epic", "CBS"], "EK 38112", ["Funk / Soul", "Pop"], ["Disco"],
                              ["074643811224"], have=0, want=0).items() if k != "community"},
    # year null, no format or formats, label missing, catno empty.
    {k: v for k, v in release(880503, "Michael Jackson", "Thriller", None, "", [cd("1", "Album")],
                              [], "", ["Pop"], [], ["0 74643 81122 4"], have=55, want=4).items()
     if k not in ("format", "formats", "format_quantity", "label")},
    # year as a number, as some old clients' caches stored it.
    release(880504, "Michael Jackson", "Thriller", 1983, "Canada", [cd("1", "Album")], ["Epic"],
            "EK 38112", ["Funk / Soul", "Pop"], [], ["0 7464-38112-2 4"], have=301, want=12),
    # the bare minimum: id, type, title, uri.
    {"id": 880505, "type": "release", "title": "Michael Jackson - Thriller",
     "uri": "/release/880505", "barcode": ["074643811224"]},
]

QUIRKS_BARCODE = "2000999000010"
QUIRKS = [
    release(880601, "Nirvana (2)", "The Story Of Simon Simopath", "2003", "UK",
            [cd("1", "Album", "Reissue", "Remastered")], ["Fixture Records"], "FIX 001", ["Rock"],
            ["Psychedelic Rock"], ["2 000999 000010"], have=120, want=40),
    release(880602, "The Seeds*", "A Web Of Sound", "2013", "UK & Europe",
            [cd("2", "Album", "Reissue", "Remastered")], ["Fixture Records"], "FIX 002", ["Rock"],
            ["Garage Rock"], ["2000999000010"], have=95, want=20),
    release(880603, "Various", "Nuggets: Original Artyfacts From The First Psychedelic Era 1965-1968",
            "1998", "US", [cd("4", "Compilation")], ["Fixture Records", "Fixture Records"], "FIX 003",
            ["Rock"], ["Garage Rock", "Psychedelic Rock"], ["2000999000010"], have=2200, want=300),
]

SEEDS_DETAIL = {
    "id": 4707982, "status": "Accepted", "year": 2013,
    "resource_url": f"{API}/releases/4707982", "uri": "https://www.discogs.com/release/4707982-The-Seeds-Future",
    "artists": [{"name": "The Seeds", "anv": "", "join": "", "role": "", "tracks": "",
                 "id": 880701, "resource_url": f"{API}/artists/880701"}],
    "artists_sort": "Seeds, The",
    "labels": [{"name": "Big Beat Records", "catno": "CDWIK2 312", "entity_type": "1",
                "entity_type_name": "Label", "id": 880702, "resource_url": f"{API}/labels/880702"}],
    "formats": [{"name": "CD", "qty": "2", "descriptions": ["Album", "Reissue", "Remastered"]}],
    "title": "Future", "country": "UK & Europe", "released": "2013", "released_formatted": "2013",
    "genres": ["Rock"], "styles": ["Psychedelic Rock", "Garage Rock"],
    "identifiers": [{"type": "Barcode", "value": "0 29667 43122 4"}],
    "community": {"have": 262, "want": 71, "rating": {"count": 12, "average": 4.25},
                  "data_quality": "Needs Vote", "status": "Accepted"},
    "master_id": 880101, "master_url": f"{API}/masters/880101",
    "thumb": "https://i.discogs.com/fixtures/R-150-4707982.jpeg",
}

SEARCHES = [
    ("seeds-future.json", "029667431224", [SEEDS],
     "The Seeds - Future, Big Beat CDWIK2 312 (real release 4707982): the UPC-A as printed, found by its 12 digits."),
    ("nevermind-ean13-only.json", "0720642442524", [NEVERMIND],
     "A UPC-A album whose barcode was entered only in its 13-digit form (staged): searching the 12 digits "
     "720642442524 finds nothing, the 13 digits find it."),
    ("dark-side-several-formats.json", "077774600125", DSOTM,
     "One barcode, several releases: two CD pressings, an LP and a cassette (staged: their barcode bags carry "
     "the CD code) with different 'have' counts, and a master row the client must skip."),
    ("abbey-road-barcode-bag.json", "077774644624", ABBEY_ROAD,
     "Barcode bags holding matrix strings, a label code, SPARS and rights-society codes; two near-misses "
     "(a truncated code, a code with a digit too many) that the client must filter out."),
    ("thriller-legacy-shapes.json", "074643811224", THRILLER,
     "Partial and legacy shapes: year '0', null and a number; community, format, formats and label missing; "
     "a row with only id, type, title, uri and barcode."),
    ("artist-name-suffixes.json", QUIRKS_BARCODE, QUIRKS,
     "Artist names with Discogs' '(2)' disambiguation suffix, a trailing '*' (name variation) and 'Various'. "
     "Illustrative rows on a restricted-circulation barcode (prefix 200), not real releases."),
]


def write(path, value):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def main():
    searches = []
    for name, query, rows, about in SEARCHES:
        write(HERE / "search" / name, response(rows))
        searches.append({"file": f"search/{name}", "query": query, "about": about})
    write(HERE / "releases" / "4707982.json", SEEDS_DETAIL)
    write(HERE / "catalog.json", {
        "about": "The fake Discogs catalogue: each search file is what Discogs answers for 'query'. "
                 "Generated by make_fixtures.py; see README.md.",
        "searches": searches,
        "releases": [{"file": "releases/4707982.json", "about": "The Seeds - Future, release detail."}],
    })


if __name__ == "__main__":
    main()
