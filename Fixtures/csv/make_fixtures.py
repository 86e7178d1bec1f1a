#!/usr/bin/env python3
"""Writes the CSV fixtures for Tests/CatalogTests with Python's csv module.

An implementation independent of cdscan's CSVWriter: CRLF line ends, minimal
quoting (Python also quotes a lone empty field as ""), and OWASP's formula
defence as cdscan does it: a value starting with = + - @ TAB CR or ' gets a
leading '. Run from anywhere: python3 Fixtures/csv/make_fixtures.py
"""
import csv
import io
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

# Each value once, as a one-column table under a "value" header, and the
# same values again spread over rows of three.
HOSTILE = [
    "plain",
    "comma, inside",
    'quote " inside',
    '"quoted"',
    "line\nfeed",
    "carriage\rreturn",
    "crlf\r\ninside",
    "=1+1",
    "+31 20 555 0100",
    "-M-",
    "@SUM(A1:A9)",
    '=HYPERLINK("http://evil.example","click")',
    "'apostrophe",
    "''two",
    "'",
    "=",
    "\tTab first",
    "\rCR first",
    "\nLF first",
    "日本語のアルバム",
    "Björk — Homogenic",
    "Motörhead",
    "🎸🤘",
    "",
    " leading space",
    "trailing space ",
    "\ufeffbom first",
    "e\u0301 combining",
    "12\" single",
]

# What spreadsheets and hand edits produce: a BOM, LF and lone-CR line ends,
# blank lines, a quote inside an unquoted field, an apostrophe cdscan did not
# write, ragged rows and no newline at the end.
LENIENT = (
    "\ufeffbarcode,notes\n"
    "5099750442227,12\" single\n"
    "\n"
    "0029667431224,'tis mine\r"
    "96385074,\"two\nlines\",extra\r\n"
    "\r\n"
    "4006381333931"
).encode("utf-8")

# Broken files and the line the reader must name (in the file name).
MALFORMED = {
    "unterminated-quote-line-3.csv": b'barcode,notes\r\n5099750442227,fine\r\n0029667431224,"never closed\r\nmore\r\n',
    "text-after-quote-line-2.csv": b'barcode,notes\n5099750442227,"quoted"tail\n',
    "invalid-utf8-line-2.csv": b"barcode,notes\nabc,caf\xe9\n",
    "lone-quote-line-1.csv": b'"',
}

TRIGGERS = ("=", "+", "-", "@", "\t", "\r", "'")


def defend(value):
    return "'" + value if value.startswith(TRIGGERS) else value


def write(name, rows):
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    for row in rows:
        writer.writerow([defend(v) for v in row])
    # Python leaves a field that starts with a byte order mark bare; quote it,
    # or a reader would take it for the file's own BOM and drop it.
    text = re.sub(r"(^|\r\n|,)(\ufeff[^\r\n,]*)(?=\r\n|,)", r'\1"\2"', buffer.getvalue())
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)


def main():
    write("hostile-values.csv", [["value"]] + [[v] for v in HOSTILE])
    with open(os.path.join(HERE, "hostile-values.json"), "w", encoding="utf-8") as f:
        json.dump(HOSTILE, f, ensure_ascii=False, indent=1)
        f.write("\n")
    write_raw("lenient.csv", LENIENT)
    for name, content in MALFORMED.items():
        write_raw(os.path.join("malformed", name), content)


def write_raw(name, content):
    os.makedirs(os.path.dirname(os.path.join(HERE, name)), exist_ok=True)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(content)


if __name__ == "__main__":
    main()
