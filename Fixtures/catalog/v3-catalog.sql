-- A catalog as cdscan wrote it before copies (schema version 3): the schema SQL of that
-- release, verbatim, and rows of every status as that release stored them. Written by hand
-- for CatalogMigrationTests; the albums are real releases, the ids Discogs'.
CREATE TABLE items (
    id INTEGER PRIMARY KEY,
    barcode TEXT NOT NULL,
    format TEXT,
    digits TEXT,
    status TEXT NOT NULL CHECK (status IN
        ('pending', 'found', 'not_found', 'ambiguous', 'invalid', 'error')),
    source TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    error TEXT,
    album TEXT,
    alternatives TEXT NOT NULL DEFAULT '[]',
    scanned_at TEXT NOT NULL,
    looked_up_at TEXT,
    attempts INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX items_by_barcode ON items (barcode) WHERE format IS NOT NULL;
CREATE UNIQUE INDEX invalid_items_by_input ON items (source, barcode) WHERE format IS NULL;
CREATE INDEX items_by_status ON items (status);
CREATE TABLE lookup_cache (
    barcode TEXT PRIMARY KEY,
    albums TEXT NOT NULL,
    fetched_at TEXT NOT NULL
) WITHOUT ROWID;
PRAGMA user_version = 1;
ALTER TABLE items ADD COLUMN details TEXT;
CREATE TABLE details_cache (
    release TEXT PRIMARY KEY,
    details TEXT NOT NULL,
    fetched_at TEXT NOT NULL
) WITHOUT ROWID;
PRAGMA user_version = 2;
ALTER TABLE items ADD COLUMN collection_status TEXT
    CHECK (collection_status IS NULL OR collection_status IN ('added', 'already_there'));
ALTER TABLE items ADD COLUMN collection_folder TEXT;
PRAGMA user_version = 3;

INSERT INTO items (id, barcode, format, digits, status, source, notes, error, album, alternatives, scanned_at,
    looked_up_at, attempts, details, collection_status, collection_folder) VALUES
(1, '5099750442227', 'EAN-13', '5099750442227', 'found', 'file:barcodes.txt:1', 'shelf 3', NULL,
 '{"artist":"Björk","catalogNumber":"TPLP71CD","country":"UK","format":"CD, Album","genres":["Electronic"],"labels":["One Little Indian"],"media":["CD"],"releaseID":"4707982","source":"discogs","styles":["Trip Hop"],"title":"Homogenic","url":"https://www.discogs.com/release/4707982","year":1997}',
 '[]', '2025-11-29T11:32:07Z', '2025-11-29T11:32:09Z', 1, NULL, 'added', 'CDs'),
(2, '0029667431224', 'UPC-A', '029667431224', 'ambiguous', 'file:barcodes.txt:2', '', NULL, NULL,
 '[{"artist":"Ben Folds Five","format":"CD, Album","genres":[],"labels":[],"media":["CD"],"releaseID":"7","source":"discogs","styles":[],"title":"Whatever And Ever Amen","url":"https://www.discogs.com/release/7"},{"artist":"Ben Folds Five","format":"CD, Album","genres":[],"labels":[],"media":["CD"],"releaseID":"8","source":"discogs","styles":[],"title":"Whatever And Ever Amen","url":"https://www.discogs.com/release/8"}]',
 '2025-11-29T11:32:08Z', '2025-11-29T11:32:10Z', 1, NULL, NULL, NULL),
(3, '4006381333931', 'EAN-13', '4006381333931', 'not_found', 'argument', '', NULL, NULL, '[]',
 '2025-11-29T11:33:00Z', '2025-11-29T11:33:01Z', 2, NULL, NULL, NULL),
(4, '9780201379624', 'EAN-13', '9780201379624', 'pending', 'camera', 'from the car', NULL, NULL, '[]',
 '2025-11-29T11:34:00Z', NULL, 0, NULL, NULL, NULL),
(5, '8712345678906', 'EAN-13', '8712345678906', 'error', 'image:/photos/back.jpg', '', 'HTTP 502 from Discogs',
 NULL, '[]', '2025-11-29T11:35:00Z', '2025-11-29T11:35:02Z', 3, NULL, NULL, NULL),
(6, '12345', NULL, NULL, 'invalid', 'file:barcodes.txt:3', '', 'it has 5 digits; a barcode has 8, 12 or 13',
 NULL, '[]', '2025-11-29T11:32:08Z', NULL, 0, NULL, NULL, NULL);
INSERT INTO lookup_cache (barcode, albums, fetched_at) VALUES ('4006381333931', '[]', '2025-11-29T11:33:01Z');
