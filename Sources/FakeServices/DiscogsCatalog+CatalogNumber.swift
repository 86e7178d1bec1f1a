import Foundation

extension DiscogsCatalog {
    /// The rows a search for `catno=query` (and `label=`) returns, in the order added.
    ///
    /// A row is found by its own `catno` compared as Discogs users type it
    /// (case, spaces, dashes and dots ignored), and by the `catno.json` file
    /// recorded for the query (near-misses). With `label`, only rows with a
    /// label containing it (ignoring case) are returned, as Discogs narrows.
    public func search(catalogNumber query: String, label: String?) -> [JSONValue] {
        let key = Self.catalogNumberKey(query)
        guard !key.isEmpty else { return [] }
        let own = rows.indices.filter { rows[$0]["catno"]?.stringValue.map(Self.catalogNumberKey) == key }
        let extra = (extraRowsByCatalogNumber[key] ?? []).filter { !own.contains($0) }
        return (own + extra).sorted().map { rows[$0] }.filter { row in
            guard let label = label?.lowercased(), !label.isEmpty else { return true }
            return (row["label"]?.arrayValue ?? []).contains { $0.stringValue?.lowercased().contains(label) == true }
        }
    }

    /// Adds the rows of each search file in the `catno.json` manifest at `url`, if there is one
    /// (see Fixtures/discogs/README.md): `{"searches": [{"file": ..., "catno": ...}]}`.
    mutating func addCatalogNumberSearches(_ url: URL) throws(FakeServerError) {
        guard let manifest = try FixtureManifest.ifPresent(url) else { return }
        for entry in manifest.entries("searches") {
            guard let catno = entry["catno"] else { continue }
            for row in try entry.read()["results"]?.arrayValue ?? [] {
                add(row, answeringCatalogNumber: catno)
            }
        }
    }

    /// Adds a row, found also by a catalogue-number search for `query` (a near-miss when its own differs).
    public mutating func add(_ row: JSONValue, answeringCatalogNumber query: String) {
        let index = index(of: row)
        let key = Self.catalogNumberKey(query)
        if extraRowsByCatalogNumber[key]?.contains(index) != true {
            extraRowsByCatalogNumber[key, default: []].append(index)
        }
    }

    /// A catalogue number as the fake compares it: upper case, without spaces, dashes and dots.
    public static func catalogNumberKey(_ text: String) -> String {
        String(text.uppercased().filter { $0 != " " && $0 != "-" && $0 != "." })
    }
}
