import Album
import Barcode

extension CatalogStore {
    /// Runs `body` in one transaction: what it writes is committed together when it returns,
    /// and none of it when it throws (or the process dies midway).
    ///
    /// The store's other calls commit on their own; inside `body` they join this one.
    /// Transactions do not nest: calling this again from `body` throws.
    @discardableResult
    public func transaction<Result>(_ body: () throws(CatalogError) -> Result) throws(CatalogError) -> Result {
        try run { () throws(DatabaseError) in try database.execute("BEGIN IMMEDIATE") }
        do {
            let result = try body()
            try run { () throws(DatabaseError) in try database.execute("COMMIT") }
            return result
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// Saves what looking `gtin` up found: the answer in the lookup cache (`albums`, best
    /// first; empty for "not found") and `outcome` on the item, in one transaction, so the
    /// cache never holds an answer the item lacks.
    public func recordLookup(_ albums: [Album], outcome: CatalogOutcome, for gtin: GTIN) throws(CatalogError) {
        try transaction { () throws(CatalogError) in
            try cacheLookup(albums, for: gtin)
            try recordResult(outcome, for: gtin)
        }
    }
}
