import Foundation

/// The releases a `FakeDiscogs` knows: search-result rows found by barcode, and release details by id.
///
/// Rows are kept exactly as the fixtures wrote them. A row is found by any of
/// its `barcode` values after spaces and dashes are removed from both sides
/// (Discogs' loose matching), and also by the query of the recorded search file
/// it came from, so a fixture can hold near-misses Discogs returned for a query.
public struct DiscogsCatalog: Sendable {
    /// Every search-result row, in the order added.
    public private(set) var rows: [JSONValue] = []
    /// Release details (`GET /releases/{id}`) by id.
    public private(set) var releaseDetails: [Int: JSONValue] = [:]
    private var rowsByBarcode: [String: [Int]] = [:]
    private var rowsByKey: [String: Int] = [:]
    /// Rows a catalogue-number search returns besides those numbered so (near-misses), by `catalogNumberKey`.
    var extraRowsByCatalogNumber: [String: [Int]] = [:]

    /// An empty catalogue.
    public init() {}

    /// The catalogue described by `catalog.json` in `directory` (see Fixtures/discogs/README.md).
    public init(directory: URL) throws(FakeServerError) {
        let manifest = try FixtureManifest(directory.appendingPathComponent("catalog.json"))
        for entry in manifest.entries("searches") {
            for row in try entry.read()["results"]?.arrayValue ?? [] {
                add(row, answering: entry["query"].map { [$0] } ?? [])
            }
        }
        try addCatalogNumberSearches(directory.appendingPathComponent("catno.json"))
        for entry in manifest.entries("releases") {
            addRelease(try entry.read())
        }
    }

    /// The fixtures in this checkout: `<package root>/Fixtures/discogs`.
    public static var fixturesDirectory: URL {
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
    public static func bundled() throws(FakeServerError) -> DiscogsCatalog {
        try DiscogsCatalog(directory: fixturesDirectory)
    }

    /// The index of the row with this row's `type` and `id`, adding the row when it is new.
    mutating func index(of row: JSONValue) -> Int {
        add(row)
        let key = "\(row["type"]?.stringValue ?? "release")/\(row["id"].map { "\($0)" } ?? "\(rows.count - 1)")"
        return rowsByKey[key] ?? rows.count - 1
    }

    /// Adds a search-result row, found by its own `barcode` values and by each of `queries`.
    ///
    /// A row with the same `type` and `id` as one already present is not added
    /// twice; it only becomes findable by `queries` too.
    public mutating func add(_ row: JSONValue, answering queries: [String] = []) {
        let key = "\(row["type"]?.stringValue ?? "release")/\(row["id"].map { "\($0)" } ?? "\(rows.count)")"
        let index: Int
        if let existing = rowsByKey[key] {
            index = existing
        } else {
            index = rows.count
            rows.append(row)
            rowsByKey[key] = index
        }
        let barcodes = (row["barcode"]?.arrayValue ?? []).compactMap(\.stringValue)
        for barcode in Set((barcodes + queries).map(Self.normalize)) where !barcode.isEmpty {
            if rowsByBarcode[barcode]?.contains(index) != true { rowsByBarcode[barcode, default: []].append(index) }
        }
    }

    /// Adds a release detail, served at `/releases/{id}` with the id taken from its `id` member.
    public mutating func addRelease(_ detail: JSONValue) {
        guard let id = detail["id"]?.intValue else { return }
        releaseDetails[id] = detail
    }

    /// The rows a barcode search for `query` returns, in the order they were added.
    public func search(barcode query: String) -> [JSONValue] {
        (rowsByBarcode[Self.normalize(query)] ?? []).map { rows[$0] }
    }

    /// The release detail for `id`, if any.
    public func release(id: Int) -> JSONValue? {
        releaseDetails[id]
    }

    /// A barcode as Discogs compares it: spaces and dashes removed.
    public static func normalize(_ barcode: String) -> String {
        barcode.filter { $0 != " " && $0 != "-" }
    }
}
