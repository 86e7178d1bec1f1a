import Foundation

/// The releases a `FakeDiscogs` knows: search-result rows found by barcode, and release details by id.
///
/// Rows are kept exactly as the fixtures wrote them. A row is found by any of
/// its `barcode` values after spaces and dashes are removed from both sides
/// (Discogs' loose matching), and also by the query of the recorded search file
/// it came from, so a fixture can hold near-misses Discogs returned for a query.
package struct DiscogsCatalog: Sendable, FixtureCatalog {
    static let rowsMember = "results"

    /// The search-result rows, by barcode and catalogue number.
    var searchRows = SearchRows()
    /// Release details (`GET /releases/{id}`) by id.
    package private(set) var releaseDetails: [Int: JSONValue] = [:]

    /// Every search-result row, in the order added.
    package var rows: [JSONValue] { searchRows.rows }

    /// An empty catalogue.
    package init() {}

    /// The catalogue described by `catalog.json` in `directory` (see Fixtures/discogs/README.md).
    package init(directory: URL) throws(FakeServerError) {
        let manifest = try FixtureManifest(directory.appendingPathComponent("catalog.json"))
        try addSearches(manifest.entries("searches"))
        // catno.json: {"searches": [{"file": ..., "catno": ...}]}, when there is one.
        let catalogNumbers = try FixtureManifest.ifPresent(directory.appendingPathComponent("catno.json"))
        try addCatalogNumberSearches(catalogNumbers?.entries("searches") ?? [])
        for entry in manifest.entries("releases") {
            addRelease(try entry.read())
        }
    }

    /// The fixtures in this checkout: `<package root>/Fixtures/discogs`.
    package static var fixturesDirectory: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.appendingPathComponent("Fixtures/discogs")
            }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "Fixtures/discogs")
    }

    /// The catalogue of this checkout's fixtures.
    package static func bundled() throws(FakeServerError) -> DiscogsCatalog {
        try DiscogsCatalog(directory: fixturesDirectory)
    }

    /// Adds a search-result row, found by its own `barcode` values and by each of `queries`,
    /// and returns its index.
    ///
    /// A row with the same `type` and `id` as one already present is not added
    /// twice; it only becomes findable by `queries` too.
    @discardableResult
    package mutating func add(_ row: JSONValue, answering queries: [String] = []) -> Int {
        let key = "\(row["type"]?.stringValue ?? "release")/\(row["id"].map { "\($0)" } ?? "\(rows.count)")"
        let barcodes = (row["barcode"]?.arrayValue ?? []).compactMap(\.stringValue)
        return searchRows.add(row, key: key, barcodes: barcodes + queries)
    }

    /// Adds a release detail, served at `/releases/{id}` with the id taken from its `id` member.
    package mutating func addRelease(_ detail: JSONValue) {
        guard let id = detail["id"]?.intValue else { return }
        releaseDetails[id] = detail
    }

    /// The rows a barcode search for `query` returns, in the order they were added.
    package func search(barcode query: String) -> [JSONValue] {
        searchRows.search(barcode: query)
    }

    /// The release detail for `id`, if any.
    package func release(id: Int) -> JSONValue? {
        releaseDetails[id]
    }

    /// A barcode as Discogs compares it: spaces and dashes removed.
    package static func normalize(_ barcode: String) -> String {
        barcode.filter { $0 != " " && $0 != "-" }
    }
}
