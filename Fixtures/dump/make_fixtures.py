#!/usr/bin/env python3
"""Writes the data dump fixtures: dump-shaped XML in Discogs' published format.

Run `python3 Fixtures/dump/make_fixtures.py` and commit what it writes. The
releases mirror the API fixtures in Fixtures/discogs (same ids, barcodes,
labels), so that tests can compare the dump's ranking with the API's; facts
are real where the API fixtures' are, invented ("Fixture Records") elsewhere.
"""
import gzip
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def artist(name, anv="", join="", role="", tracks="", id_=1):
    return (f"<artist><id>{id_}</id><name>{name}</name><anv>{anv}</anv><join>{join}</join>"
            f"<role>{role}</role><tracks>{tracks}</tracks></artist>")


def release(id_, artists, title, labels, formats, genres, styles, country, released, identifiers,
            master=None, main=False, quality="Correct", notes="", tracklist="", extra="", extraartists=""):
    labels_xml = "".join(f'<label name="{n}" catno="{c}" id="{i}"/>' for n, c, i in labels)
    formats_xml = "".join(
        f'<format name="{n}" qty="{q}" text="{t}"><descriptions>'
        + "".join(f"<description>{d}</description>" for d in ds) + "</descriptions></format>"
        for n, q, t, ds in formats)
    ids_xml = "".join(f'<identifier type="{t}" description="{d}" value="{v}"/>' for t, v, d in identifiers)
    master_xml = f'<master_id is_main_release="{"true" if main else "false"}">{master}</master_id>' if master else ""
    return (f'<release id="{id_}" status="Accepted"><images><image type="primary" uri="" uri150="" width="600" '
            f'height="600"/></images><artists>{"".join(artists)}</artists><title>{title}</title>'
            f'<labels>{labels_xml}</labels><extraartists>{extraartists}</extraartists><formats>{formats_xml}</formats>'
            f'<genres>{"".join(f"<genre>{g}</genre>" for g in genres)}</genres>'
            f'<styles>{"".join(f"<style>{s}</style>" for s in styles)}</styles><country>{country}</country>'
            f'<released>{released}</released><notes>{notes}</notes><data_quality>{quality}</data_quality>'
            f'{master_xml}<tracklist>{tracklist}</tracklist><identifiers>{ids_xml}</identifiers>'
            f'<videos><video src="https://www.youtube.com/watch?v=x" duration="100" embed="true"><title>v</title>'
            f'<description>d</description></video></videos><companies><company><id>1</id><name>EMI</name>'
            f'<catno></catno><entity_type>13</entity_type><entity_type_name>Phonographic Copyright (p)'
            f'</entity_type_name><resource_url>https://api.discogs.com/labels/1</resource_url></company>'
            f'</companies>{extra}</release>\n')


def track(position, title, duration="", artists="", sub_tracks=""):
    sub = f"<sub_tracks>{sub_tracks}</sub_tracks>" if sub_tracks else ""
    art = f"<artists>{artists}</artists>" if artists else ""
    return (f"<track><position>{position}</position><title>{title}</title><duration>{duration}</duration>"
            f"{art}<extraartists></extraartists>{sub}</track>")


def releases():
    cd = lambda qty, *d: ("CD", qty, "", list(d))
    dsotm = [artist("Pink Floyd")]
    seeds = [artist("The Seeds")]
    yield release(4707982, seeds, "Future", [("Big Beat Records", "CDWIK2 312", 1)],
                  [cd(2, "Album", "Reissue", "Remastered")], ["Rock"], ["Psychedelic Rock", "Garage Rock"],
                  "UK &amp; Europe", "2013-03-25", [("Barcode", "0 29667 43122 4", ""),
                                                   ("Matrix / Runout", "CDWIK2 312 A", "Disc 1")],
                  master=130020, main=False, quality="Needs Vote",
                  tracklist=track("", "Disc 1") + track("1-1", "March Of The Flower Children", "2:12")
                  + track("1-2", "Travel With Your Mind", "3:27"))
    # The Dark Side Of The Moon: two CDs, an LP and a cassette share the barcode.
    for id_, country, year, fmt, catno, quality, main in [
            (880303, "UK", "1985", ("Vinyl", 1, "", ["LP", "Album", "Reissue"]), "SHVL 804", "Correct", True),
            (880301, "UK", "1984", cd(1, "Album", "Reissue"), "CDP 7 46001 2", "Correct", False),
            (880302, "US", "1987", cd(1, "Album", "Reissue"), "CDP 7 46001 2", "Needs Vote", False),
            (880304, "UK", "1985", ("Cassette", 1, "", ["Album"]), "TC-SHVL 804", "Correct", False)]:
        ids = [("Barcode", "0 7777-46001-2 5", ""), ("Label Code", "LC 0542", "")]
        if id_ == 880301:
            ids.append(("Barcode", "077774600125", "Text"))  # the same GTIN again, unspaced
        yield release(id_, dsotm, "The Dark Side Of The Moon", [("Harvest", catno, 2), ("EMI", catno, 3)],
                      [fmt], ["Rock"], ["Prog Rock", "Psychedelic Rock"], country, year, ids,
                      master=880103, main=main, quality=quality)
    yield release(880201, [artist("Nirvana")], "Nevermind", [("DGC", "DGCD-24425", 4)], [cd(1, "Album")],
                  ["Rock"], ["Grunge"], "US", "1991-09-24", [("Barcode", "0720642442524", "")],
                  master=13814, main=True, quality="Complete and Correct")
    # Thriller: the API ranks by owners (880501, 880504, 880502); the dump by id.
    for id_, country, released in [(880501, "US", "1982-11-30"), (880502, "US", "1982"),
                                   (880504, "Canada", "1983-00-00")]:
        yield release(id_, [artist("Michael Jackson")], "Thriller", [("Epic", "EK 38112", 5)],
                      [cd(1, "Album")], ["Funk / Soul", "Pop"], ["Disco"], country, released,
                      [("Barcode", "0 7464-38112-2 4", "")], master=8883, quality="Correct")
    # Name variations joined by "&", headings, an index track with sub-tracks, a guest, notes with
    # entities, CDATA and a character reference (&#246;), an unknown element.
    sg = [artist("Simon (3)", anv="Simon", join="&amp;", id_=7), artist("Garfunkel", anv="Garfunkel", id_=8)]
    tracks = (track("", "Disc 1") + track("1-1", "Mrs. Robinson", "4:02")
              + track("1-2", "Suite", "", sub_tracks=track("1-2a", "Part One", "2:00")
                      + track("1-2b", "Part Two", "3:10"))
              + track("1-3", "Bridge", "5:01", artists=artist("Simon", join="Feat.") + artist("Fixture Choir"))
              + track("", "Disc 2") + track("2-1", "The Boxer", ""))
    yield release(880801, sg, "Live At The Fixture Hall", [("Fixture Records", "FIX 010", 9)],
                  [cd(2, "Album"), ("DVD", 1, "Bonus", ["PAL"])], ["Folk, World, &amp; Country"], ["Folk Rock"],
                  "Europe", "2004-00-00", [("Barcode", "2 000999 000027", ""), ("Barcode", "none", "")],
                  notes="Recorded at the Fixture Hall, K&#246;ln. <![CDATA[Mixed <live> & mastered]]>",
                  extraartists=artist("Roy Halee", role="Producer", tracks="1-1 to 1-3", id_=9),
                  tracklist=tracks, extra="<unknown_future_element a=\"1\"><x>ignored</x></unknown_future_element>")
    # Only a value that is no GTIN: kept raw, never matched.
    yield release(880901, [artist("Fixture Band")], "Raw Only", [("Fixture Records", "FIX 020", 9)],
                  [cd(1, "Album")], ["Rock"], [], "UK", "2001", [("Barcode", "5 0 1 2 3", "")])
    # No barcode at all: skipped.
    yield release(880902, [artist("Fixture Band")], "No Barcode", [("Fixture Records", "FIX 021", 9)],
                  [cd(1, "Single")], ["Rock"], [], "UK", "2002", [("Matrix / Runout", "FIX 021 A1", "")])


def document(body, root="releases"):
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<{root}>\n{body}</{root}>\n'


def write(name, text, binary=False):
    mode = "wb" if binary else "w"
    with open(os.path.join(HERE, name), mode, **({} if binary else {"encoding": "utf-8"})) as f:
        f.write(text)


def main():
    good = document("".join(releases()))
    write("releases.xml", good)
    gz = gzip.compress(good.encode(), mtime=0)
    write("discogs_20251101_releases.xml.gz", gz, binary=True)
    bad = os.path.join(HERE, "bad")
    os.makedirs(bad, exist_ok=True)
    write("bad/truncated.xml.gz", gz[: len(gz) * 2 // 3], binary=True)
    corrupt = bytearray(gz)
    for i in range(200, 240):
        corrupt[i] ^= 0x5A
    write("bad/corrupt.xml.gz", bytes(corrupt), binary=True)
    write("bad/malformed.xml", good.replace("<title>Nevermind</title>", "<title>Nevermind</titel>"))
    write("bad/artists-dump.xml", document('<artist><id>1</id><name>The Persuader</name></artist>\n', "artists"))
    write("bad/declared-entity.xml",
          '<?xml version="1.0"?>\n<!DOCTYPE releases [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n'
          + "<releases>" + "".join(releases()).replace("<title>Future</title>", "<title>&lol2;</title>")
          + "</releases>\n")
    # A megabyte of notes is made by the test itself (DumpHostileInputTests), not kept here.
    first = next(releases())
    write("bad/duplicate-ids.xml", document(first + first))
    write("bad/bad-release-id.xml", document(first.replace('id="4707982"', 'id="abc"', 1)))
    write("bad/unclosed.xml", good[: len(good) // 2])


if __name__ == "__main__":
    main()
