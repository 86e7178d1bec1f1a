import Album
import Barcode
import Basics
import Foundation
import SQLite

extension CatalogStore {
    /// Saves the outcome of looking up the code `key` names on every copy of it, in one
    /// transaction, replacing any earlier one (and the details of the release it had); counts the
    /// attempt and stamps the time.
    ///
    /// A copy whose release a person chose keeps it: with that release's fresh data when the
    /// answer holds it, unchanged when it does not.
    package func recordResult(_ outcome: CatalogOutcome, for key: ItemKey) throws(CatalogError) {
        try recordResult(outcome, where: Self.keyCondition, Self.values(of: key), subject: key.code)
    }

    /// Saves the outcome of looking up item `id` (any kind), like `recordResult(_:for:)`.
    package func recordResult(_ outcome: CatalogOutcome, forItem id: Int64) throws(CatalogError) {
        try recordResult(outcome, where: "id = ?", [.integer(id)], subject: "item \(id)")
    }

    /// Records the release a person chose for every copy of the code `key` names (an
    /// `ambiguous` barcode, usually): `found`, with the other candidates as alternatives. Not a
    /// lookup, so the attempts stay as they are. Details of an earlier choice are dropped.
    package func recordChoice(_ album: Album, alternatives: [Album], for key: ItemKey) throws(CatalogError) {
        try choose(album, alternatives, where: Self.keyCondition, Self.values(of: key), key.code)
    }

    /// Records the release a person chose for one copy, item `id` (of any status).
    package func pick(_ album: Album, alternatives: [Album], item id: Int64) throws(CatalogError) {
        try choose(album, alternatives, where: "id = ?", [.integer(id)], "item \(id)")
    }

    /// The barcodes that need a lookup, each once, in the order first seen:
    /// `pending` and `error` ones, plus `not_found` ones when `retry`.
    package func pending(retry: Bool = false) throws(CatalogError) -> [GTIN] {
        let statuses = ItemStatus.allCases.filter { $0.needsLookup(retry: retry) }
        let placeholders = statuses.map { _ in "?" }.joined(separator: ", ")
        return try barcodes(where: "status IN (\(placeholders))", statuses.map { .text($0.rawValue) })
    }

    /// The catalogue numbers and discs that need a lookup, each code once, in the order first
    /// seen: the items of `kinds` that `pending(retry:)` would take if they were barcodes.
    package func pendingCodes(of kinds: [ItemKind], retry: Bool = false) throws(CatalogError) -> [PendingCode] {
        let statuses = ItemStatus.allCases.filter { $0.needsLookup(retry: retry) }
        let values = kinds.map { DatabaseValue.text($0.rawValue) } + statuses.map { .text($0.rawValue) }
        let (kindList, statusList) = (Self.placeholders(kinds.count), Self.placeholders(statuses.count))
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT kind, code, min(toc), min(mcn) FROM items
                WHERE kind IN (\(kindList)) AND status IN (\(statusList))
                GROUP BY kind, code ORDER BY min(id)
                """, values
            ) { ($0.text(0) ?? "", $0.text(1) ?? "", $0.text(2), $0.text(3)) }
        }
        return try rows.map { kind, code, toc, mcn throws(CatalogError) in
            guard let known = ItemKind(rawValue: kind) else {
                throw .damagedItem(path: path, barcode: code, damage: .unknownKind(kind))
            }
            return PendingCode(kind: known, code: code, toc: toc, mcn: mcn)
        }
    }

    /// The items of one ``ItemKey``: the condition, and its values (`values(of:)`).
    static let keyCondition = "kind = ? AND code = ?"

    /// The values `keyCondition` takes for `key`.
    static func values(of key: ItemKey) -> [DatabaseValue] {
        [.text(key.kind.rawValue), .text(key.code)]
    }

    /// "?, ?, ?": `count` SQL placeholders.
    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    /// Each barcode among the items matching `condition` once, in the order first seen.
    func barcodes(where condition: String, _ values: [DatabaseValue]) throws(CatalogError) -> [GTIN] {
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                """
                SELECT code, format, digits FROM items WHERE kind = 'barcode' AND (\(condition))
                GROUP BY code ORDER BY min(id)
                """, values
            ) { ($0.text(0) ?? "", $0.text(1) ?? "", $0.text(2) ?? "") }
        }
        return try rows.map { barcode, format, digits throws(CatalogError) in
            guard let gtin = GTIN(storedDigits: digits, format: format, barcode: barcode) else {
                throw .damagedItem(path: path, barcode: barcode, damage: .invalidDigits(digits, format: format))
            }
            return gtin
        }
    }

    private func recordResult(
        _ outcome: CatalogOutcome, where condition: String, _ values: [DatabaseValue], subject: String
    ) throws(CatalogError) {
        let (album, alternatives) = outcome.columns
        let albumJSON = album.map(memo.json)
        try recordResult(
            outcome, albumJSON: albumJSON, alternativesJSON: memo.json(alternatives),
            where: condition, values, subject: subject)
    }

    /// `recordResult(_:for:)` with the outcome's `album` and `alternatives` columns already encoded.
    func recordResult(
        _ outcome: CatalogOutcome, albumJSON: String?, alternativesJSON: String, where condition: String,
        _ values: [DatabaseValue], subject: String
    ) throws(CatalogError) {
        let failure: StoredFailure? = if case .error(let error) = outcome { .lookup(error) } else { nil }
        let error = try storedText(failure, barcode: subject)
        let picks = try pickedAlbums(where: condition, values)
        let updates = picks.map { id, picked in
            (id, Self.keeping(picked, outcome).map { (memo.json($0.album), memo.json($0.alternatives)) })
        }
        let stamp = Timestamp.string(now())
        let changed = try run { () throws(DatabaseError) in
            try database.transaction { () throws(DatabaseError) -> Int in
                try database.run(
                    """
                    UPDATE items SET status = ?, album = ?, alternatives = ?, error = ?, looked_up_at = ?,
                        attempts = attempts + 1, details = NULL
                    WHERE (\(condition)) AND picked = 0
                    """,
                    [
                        .text(outcome.status.rawValue), .text(albumJSON), .text(alternativesJSON), .text(error),
                        .text(stamp),
                    ]
                        + values)
                var changed = database.changes
                for (id, kept) in updates {
                    // A chosen release the answer no longer holds stays as it was; only the attempt counts.
                    try database.run(
                        """
                        UPDATE items SET album = coalesce(?, album), alternatives = coalesce(?, alternatives),
                            details = CASE WHEN ? IS NULL THEN details ELSE NULL END,
                            looked_up_at = ?, attempts = attempts + 1
                        WHERE id = ?
                        """, [.text(kept?.0), .text(kept?.1), .text(kept?.0), .text(stamp), .integer(id)])
                    changed += database.changes
                }
                return changed
            }
        }
        if changed == 0 { throw .notInCatalog(barcode: subject) }
    }

    /// The picked copies among the items matching `condition`, with the release chosen.
    private func pickedAlbums(where condition: String, _ values: [DatabaseValue]) throws(CatalogError)
        -> [(Int64, Album)]
    {
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                "SELECT id, album FROM items WHERE (\(condition)) AND picked = 1 AND album IS NOT NULL", values
            ) { ($0.integer(0), $0.text(1) ?? "") }
        }
        return rows.compactMap { id, json in
            (try? decoder.decode(Album.self, from: Data(json.utf8))).map { (id, $0) }
        }
    }

    /// The chosen release as `outcome` describes it now, and the rest of its releases; nil
    /// when the answer does not hold the chosen release.
    static func keeping(_ picked: Album, _ outcome: CatalogOutcome) -> (album: Album, alternatives: [Album])? {
        let answered: [Album] =
            switch outcome {
            case .found(let best, let others): [best] + others
            case .ambiguous(let candidates): candidates
            case .notFound, .error: []
            }
        guard let fresh = answered.first(where: { $0.source == picked.source && $0.releaseID == picked.releaseID })
        else { return nil }
        return (fresh, answered.filter { $0 != fresh })
    }

    private func choose(
        _ album: Album, _ alternatives: [Album], where condition: String, _ values: [DatabaseValue], _ subject: String
    ) throws(CatalogError) {
        let albumJSON = memo.json(album)
        let alternativesJSON = memo.json(alternatives)
        let changed = try run { () throws(DatabaseError) in
            try database.run(
                """
                UPDATE items SET status = 'found', album = ?, alternatives = ?, error = NULL, details = NULL, picked = 1
                WHERE \(condition)
                """,
                [.text(albumJSON), .text(alternativesJSON)] + values)
            return database.changes
        }
        if changed == 0 { throw .notInCatalog(barcode: subject) }
    }
}

extension CatalogOutcome {
    /// What the items table keeps of it: the release found (nil unless `found`), and the others.
    var columns: (album: Album?, alternatives: [Album]) {
        switch self {
        case .found(let best, let others): (best, others)
        case .notFound, .error: (nil, [])
        case .ambiguous(let candidates): (nil, candidates)
        }
    }
}
