import Foundation

extension MusicBrainzCatalog {
    /// The releases a search for `catno:"query"` (and `label:"…"`) returns, in the order added.
    ///
    /// A release is found by any catalogue number of its `label-info`, compared
    /// without case, spaces, dashes and dots, and by the catalogue-number search
    /// file recorded for the query (near-misses). With `label`, only releases
    /// with a label whose name contains it (ignoring case) are returned.
    package func search(catalogNumber query: String, label: String?) -> [JSONValue] {
        let key = DiscogsCatalog.catalogNumberKey(query)
        guard !key.isEmpty else { return [] }
        let numbered = searchRows.search(catalogNumber: key) { release in
            Self.labelInfo(release).contains {
                $0["catalog-number"]?.stringValue.map(DiscogsCatalog.catalogNumberKey) == key
            }
        }
        return numbered.filter { release in
            guard let label = label?.lowercased(), !label.isEmpty else { return true }
            return Self.labelInfo(release).contains {
                $0["label"]?["name"]?.stringValue?.lowercased().contains(label) == true
            }
        }
    }

    /// Adds a release, found also by a catalogue-number search for `query`.
    package mutating func add(_ release: JSONValue, answeringCatalogNumber query: String) {
        searchRows.file(add(release), underCatalogNumber: DiscogsCatalog.catalogNumberKey(query))
    }

    private static func labelInfo(_ release: JSONValue) -> [JSONValue] {
        release["label-info"]?.arrayValue ?? []
    }

    /// Loads the `discs.json` manifest at `url`, if there is one (see Fixtures/musicbrainz/README.md).
    mutating func addDiscFixtures(_ url: URL) throws(FakeServerError) {
        guard let manifest = try FixtureManifest.ifPresent(url) else { return }
        try addCatalogNumberSearches(manifest.entries("catno"))
        for entry in manifest.entries("discids") {
            guard let id = entry["id"] else { continue }
            discs.add(try entry.read(), discID: id)
        }
        for entry in manifest.entries("fuzzy") {
            guard let toc = entry["toc"] else { continue }
            discs.add(try entry.read(), fuzzyTOC: toc)
        }
    }
}

/// The answers of a `FakeMusicBrainz` at `/ws/2/discid/{id}?toc=…`.
///
/// In MusicBrainz' order: the disc or CD stub filed under the disc ID; else,
/// when a table of contents is given, the fuzzy answer filed under a table
/// of contents close to it (same first and last track, every offset and the
/// lead-out within `tolerance` sectors); else 404.
package struct MusicBrainzDiscs: Sendable {
    /// Sectors (1/75 s) an offset may differ by and still match fuzzily: 4 s.
    package static let tolerance = 300

    private var byID: [String: JSONValue] = [:]
    private var fuzzy: [(toc: [Int], answer: JSONValue)] = []

    package init() {}

    /// Files `answer` (a disc with `releases`, or a CD stub) under `discID`.
    package mutating func add(_ answer: JSONValue, discID: String) {
        byID[discID] = answer
    }

    /// Files `answer` (`{"release-count": …, "releases": […]}`) under a table of contents ("1 12 267257 150 …").
    package mutating func add(_ answer: JSONValue, fuzzyTOC toc: String) {
        fuzzy.append((Self.numbers(toc), answer))
    }

    /// The answer for `id` and `toc`; nil for a 404.
    package func answer(id: String, toc: String?) -> JSONValue? {
        if let known = byID[id] { return known }
        guard let toc else { return nil }
        let asked = Self.numbers(toc)
        return fuzzy.first { Self.isClose($0.toc, asked) }?.answer
    }

    static func isClose(_ filed: [Int], _ asked: [Int]) -> Bool {
        guard filed.count == asked.count, filed.count >= 4, filed[0] == asked[0], filed[1] == asked[1] else {
            return false
        }
        return zip(filed.dropFirst(2), asked.dropFirst(2)).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// "1 12 267257 150" or "1+12+267257+150" as numbers; nothing for anything else.
    static func numbers(_ toc: String) -> [Int] {
        let fields = toc.split { $0 == " " || $0 == "+" }
        let numbers = fields.compactMap { Int($0) }
        return numbers.count == fields.count ? numbers : []
    }
}
