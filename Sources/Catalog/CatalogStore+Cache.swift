import Album
import Barcode
import Basics
import Foundation
import SQLite

extension CatalogStore {
    /// Keeps the database's answer for `gtin` (all releases, in its order;
    /// empty for "not found"), stamped with the current time.
    package func cacheLookup(_ albums: [Album], for gtin: GTIN) throws(CatalogError) {
        try cacheLookup(json: memo.json(albums), for: gtin)
    }

    /// Keeps `json` (an encoded array of releases) as the answer for `gtin`, stamped with the current time.
    func cacheLookup(json: String, for gtin: GTIN) throws(CatalogError) {
        try run { () throws(DatabaseError) in
            try database.run(
                """
                INSERT INTO lookup_cache (barcode, albums, fetched_at) VALUES (?, ?, ?)
                ON CONFLICT (barcode) DO UPDATE SET albums = excluded.albums, fetched_at = excluded.fetched_at
                """,
                [.text(gtin.ean13), .text(json), .text(Timestamp.string(now()))])
        }
    }

    /// The cached answer for `gtin` when it is at most `maxAge` seconds old.
    ///
    /// An entry stamped in the future (the clock was set back) counts as
    /// stale, and so does one that cannot be read: both mean "ask again".
    package func cachedLookup(for gtin: GTIN, maxAge: TimeInterval = CatalogStore.defaultCacheAge)
        throws(CatalogError) -> CachedLookup?
    {
        let rows = try run { () throws(DatabaseError) in
            try database.query("SELECT albums, fetched_at FROM lookup_cache WHERE barcode = ?", [.text(gtin.ean13)]) {
                ($0.text(0) ?? "", $0.text(1) ?? "")
            }
        }
        guard let (json, stamp) = rows.first, let fetchedAt = Timestamp.date(stamp) else { return nil }
        let age = Timestamp.wholeSeconds(now()).timeIntervalSince(fetchedAt)
        guard age >= 0, age <= maxAge,
            let albums = memo.albums(json) ?? (try? decoder.decode([Album].self, from: Data(json.utf8)))
        else { return nil }
        return CachedLookup(albums: albums, fetchedAt: fetchedAt)
    }

    /// Deletes cached answers and release details older than `maxAge` (or stamped in the
    /// future), and the marketplace prices older than their own longest age
    /// (``removeExpiredPrices()``); returns how many answers. Discogs' terms limit how long its
    /// data may be kept.
    @discardableResult
    package func removeExpiredLookups(maxAge: TimeInterval = CatalogStore.defaultCacheAge) throws(CatalogError) -> Int {
        try removeExpiredPrices()
        let current = now()
        let oldest = Timestamp.string(current.addingTimeInterval(-maxAge))
        return try run { () throws(DatabaseError) in
            try database.run(
                "DELETE FROM details_cache WHERE fetched_at < ? OR fetched_at > ?",
                [.text(oldest), .text(Timestamp.string(current))])
            try database.run(
                "DELETE FROM lookup_cache WHERE fetched_at < ? OR fetched_at > ?",
                [.text(oldest), .text(Timestamp.string(current))])
            return database.changes
        }
    }
}
