import Album
import Barcode
import Basics
import Foundation
import SQLite

extension CatalogStore {
    /// Saves the details of the release of every copy of the code `key` names (`--details`, a
    /// `release` item fetched by id).
    package func recordDetails(_ details: ReleaseDetails, for key: ItemKey) throws(CatalogError) {
        let json = try encode(details, barcode: key.code)
        let changed = try run { () throws(DatabaseError) in
            try database.run(
                "UPDATE items SET details = ? WHERE \(Self.keyCondition)", [.text(json)] + Self.values(of: key))
            return database.changes
        }
        if changed == 0 { throw .notInCatalog(barcode: key.code) }
    }

    /// Saves what `--add-to-collection` did with the release of every copy of the code `key` names.
    package func recordCollection(_ entry: CollectionEntry, for key: ItemKey) throws(CatalogError) {
        let changed = try run { () throws(DatabaseError) in
            try database.run(
                "UPDATE items SET collection_status = ?, collection_folder = ? WHERE \(Self.keyCondition)",
                [.text(entry.status.rawValue), .text(entry.folder)] + Self.values(of: key))
            return database.changes
        }
        if changed == 0 { throw .notInCatalog(barcode: key.code) }
    }

    /// The key a release's details are cached under: "discogs:4707982".
    static func detailsKey(_ album: Album) -> String {
        "\(album.source.rawValue):\(album.releaseID)"
    }

    /// Keeps `details` for their release, stamped with the current time.
    package func cacheDetails(_ details: ReleaseDetails) throws(CatalogError) {
        let key = Self.detailsKey(details.album)
        let json = try encode(details, barcode: key)
        try run { () throws(DatabaseError) in
            try database.run(
                """
                INSERT INTO details_cache (release, details, fetched_at) VALUES (?, ?, ?)
                ON CONFLICT (release) DO UPDATE SET details = excluded.details, fetched_at = excluded.fetched_at
                """,
                [.text(key), .text(json), .text(Timestamp.string(now()))])
        }
    }

    /// The cached details of `album`'s release when at most `maxAge` seconds old; like
    /// `cachedLookup`, an entry from the future or one that cannot be read counts as stale.
    package func cachedDetails(of album: Album, maxAge: TimeInterval = CatalogStore.defaultCacheAge)
        throws(CatalogError) -> ReleaseDetails?
    {
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                "SELECT details, fetched_at FROM details_cache WHERE release = ?", [.text(Self.detailsKey(album))]
            ) { ($0.text(0) ?? "", $0.text(1) ?? "") }
        }
        guard let (json, stamp) = rows.first, let fetchedAt = Timestamp.date(stamp) else { return nil }
        let age = Timestamp.wholeSeconds(now()).timeIntervalSince(fetchedAt)
        guard age >= 0, age <= maxAge else { return nil }
        return try? decoder.decode(ReleaseDetails.self, from: Data(json.utf8))
    }
}
