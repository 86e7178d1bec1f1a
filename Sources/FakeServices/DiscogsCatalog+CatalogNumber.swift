import Foundation

extension DiscogsCatalog {
    /// The rows a search for `catno=query` (and `label=`) returns, in the order added.
    ///
    /// A row is found by its own `catno` compared as Discogs users type it
    /// (case, spaces, dashes and dots ignored), and by the `catno.json` file
    /// recorded for the query (near-misses). With `label`, only rows with a
    /// label containing it (ignoring case) are returned, as Discogs narrows.
    package func search(catalogNumber query: String, label: String?) -> [JSONValue] {
        let key = Self.catalogNumberKey(query)
        guard !key.isEmpty else { return [] }
        let numbered = searchRows.search(catalogNumber: key) {
            $0["catno"]?.stringValue.map(Self.catalogNumberKey) == key
        }
        return numbered.filter { row in
            guard let label = label?.lowercased(), !label.isEmpty else { return true }
            return (row["label"]?.arrayValue ?? []).contains { $0.stringValue?.lowercased().contains(label) == true }
        }
    }

    /// Adds a row, found also by a catalogue-number search for `query` (a near-miss when its own differs).
    package mutating func add(_ row: JSONValue, answeringCatalogNumber query: String) {
        searchRows.file(add(row), underCatalogNumber: Self.catalogNumberKey(query))
    }

    /// A catalogue number as the fake compares it: upper case, without spaces, dashes and dots.
    package static func catalogNumberKey(_ text: String) -> String {
        String(text.uppercased().filter { $0 != " " && $0 != "-" && $0 != "." })
    }
}
