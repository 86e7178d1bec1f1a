#!/usr/bin/env python3
"""Writes a dump-shaped Discogs releases file of about SIZE megabytes of XML, gzipped.

    bench/make-dump.py 100 out.xml.gz [--barcodes-out codes.txt]

Each release has the fields of a real one at realistic sizes (about 4 KB of XML
per release, as in the monthly dumps: artists, extra artists, labels, formats,
a 10-14 track tracklist, identifiers, videos, companies, notes); 55% carry a
barcode (a valid UPC-A or EAN-13, spaced or not), a few carry two, some a value
that is no GTIN. Random words keep the compression ratio near the real dump's.
Deterministic (seeded), so a size always gives the same file. gzip -6 does the
compressing in a second process.
"""
import argparse
import random
import subprocess
import sys

WORDS = ("love night dream fire heart blue road river song light time world rain sun moon gold "
         "black white soul fever city street summer winter wild blood stone angel ghost dance "
         "electric velvet silver paradise thunder shadow echo mirror garden ocean desert").split()
ROLES = ["Producer", "Engineer", "Mastered By", "Written-By", "Bass", "Drums", "Vocals", "Artwork", "Mixed By"]
FORMATS = [("CD", ["Album"]), ("CD", ["Album", "Reissue", "Remastered"]), ("Vinyl", ["LP", "Album"]),
           ("Cassette", ["Album"]), ("File", ["MP3", "Album"]), ("CD", ["Single"]), ("Vinyl", ['7"', "Single"])]
COUNTRIES = ["US", "UK", "Germany", "France", "Japan", "Europe", "Netherlands", "Italy", "Canada", "UK & Europe"]
GENRES = ["Rock", "Electronic", "Pop", "Jazz", "Funk / Soul", "Hip Hop", "Classical", "Folk, World, & Country"]


def words(rng, low, high):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high))).title()


def gtin(rng):
    body = [rng.randint(0, 9) for _ in range(rng.choice([11, 12]))]
    total = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    digits = "".join(map(str, body + [(10 - total % 10) % 10]))
    if rng.random() < 0.5 and len(digits) == 12:
        return digits, f"{digits[0]} {digits[1:6]} {digits[6:11]} {digits[11]}"
    return digits, digits


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def artist(rng, role=""):
    name = esc(words(rng, 1, 3)) + (f" ({rng.randint(2, 9)})" if rng.random() < 0.1 else "")
    return (f"<artist><id>{rng.randint(1, 9_000_000)}</id><name>{name}</name><anv></anv><join></join>"
            f"<role>{role}</role><tracks></tracks></artist>")


def release(rng, rid, codes):
    fmt, descriptions = rng.choice(FORMATS)
    tracks = "".join(
        f"<track><position>{i}</position><title>{esc(words(rng, 1, 5))}</title>"
        f"<duration>{rng.randint(1, 9)}:{rng.randint(0, 59):02d}</duration></track>"
        for i in range(1, rng.randint(10, 14) + 1))
    identifiers = ""
    if rng.random() < 0.55:
        for _ in range(2 if rng.random() < 0.05 else 1):
            digits, printed = gtin(rng)
            codes.append(digits)
            identifiers += f'<identifier type="Barcode" value="{printed}"/>'
    elif rng.random() < 0.05:
        identifiers += '<identifier type="Barcode" value="none"/>'
    identifiers += f'<identifier type="Matrix / Runout" description="Side A" value="{rng.randint(1, 99999)}-A1"/>'
    identifiers += '<identifier type="Rights Society" value="BIEM/GEMA"/>'
    extra = "".join(artist(rng, rng.choice(ROLES)) for _ in range(rng.randint(2, 6)))
    notes = esc(words(rng, 0, 60))
    return (
        f'<release id="{rid}" status="Accepted"><images><image type="primary" uri="" uri150="" width="600" '
        f'height="600"/></images><artists>{artist(rng)}</artists><title>{esc(words(rng, 1, 4))}</title>'
        f'<labels><label name="{esc(words(rng, 1, 2))} Records" catno="{rng.choice("ABCDEFGH")}'
        f'{rng.randint(100, 99999)}" id="{rng.randint(1, 2_000_000)}"/></labels>'
        f"<extraartists>{extra}</extraartists>"
        f'<formats><format name="{fmt}" qty="1" text=""><descriptions>'
        + "".join(f"<description>{d.replace(chr(34), '&quot;')}</description>" for d in descriptions)
        + f"</descriptions></format></formats><genres><genre>{esc(rng.choice(GENRES))}</genre></genres>"
        f"<styles><style>{esc(words(rng, 1, 2))}</style></styles><country>{esc(rng.choice(COUNTRIES))}</country>"
        f"<released>{rng.randint(1955, 2025)}-{rng.randint(0, 12):02d}-00</released><notes>{notes}</notes>"
        f'<data_quality>{rng.choice(["Correct", "Needs Vote", "Complete and Correct"])}</data_quality>'
        f'<master_id is_main_release="{"true" if rng.random() < 0.3 else "false"}">{rng.randint(1, 3_000_000)}'
        f"</master_id><tracklist>{tracks}</tracklist><identifiers>{identifiers}</identifiers>"
        f'<videos><video src="https://www.youtube.com/watch?v={rng.randint(0, 10**9)}" duration="{rng.randint(60, 600)}"'
        f' embed="true"><title>{esc(words(rng, 2, 6))}</title><description>{esc(words(rng, 2, 8))}</description>'
        f"</video></videos><companies><company><id>{rng.randint(1, 900000)}</id><name>{esc(words(rng, 1, 3))}</name>"
        f"<catno></catno><entity_type>13</entity_type><entity_type_name>Phonographic Copyright (p)</entity_type_name>"
        f"<resource_url>https://api.discogs.com/labels/1</resource_url></company></companies></release>\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("megabytes", type=float)
    parser.add_argument("output")
    parser.add_argument("--barcodes-out")
    args = parser.parse_args()
    rng = random.Random(12)
    target = int(args.megabytes * 1_000_000)
    with open(args.output, "wb") as out:
        gz = subprocess.Popen(["gzip", "-6", "-c"], stdin=subprocess.PIPE, stdout=out)
        written, rid, codes = 0, 1, []
        head = '<?xml version="1.0" encoding="UTF-8"?>\n<releases>\n'
        gz.stdin.write(head.encode())
        written += len(head)
        while written < target:
            chunk = "".join(release(rng, rid + i, codes) for i in range(500)).encode()
            rid += 500
            gz.stdin.write(chunk)
            written += len(chunk)
        gz.stdin.write(b"</releases>\n")
        gz.stdin.close()
        gz.wait()
    if args.barcodes_out:
        with open(args.barcodes_out, "w") as f:
            f.write("\n".join(codes) + "\n")
    print(f"make-dump: {rid - 1} releases, {len(codes)} barcodes, {written / 1e6:.0f} MB of XML", file=sys.stderr)


if __name__ == "__main__":
    main()
