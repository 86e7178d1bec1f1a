import Album
import Barcode
import SQLite

extension CatalogStore {
    /// Runs `body` in one transaction: what it writes is committed together when it returns,
    /// and none of it when it throws (or the process dies midway).
    ///
    /// The store's other calls commit on their own; inside `body` they join this one. Called
    /// from another transaction's `body` it is a savepoint: what it wrote is undone when it
    /// throws, and committed with the outer transaction.
    @discardableResult
    package func transaction<Result>(_ body: () throws(CatalogError) -> Result) throws(CatalogError) -> Result {
        let nested = database.isInTransaction
        try run { () throws(DatabaseError) in
            try database.run(nested ? "SAVEPOINT cdscan_store" : "BEGIN IMMEDIATE")
        }
        do {
            let result = try body()
            try run { () throws(DatabaseError) in try database.run(nested ? "RELEASE cdscan_store" : "COMMIT") }
            return result
        } catch {
            database.rollbacks += 1
            try? database.execute(nested ? "ROLLBACK TO cdscan_store; RELEASE cdscan_store" : "ROLLBACK")
            throw error
        }
    }

    /// Whether a transaction is open (`transaction(_:)`'s body is running).
    package var isInTransaction: Bool { database.isInTransaction }

    /// Saves what looking `gtin` up found: the answer in the lookup cache (`albums`, best
    /// first; empty for "not found") and `outcome` on the item, in one transaction, so the
    /// cache never holds an answer the item lacks.
    ///
    /// Each release is encoded once, for both: an array's JSON is its elements' joined by commas.
    package func recordLookup(_ albums: [Album], outcome: CatalogOutcome, for gtin: GTIN) throws(CatalogError) {
        let (album, alternatives) = outcome.columns
        guard (album.map { [$0] } ?? []) + alternatives == albums else {
            return try transaction { () throws(CatalogError) in
                try cacheLookup(albums, for: gtin)
                try recordResult(outcome, for: .barcode(gtin))
            }
        }
        let parts = albums.map(memo.json)
        try transaction { () throws(CatalogError) in
            try cacheLookup(json: "[" + parts.joined(separator: ",") + "]", for: gtin)
            try recordResult(
                outcome, albumJSON: album == nil ? nil : parts[0], alternativesJSON: memo.json(alternatives),
                where: Self.keyCondition, Self.values(of: .barcode(gtin)), subject: gtin.ean13)
        }
    }
}
