import Foundation

/// A fixture catalogue's manifest (`catalog.json`, `catno.json`, `discs.json`): lists of
/// entries, each naming a recorded answer by `file` (beside the manifest) and saying what
/// it answers (`query`, `catno`, `id`, `toc`). See Fixtures/discogs/README.md and
/// Fixtures/musicbrainz/README.md.
struct FixtureManifest {
    /// One entry of a list: the answer's file, and the entry's other fields.
    struct Entry {
        let fields: JSONValue
        let file: URL

        /// A string field of the entry ("query", "catno"), nil when missing.
        subscript(key: String) -> String? { fields[key]?.stringValue }

        /// The recorded answer the entry names.
        func read() throws(FakeServerError) -> JSONValue { try JSONValue.readFixture(file) }
    }

    private let json: JSONValue
    private let directory: URL

    init(_ url: URL) throws(FakeServerError) {
        json = try JSONValue.readFixture(url)
        directory = url.deletingLastPathComponent()
    }

    /// The manifest at `url`, or nil when there is none (the optional manifests).
    static func ifPresent(_ url: URL) throws(FakeServerError) -> FixtureManifest? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try FixtureManifest(url)
    }

    /// The entries under `list` that name a file, in order; the others are skipped.
    func entries(_ list: String) -> [Entry] {
        (json[list]?.arrayValue ?? []).compactMap { fields in
            fields["file"]?.stringValue.map { Entry(fields: fields, file: directory.appendingPathComponent($0)) }
        }
    }
}
