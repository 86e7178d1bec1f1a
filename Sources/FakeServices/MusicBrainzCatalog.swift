import Foundation

/// The releases a `FakeMusicBrainz` knows, found by barcode as its release search finds them.
///
/// Releases are kept exactly as the fixtures wrote them. A release is found by
/// its `barcode` with spaces and dashes removed, compared as a whole string (so
/// "029667431224" does not find a release entered as "0029667431224", as in
/// MusicBrainz' index), and by the query of the recorded search file it came
/// from, which is how fuzzy near-misses get in.
package struct MusicBrainzCatalog: Sendable, FixtureCatalog {
    static let rowsMember = "releases"

    /// The releases of searches, by barcode and catalogue number.
    var searchRows = SearchRows()
    /// Release lookups (`/ws/2/release/{mbid}`), by MBID.
    private var lookups: [String: JSONValue] = [:]
    /// The disc ID answers: discs, CD stubs and fuzzy table-of-contents matches.
    package var discs = MusicBrainzDiscs()

    /// Every release, in the order added.
    package var releases: [JSONValue] { searchRows.rows }

    /// An empty catalogue.
    package init() {}

    /// The catalogue described by `catalog.json` in `directory` (see Fixtures/musicbrainz/README.md).
    package init(directory: URL) throws(FakeServerError) {
        let manifest = try FixtureManifest(directory.appendingPathComponent("catalog.json"))
        try addSearches(manifest.entries("searches"))
        for entry in manifest.entries("releases") {
            addLookup(try entry.read())
        }
        try addDiscFixtures(directory.appendingPathComponent("discs.json"))
    }

    /// Adds what `/ws/2/release/{mbid}` answers for the release's `id`.
    package mutating func addLookup(_ release: JSONValue) {
        guard let id = release["id"]?.stringValue else { return }
        lookups[id] = release
    }

    /// The release lookup for `id`, if the catalogue has one.
    package func release(id: String) -> JSONValue? { lookups[id] }

    /// The fixtures in this checkout: `<package root>/Fixtures/musicbrainz`.
    package static var fixturesDirectory: URL {
        DiscogsCatalog.fixturesDirectory.deletingLastPathComponent().appendingPathComponent("musicbrainz")
    }

    /// The catalogue of this checkout's fixtures.
    package static func bundled() throws(FakeServerError) -> MusicBrainzCatalog {
        try MusicBrainzCatalog(directory: fixturesDirectory)
    }

    /// Adds a release, found by its own `barcode` and by each of `queries`.
    ///
    /// A release with the `id` of one already present is not added twice; it
    /// only becomes findable by `queries` too.
    @discardableResult
    package mutating func add(_ release: JSONValue, answering queries: [String] = []) -> Int {
        let own = release["barcode"]?.stringValue.map { [$0] } ?? []
        return searchRows.add(release, key: release["id"]?.stringValue ?? "#\(releases.count)", barcodes: own + queries)
    }

    /// The releases a search for `barcode:<query>` returns, in the order they were added.
    package func search(barcode query: String) -> [JSONValue] {
        searchRows.search(barcode: query)
    }

    /// A barcode as the fake compares it: spaces and dashes removed.
    package static func normalize(_ barcode: String) -> String {
        DiscogsCatalog.normalize(barcode)
    }
}
