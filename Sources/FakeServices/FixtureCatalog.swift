/// A fake's catalogue filled from recorded searches: what both fakes' catalogues share, so
/// that a search fixture is read one way whichever service recorded it.
protocol FixtureCatalog {
    /// The member of a recorded search answer that holds its rows: "results", "releases".
    static var rowsMember: String { get }
    /// Adds a row, found by its own barcodes and by each of `queries`; returns its index.
    @discardableResult mutating func add(_ row: JSONValue, answering queries: [String]) -> Int
    /// Adds a row, found also by a catalogue-number search for `query`.
    mutating func add(_ row: JSONValue, answeringCatalogNumber query: String)
}

extension FixtureCatalog {
    /// Adds the rows of each recorded barcode search in `entries`, found also by the entry's `query`.
    mutating func addSearches(_ entries: [FixtureManifest.Entry]) throws(FakeServerError) {
        for entry in entries {
            for row in try entry.read()[Self.rowsMember]?.arrayValue ?? [] {
                add(row, answering: entry["query"].map { [$0] } ?? [])
            }
        }
    }

    /// Adds the rows of each recorded catalogue-number search in `entries`, found also by the
    /// entry's `catno` (near-misses); an entry without one is skipped.
    mutating func addCatalogNumberSearches(_ entries: [FixtureManifest.Entry]) throws(FakeServerError) {
        for entry in entries {
            guard let catno = entry["catno"] else { continue }
            for row in try entry.read()[Self.rowsMember]?.arrayValue ?? [] {
                add(row, answeringCatalogNumber: catno)
            }
        }
    }
}
