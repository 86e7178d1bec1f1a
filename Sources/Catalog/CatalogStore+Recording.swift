import Album
import Barcode
import Basics
import Foundation
import SQLite

extension CatalogStore {
    /// Records a copy of `gtin` identified by `identity` (see ``CopyIdentity``), in one transaction.
    ///
    /// A copy its identity names already keeps its source and time; non-empty `notes` replace
    /// its notes. A new copy of a code already looked up takes that answer (no lookup needed).
    @discardableResult
    package func record(_ gtin: GTIN, as identity: CopyIdentity, source: String, notes: String = "")
        throws(CatalogError) -> RecordedCopy
    {
        try recordCopy(
            NewCopy(
                kind: .barcode, code: gtin.ean13, format: gtin.format.rawValue, digits: gtin.storedDigits,
                source: source, notes: notes),
            as: identity)
    }

    /// Records a copy known by something other than a barcode (`catalog_number`, `release`, or
    /// a `no_barcode` photo: the code is then its path), like `record`; a disc without its table of
    /// contents (`record(discID:toc:mcn:as:source:)` keeps it, so that a batch can look the disc up).
    /// A barcode's copy is recorded from its `GTIN`, which also keeps the digits as read.
    @discardableResult
    package func record(_ key: ItemKey, as identity: CopyIdentity, source: String, notes: String = "")
        throws(CatalogError) -> RecordedCopy
    {
        precondition(key.kind != .barcode && key.kind != .invalid, "barcodes and invalid lines have their own calls")
        return try recordCopy(NewCopy(kind: key.kind, code: key.code, source: source, notes: notes), as: identity)
    }

    /// Records a copy of the catalogue number `number` (as typed, its spaces made single), like `record`.
    ///
    /// `line` is the code of the list line it was read from (`catno:…`, or a line read as a
    /// catalogue number): an earlier cdscan recorded such a line as `invalid`, and that copy becomes
    /// this one, so re-running the list adds nothing.
    @discardableResult
    package func record(
        catalogNumber number: String, line: String? = nil, as identity: CopyIdentity, source: String,
        notes: String = ""
    ) throws(CatalogError) -> RecordedCopy {
        if let line, let old = identity.key(kind: .invalid, code: line),
            let new = identity.key(kind: .catalogNumber, code: number)
        {
            try run { () throws(DatabaseError) in
                try database.run(
                    """
                    UPDATE items SET kind = 'catalog_number', code = ?, copy_key = ?, status = 'pending', error = NULL
                    WHERE copy_key = ? AND NOT EXISTS (SELECT 1 FROM items WHERE copy_key = ?)
                    """, [.text(number), .text(new), .text(old), .text(new)])
            }
        }
        return try recordCopy(NewCopy(kind: .catalogNumber, code: number, source: source, notes: notes), as: identity)
    }

    /// Records a copy of the disc with MusicBrainz disc ID `discID`, its table of contents `toc`
    /// (MusicBrainz' form) and its MCN when that is a valid barcode (`mcn`, 13 digits), like `record`.
    @discardableResult
    package func record(discID: String, toc: String, mcn: String?, as identity: CopyIdentity, source: String)
        throws(CatalogError) -> RecordedCopy
    {
        try recordCopy(NewCopy(kind: .discID, code: discID, source: source, toc: toc, mcn: mcn), as: identity)
    }

    /// Records an input line that is not a barcode, with the reason (updated when the line is recorded again).
    @discardableResult
    package func recordInvalid(
        _ text: String, as identity: CopyIdentity, source: String, reason: StoredFailure, notes: String = ""
    ) throws(CatalogError) -> RecordedCopy {
        let error = try storedText(reason, barcode: text)
        return try recordCopy(
            NewCopy(kind: .invalid, code: text, source: source, notes: notes, error: error), as: identity)
    }

    /// Records that `gtin` was seen, one item per barcode (``CopyIdentity/existing``); returns
    /// whether it needs a lookup: `pending` and `error` items, and `not_found` ones when `retry`.
    @discardableResult
    func record(_ gtin: GTIN, source: String, notes: String = "", retry: Bool = false) throws(CatalogError)
        -> Bool
    {
        try record(gtin, as: .existing, source: source, notes: notes).needsLookup(retry: retry)
    }

    /// Records an input line that is not a barcode, once per source and text (a re-run updates the reason).
    package func recordInvalid(_ text: String, source: String, reason: StoredFailure) throws(CatalogError) {
        let existing = try run { () throws(DatabaseError) in
            try database.query(
                "SELECT id FROM items WHERE kind = 'invalid' AND code = ? AND source = ? ORDER BY id LIMIT 1",
                [.text(text), .text(source)]
            ) { $0.integer(0) }.first
        }
        guard let existing else {
            try recordInvalid(text, as: .new, source: source, reason: reason)
            return
        }
        let stored = try storedText(reason, barcode: text)
        try run { () throws(DatabaseError) in
            try database.run("UPDATE items SET error = ? WHERE id = ?", [.text(stored), .integer(existing)])
        }
    }

    /// How many copies of the code `key` names the catalogue holds.
    package func copies(of key: ItemKey) throws(CatalogError) -> Int {
        try run { () throws(DatabaseError) in try copies(kind: key.kind, code: key.code) }
    }

    func copies(kind: ItemKind, code: String) throws(DatabaseError) -> Int {
        try database.query(
            "SELECT count(*) FROM items WHERE kind = ? AND code = ?", [.text(kind.rawValue), .text(code)]
        ) { Int($0.integer(0)) }.first ?? 0
    }

    private func recordCopy(_ copy: NewCopy, as identity: CopyIdentity) throws(CatalogError) -> RecordedCopy {
        let key = identity.key(kind: copy.kind, code: copy.code)
        let before = try run { () throws(DatabaseError) in try CopyCounts.stamp(of: database) }
        let recorded = try run { () throws(DatabaseError) -> (Int64, String?, Bool) in
            try database.transaction { () throws(DatabaseError) -> (Int64, String?, Bool) in
                let (id, status, isNew) = try store(copy, key: key, identity: identity)
                if let location = locationOfRecordedCopies { try place(item: id, at: location) }
                return (id, status, isNew)
            }
        }
        let (id, status, isNew) = recorded
        guard let status, let known = ItemStatus(rawValue: status) else {
            throw .damagedItem(path: path, barcode: copy.code, damage: .unknownStatus(status))
        }
        let count = try run { () throws(DatabaseError) in
            try copyCounts.after(
                recording: "\(copy.kind.rawValue):\(copy.code)", added: isNew, since: before, in: database
            ) { () throws(DatabaseError) in try self.copies(kind: copy.kind, code: copy.code) }
        }
        return RecordedCopy(id: id, isNew: isNew, copies: count, status: known)
    }

    /// Writes `copy`: onto the copy `identity` names, the invalid line it replaces, or a new row.
    private func store(_ copy: NewCopy, key: String?, identity: CopyIdentity) throws(DatabaseError)
        -> (Int64, String?, Bool)
    {
        if let (id, status) = try existingCopy(copy, key: key, identity: identity) {
            try database.run(
                """
                UPDATE items SET notes = CASE WHEN ? != '' THEN ? ELSE notes END, error = coalesce(?, error)
                WHERE id = ?
                """, [.text(copy.notes), .text(copy.notes), .text(copy.error), .integer(id)])
            return (id, status, false)
        }
        if let (id, status) = try claimInvalidLine(for: copy, key: key, identity: identity) {
            return (id, status, false)
        }
        let (id, status) = try insert(copy, key: key)
        return (id, status, true)
    }

    /// The copy `identity` names, when the catalogue has it: by its key, or (first time a key
    /// is seen) a copy from before copies existed with the same code, which the key then claims.
    private func existingCopy(_ copy: NewCopy, key: String?, identity: CopyIdentity) throws(DatabaseError)
        -> (Int64, String?)?
    {
        let row: (Statement) -> (Int64, String?) = { ($0.integer(0), $0.text(1)) }
        if let key {
            if let found = try database.query("SELECT id, status FROM items WHERE copy_key = ?", [.text(key)], row: row)
                .first
            {
                return found
            }
            // Only a catalogue from before copies has 'v3:' keys; asked through the key's index
            // first, since the claim below reads every copy of the code (quadratic for a list of
            // 40,000 copies of one code).
            guard try hasCopiesFromBeforeCopies() else { return nil }
            return try database.query(
                """
                UPDATE items SET copy_key = ?1 WHERE id = (SELECT id FROM items
                    WHERE kind = ?2 AND code = ?3 AND copy_key LIKE 'v3:%' ORDER BY id LIMIT 1)
                RETURNING id, status
                """, [.text(key), .text(copy.kind.rawValue), .text(copy.code)], row: row
            ).first
        }
        guard identity == .existing else { return nil }
        return try database.query(
            "SELECT id, status FROM items WHERE kind = ? AND code = ? ORDER BY id LIMIT 1",
            [.text(copy.kind.rawValue), .text(copy.code)], row: row
        ).first
    }

    /// The `invalid` item an earlier run recorded from the same line of the same list, made this
    /// copy (its kind, code and key, status to look up, the line's notes): a typo fixed in the list
    /// replaces the invalid row instead of leaving it beside the corrected one. Nil when there is none.
    private func claimInvalidLine(for copy: NewCopy, key: String?, identity: CopyIdentity) throws(DatabaseError)
        -> (Int64, String?)?
    {
        guard case .list(let path, _) = identity, copy.kind != .invalid, let key else { return nil }
        let suffix = ":" + path
        return try database.query(
            """
            UPDATE items SET kind = ?1, code = ?2, format = ?3, digits = ?4, copy_key = ?5,
                notes = CASE WHEN ?6 != '' THEN ?6 ELSE notes END, error = NULL, status = ?7, album = NULL,
                alternatives = '[]', picked = 0, looked_up_at = NULL, attempts = 0, details = NULL
            WHERE id = (SELECT id FROM items WHERE kind = 'invalid' AND source = ?8 AND copy_key LIKE 'list:invalid:%'
                AND substr(copy_key, -?9) = ?10 ORDER BY id LIMIT 1)
            RETURNING id, status
            """,
            [
                .text(copy.kind.rawValue), .text(copy.code), .text(copy.format), .text(copy.digits), .text(key),
                .text(copy.notes), .text(copy.kind.initialStatus.rawValue), .text(copy.source),
                .integer(Int64(suffix.unicodeScalars.count)), .text(suffix),
            ]
        ) { ($0.integer(0), $0.text(1)) }.first
    }

    /// Whether a copy still has a key from before copies ('v3:' and its id): a range of the key's index.
    private func hasCopiesFromBeforeCopies() throws(DatabaseError) -> Bool {
        try database.query("SELECT EXISTS (SELECT 1 FROM items WHERE copy_key >= 'v3:' AND copy_key < 'v3;')") {
            $0.integer(0)
        }.first == 1
    }

    /// Adds the copy; it takes the lookup answer (and any person's choice) of the code's first copy.
    /// A copy removed earlier and recorded again is no longer a removed one.
    private func insert(_ copy: NewCopy, key: String?) throws(DatabaseError) -> (Int64, String?) {
        if let key { try database.run("DELETE FROM removed_copies WHERE copy_key = ?", [.text(key)]) }
        return try database.query(
            """
            INSERT INTO items (kind, code, format, digits, copy_key, source, notes, error, added_at, status,
                album, alternatives, picked, looked_up_at, attempts, details, toc, mcn)
            SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, coalesce(?8, first.error), ?9, coalesce(first.status, ?10),
                first.album, coalesce(first.alternatives, '[]'), coalesce(first.picked, 0), first.looked_up_at,
                coalesce(first.attempts, 0), first.details, ?11, ?12
            FROM (SELECT 1) LEFT JOIN (SELECT * FROM items WHERE kind = ?1 AND code = ?2 ORDER BY id LIMIT 1) AS first
            RETURNING id, status
            """,
            [
                .text(copy.kind.rawValue), .text(copy.code), .text(copy.format), .text(copy.digits), .text(key),
                .text(copy.source), .text(copy.notes), .text(copy.error), .text(Timestamp.string(now())),
                .text(copy.kind.initialStatus.rawValue), .text(copy.toc), .text(copy.mcn),
            ]
        ) { ($0.integer(0), $0.text(1)) }.first ?? (0, nil)
    }
}

/// The values of a copy about to be recorded.
struct NewCopy {
    var kind: ItemKind
    var code: String
    var format: String? = nil
    var digits: String? = nil
    var source: String
    var notes: String = ""
    /// The `error` column's text (``CatalogStore/storedText(_:barcode:)``).
    var error: String? = nil
    /// A disc's table of contents and valid MCN (kind `disc_id`).
    var toc: String? = nil
    var mcn: String? = nil
}
