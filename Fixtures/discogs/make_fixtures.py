#!/usr/bin/env python3
"""Writes the fake Discogs catalogue: Discogs-shaped search responses and release details.

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

DUO_BARCODE = "2000999000027"


def track(position, title, duration="", type_="track", **extra):
    row = {"position": position, "type_": type_, "title": title, "duration": duration}
    row.update(extra)
    return row


def artist(name, anv="", join="", role="", tracks="", id=0):
    return {"name": name, "anv": anv, "join": join, "role": role, "tracks": tracks, "id": id,
            "resource_url": f"{API}/artists/{id}"}


# An illustrative two-disc live album on a restricted-circulation barcode (prefix 200), not a real
# release: the shapes a tracklist and a credit can take. The release credit joins two artists
# credited under name variations ("Paul Simon (2)" as "Simon", with "&"); disc positions are
# "1-1"; headings name the discs; an index track carries sub_tracks; one track has a guest
# credited with "Feat."; a duration is missing, one is null; the year is "0" and only
# "released" knows it.
DUO_DETAIL = {
    "id": 880801, "status": "Accepted", "year": "0", "released": "2004-03-15",
    "resource_url": f"{API}/releases/880801",
    "uri": "https://www.discogs.com/release/880801-Simon-Garfunkel-Live-At-The-Fixture-Hall",
    "title": "Live At The Fixture Hall",
    "artists": [artist("Paul Simon (2)", anv="Simon", join="&", id=880811),
                artist("Art Garfunkel", anv="Garfunkel", id=880812)],
    "artists_sort": "Simon & Garfunkel",
    "extraartists": [
        artist("Roy Halee (2)", role="Producer", id=880813),
        artist("Fixture Engineer", anv="F. Engineer", role="Engineer [Live Sound]", tracks="1-1 to 1-3",
               id=880814),
        {"name": "", "role": "Photography By"},
    ],
    "labels": [{"name": "Fixture Records", "catno": "FIX 010", "entity_type": "1", "entity_type_name": "Label",
                "id": 880815, "resource_url": f"{API}/labels/880815"},
               {"name": "Fixture Records", "catno": "none", "id": 880815}],
    "formats": [{"name": "CD", "qty": "2", "descriptions": ["Album"]}],
    "country": "Europe", "genres": ["Folk, World, & Country", "Rock"], "styles": ["Folk Rock"],
    "notes": "Recorded live at the Fixture Hall.\nIllustrative release for cdscan's tests.\n",
    "identifiers": [
        {"type": "Barcode", "value": "2 000999 000027"},
        {"type": "Barcode", "value": DUO_BARCODE, "description": "Scanned"},
        {"type": "Matrix / Runout", "value": "FIX 010-1 01", "description": "Disc 1"},
        {"type": "Matrix / Runout", "value": "FIX 010-2 01", "description": "Disc 2"},
        {"type": "Rights Society", "value": "BIEM/GEMA"},
        {"type": "Label Code", "value": "LC 0000", "description": ""},
        {"type": "Other", "value": ""},
    ],
    "tracklist": [
        track("", "Disc One", type_="heading"),
        track("1-1", "Opening Fixture", "3:12"),
        track("1-2", "The Sound Of Tests", "4:05"),
        track("", "Suite: Three Movements", "11:30", type_="index", sub_tracks=[
            track("1-3.a", "Morning", "3:40"),
            track("1-3.b", "Noon", "4:10"),
            track("1-3.c", "Evening", "3:40"),
        ]),
        track("", "Disc Two", type_="heading"),
        track("2-1", "Bridge Over Fixtures", "", artists=[
            artist("Paul Simon (2)", anv="Simon", join="&", id=880811),
            artist("Art Garfunkel", anv="Garfunkel", join="Feat.", id=880812),
            artist("Guest Singer (4)", id=880816)]),
        track("2-2", "Encore", None),
        track("2-3", "Hidden Track", "1:02:03"),
    ],
    "community": {"have": 42, "want": 7},
    "images": [
        {"type": "secondary", "uri": "https://i.discogs.com/fixtures/R-880801-back.jpeg"},
        {"type": "primary", "uri": "https://i.discogs.com/fixtures/R-880801.jpeg"},
    ],
    "thumb": "https://i.discogs.com/fixtures/R-150-880801.jpeg",
}

DUO = release(
    880801, "Simon* & Garfunkel*", "Live At The Fixture Hall", "2004", "Europe", [cd("2", "Album")],
    ["Fixture Records"], "FIX 010", ["Folk, World, & Country", "Rock"], ["Folk Rock"],
    ["2 000999 000027"], have=42, want=7)

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
    ("duo-two-discs.json", DUO_BARCODE, [DUO],
     "An illustrative two-disc live album credited 'Simon* & Garfunkel*' (name variations); its release "
     "detail 880801 holds the tracklist shapes. Restricted-circulation barcode (prefix 200), not a real release."),
]

RELEASES = [
    ("4707982.json", SEEDS_DETAIL, "The Seeds - Future, release detail."),
    ("880801.json", DUO_DETAIL,
     "Illustrative two-disc release: 'Simon & Garfunkel' from name variations joined by '&', disc positions "
     "'1-1', headings, an index track with sub_tracks, a 'Feat.' guest, identifiers, extra artists, notes, "
     "year '0' with 'released' set."),
]


def write(path, value):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def main():
    searches = []
    for name, query, rows, about in SEARCHES:
        write(HERE / "search" / name, response(rows))
        searches.append({"file": f"search/{name}", "query": query, "about": about})
    releases = []
    for name, detail, about in RELEASES:
        write(HERE / "releases" / name, detail)
        releases.append({"file": f"releases/{name}", "about": about})
    write(HERE / "catalog.json", {
        "about": "The fake Discogs catalogue: each search file is what Discogs answers for 'query'. "
                 "Generated by make_fixtures.py; see README.md.",
        "searches": searches,
        "releases": releases,
    })


if __name__ == "__main__":
    main()
