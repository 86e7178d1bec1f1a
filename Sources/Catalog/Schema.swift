import SQLite

/// The catalog's tables, as a list of migrations; `PRAGMA user_version` counts those applied.
///
/// Migrations are only ever appended: a catalog made by any earlier cdscan is
/// brought up to date on open, and one made by a newer cdscan is refused.
enum Schema {
    static let migrations: [String] = [
        version1, version2, version3, version4, version5, version6, version7, marketPrices, discogsSync,
        discogsSyncRecord, itemNumbersNeverReused,
    ]

    /// The version this cdscan writes.
    static var version: Int { migrations.count }

    /// Applies the missing migrations in one write transaction, so two cdscans
    /// opening a new catalog at once do not both create it. Returns the version
    /// found when it is newer than this cdscan knows (and changes nothing).
    static func migrate(_ database: Database) throws(DatabaseError) -> Int? {
        try database.transaction { () throws(DatabaseError) -> Int? in
            let found = try database.query("PRAGMA user_version") { Int($0.integer(0)) }.first ?? 0
            guard found <= version else { return found }
            for (offset, sql) in migrations.enumerated().dropFirst(found) {
                try database.execute(sql)
                try database.execute("PRAGMA user_version = \(offset + 1)")
            }
            return nil
        }
    }

    // items: one row per barcode (format and digits set, barcode unique) or
    // per invalid input (format NULL, unique per source and text). The id
    // gives first-seen order. Albums are JSON-encoded `Album` values.
    // lookup_cache: the database's raw answer per barcode, kept a few hours.
    // Times are ISO-8601 UTC text, which also sorts chronologically.
    private static let version1 = """
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
        """

    // items.details: the chosen release's tracklist, credits and identifiers (`--details`),
    // a JSON-encoded `ReleaseDetails`. details_cache: a release's details by "service:id",
    // kept like lookup_cache so that a re-run soon after does not fetch them again.
    private static let version2 = """
        ALTER TABLE items ADD COLUMN details TEXT;
        CREATE TABLE details_cache (
            release TEXT PRIMARY KEY,
            details TEXT NOT NULL,
            fetched_at TEXT NOT NULL
        ) WITHOUT ROWID;
        """

    // items.collection_status and collection_folder: what `--add-to-collection` did with the
    // item's release in the user's Discogs collection, and the folder it is in.
    private static let version3 = """
        ALTER TABLE items ADD COLUMN collection_status TEXT
            CHECK (collection_status IS NULL OR collection_status IN ('added', 'already_there'));
        ALTER TABLE items ADD COLUMN collection_folder TEXT;
        """

    // Version 4: an item is one physical copy (see ItemKind for what `code` holds). The
    // table is rebuilt, because the one-row-per-barcode index and the status CHECK must go;
    // every row keeps its id, values and place. Rows from before copies get the copy key
    // "v3:<id>": the first list line or photo that records their code again claims them
    // (CatalogStore.record), so re-running an old list after the upgrade adds nothing.
    // copy_key is what identifies a copy (CopyIdentity); NULL: a copy of its own.
    // picked: a person chose the release (a refresh keeps it). rating, media_condition and
    // sleeve_condition come from a Discogs collection import, which also sets collection_status
    // 'imported' and the folder.
    private static let version4 = """
        CREATE TABLE items_v4 (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN
                ('barcode', 'invalid', 'no_barcode', 'catalog_number', 'disc_id', 'release')),
            code TEXT NOT NULL,
            format TEXT,
            digits TEXT,
            status TEXT NOT NULL CHECK (status IN
                ('pending', 'found', 'not_found', 'ambiguous', 'invalid', 'error', 'unidentified')),
            copy_key TEXT,
            source TEXT NOT NULL,
            notes TEXT NOT NULL DEFAULT '',
            error TEXT,
            album TEXT,
            alternatives TEXT NOT NULL DEFAULT '[]',
            picked INTEGER NOT NULL DEFAULT 0,
            added_at TEXT NOT NULL,
            looked_up_at TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            details TEXT,
            collection_status TEXT
                CHECK (collection_status IS NULL OR collection_status IN ('added', 'already_there', 'imported')),
            collection_folder TEXT,
            rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
            media_condition TEXT,
            sleeve_condition TEXT
        );
        INSERT INTO items_v4 (id, kind, code, format, digits, status, copy_key, source, notes, error, album,
            alternatives, added_at, looked_up_at, attempts, details, collection_status, collection_folder)
        SELECT id, CASE WHEN format IS NULL THEN 'invalid' ELSE 'barcode' END, barcode, format, digits, status,
            'v3:' || id, source, notes, error, album, alternatives, scanned_at, looked_up_at, attempts, details,
            collection_status, collection_folder
        FROM items;
        DROP TABLE items;
        ALTER TABLE items_v4 RENAME TO items;
        CREATE UNIQUE INDEX items_by_copy ON items (copy_key) WHERE copy_key IS NOT NULL;
        CREATE INDEX items_by_code ON items (kind, code);
        CREATE INDEX items_by_status ON items (status);
        """

    // Version 5: a disc (`catalog --disc`, kind disc_id, its code the MusicBrainz disc ID) keeps
    // its table of contents, so that a later run can ask MusicBrainz again (also for a similar
    // one), and its MCN when that is a valid barcode (EAN-13 form). NULL for every other kind.
    private static let version5 = """
        ALTER TABLE items ADD COLUMN toc TEXT;
        ALTER TABLE items ADD COLUMN mcn TEXT;
        """

    // Version 6: the copies removed with `items remove`, by their copy key (CopyIdentity), so
    // that running the same list (or reading the same photos) again does not bring them back
    // unless asked (`catalog --add-removed`). A key recorded again leaves this table. A table of
    // its own, additive: the items table is not touched.
    private static let version6 = """
        CREATE TABLE removed_copies (
            copy_key TEXT PRIMARY KEY,
            removed_at TEXT NOT NULL
        ) WITHOUT ROWID;
        """

    // Version 7: the collector's record of a copy (CopyRecord): where it is kept (ShelfLocation,
    // levels joined by "/"), what it cost (the amount as typed, never a float, and its ISO 4217
    // code), the day it was bought (YYYY-MM-DD) and its tags (a JSON array of text). Every
    // column is added, so every row keeps its values; the rating and conditions an import
    // brought stay in the columns version 4 made for them, which `items edit` now also writes.
    private static let version7 = """
        ALTER TABLE items ADD COLUMN location TEXT;
        ALTER TABLE items ADD COLUMN paid_amount TEXT;
        ALTER TABLE items ADD COLUMN paid_currency TEXT;
        ALTER TABLE items ADD COLUMN bought TEXT;
        ALTER TABLE items ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
        CREATE INDEX items_by_location ON items (location) WHERE location IS NOT NULL;
        """

    // What Discogs' marketplace said of each release (`cdscan value`), in tables of their own,
    // each answer written as it arrives. price_suggestions: per release, 'prices' (a JSON object
    // of condition name to {"amount": decimal text, "currency"}; '{}' when Discogs had none),
    // 'no_seller_settings' (Discogs refused) or 'gone' (404). market_stats: per release and
    // currency asked, the lowest listing (amount as decimal text, never a float, and its own
    // currency; NULL when none), the copies for sale, blocked, or gone (404).
    private static let marketPrices = """
        CREATE TABLE price_suggestions (
            release_id INTEGER PRIMARY KEY,
            answer TEXT NOT NULL CHECK (answer IN ('prices', 'no_seller_settings', 'gone')),
            prices TEXT NOT NULL DEFAULT '{}',
            fetched_at TEXT NOT NULL
        );
        CREATE TABLE market_stats (
            release_id INTEGER NOT NULL,
            currency TEXT NOT NULL,
            gone INTEGER NOT NULL DEFAULT 0,
            lowest_amount TEXT,
            lowest_currency TEXT,
            for_sale INTEGER NOT NULL DEFAULT 0,
            blocked INTEGER NOT NULL DEFAULT 0,
            fetched_at TEXT NOT NULL,
            PRIMARY KEY (release_id, currency)
        ) WITHOUT ROWID;
        """

    // The pairing of copies with Discogs collection instances (`cdscan sync`) and each instance's
    // fields as last synced, the base of the three-way merge. A row outlives its item (no foreign
    // key): the trigger marks it item_removed when the item is deleted (`items remove`, `items
    // copies`), even if a copy added later takes the item's number. instance_id NULL: an add was
    // begun and not yet confirmed, so the next sync pairs the instance it made or reads the
    // release's instances before adding again.
    private static let discogsSync = """
        CREATE TABLE discogs_sync (
            id INTEGER PRIMARY KEY,
            item_id INTEGER NOT NULL,
            item_removed INTEGER NOT NULL DEFAULT 0,
            release_id INTEGER NOT NULL,
            instance_id INTEGER,
            synced INTEGER NOT NULL DEFAULT 0,
            folder TEXT,
            rating TEXT,
            media_condition TEXT,
            sleeve_condition TEXT,
            notes TEXT
        );
        CREATE INDEX discogs_sync_by_item ON discogs_sync (item_id);
        CREATE UNIQUE INDEX discogs_sync_by_instance ON discogs_sync (instance_id) WHERE instance_id IS NOT NULL;
        CREATE TRIGGER discogs_sync_item_removed AFTER DELETE ON items BEGIN
            UPDATE discogs_sync SET item_removed = 1 WHERE item_id = OLD.id;
        END;
        """

    // The copy's record as last synced, for a user with a Discogs field named for it (Location,
    // Price, Date, Tags): each in the text form written to Discogs (SyncField.canonical).
    private static let discogsSyncRecord = """
        ALTER TABLE discogs_sync ADD COLUMN location TEXT;
        ALTER TABLE discogs_sync ADD COLUMN paid TEXT;
        ALTER TABLE discogs_sync ADD COLUMN bought TEXT;
        ALTER TABLE discogs_sync ADD COLUMN tags TEXT;
        """

    // An item's number is never given to another copy: SQLite gives a new row the highest id
    // plus one, so removing the last item (`items remove`, `items copies`) handed its number to the
    // next copy recorded, and a note, a script or a gallery link naming it then named another copy.
    // AUTOINCREMENT keeps the highest number ever used (sqlite_sequence); SQLite cannot add it to a
    // table, so the table is made anew with every row, id and value as they were (the columns as
    // the earlier migrations left them), its indexes, and the trigger on it. Numbers removed
    // before this migration are known where a sync recorded them (discogs_sync keeps the numbers
    // of removed items): the sequence starts past those too.
    private static let itemNumbersNeverReused = """
        DROP TRIGGER discogs_sync_item_removed;
        CREATE TABLE items_numbered (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL CHECK (kind IN
                ('barcode', 'invalid', 'no_barcode', 'catalog_number', 'disc_id', 'release')),
            code TEXT NOT NULL,
            format TEXT,
            digits TEXT,
            status TEXT NOT NULL CHECK (status IN
                ('pending', 'found', 'not_found', 'ambiguous', 'invalid', 'error', 'unidentified')),
            copy_key TEXT,
            source TEXT NOT NULL,
            notes TEXT NOT NULL DEFAULT '',
            error TEXT,
            album TEXT,
            alternatives TEXT NOT NULL DEFAULT '[]',
            picked INTEGER NOT NULL DEFAULT 0,
            added_at TEXT NOT NULL,
            looked_up_at TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            details TEXT,
            collection_status TEXT
                CHECK (collection_status IS NULL OR collection_status IN ('added', 'already_there', 'imported')),
            collection_folder TEXT,
            rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
            media_condition TEXT,
            sleeve_condition TEXT,
            toc TEXT,
            mcn TEXT,
            location TEXT,
            paid_amount TEXT,
            paid_currency TEXT,
            bought TEXT,
            tags TEXT NOT NULL DEFAULT '[]'
        );
        INSERT INTO items_numbered (
            id, kind, code, format, digits, status, copy_key, source, notes, error, album,
            alternatives, picked, added_at, looked_up_at, attempts, details, collection_status,
            collection_folder, rating, media_condition, sleeve_condition, toc, mcn, location,
            paid_amount, paid_currency, bought, tags)
        SELECT
            id, kind, code, format, digits, status, copy_key, source, notes, error, album,
            alternatives, picked, added_at, looked_up_at, attempts, details, collection_status,
            collection_folder, rating, media_condition, sleeve_condition, toc, mcn, location,
            paid_amount, paid_currency, bought, tags
        FROM items;
        DROP TABLE items;
        ALTER TABLE items_numbered RENAME TO items;
        CREATE UNIQUE INDEX items_by_copy ON items (copy_key) WHERE copy_key IS NOT NULL;
        CREATE INDEX items_by_code ON items (kind, code);
        CREATE INDEX items_by_status ON items (status);
        CREATE INDEX items_by_location ON items (location) WHERE location IS NOT NULL;
        CREATE TRIGGER discogs_sync_item_removed AFTER DELETE ON items BEGIN
            UPDATE discogs_sync SET item_removed = 1 WHERE item_id = OLD.id;
        END;
        INSERT INTO sqlite_sequence (name, seq)
            SELECT 'items', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'items');
        UPDATE sqlite_sequence
            SET seq = max(seq, (SELECT coalesce(max(item_id), 0) FROM discogs_sync))
            WHERE name = 'items';
        """
}
