import Barcode

/// A music database that can tell which releases carry a barcode.
///
/// The CLI picks one (`--source discogs|musicbrainz`) or chains them with
/// `FallbackLookup` (`--source auto`).
public protocol AlbumSource: AnyObject {
    /// The database's name for messages: "Discogs", "MusicBrainz".
    var name: String { get }
    /// The releases carrying `gtin`, ranked best first; `.notFound` when none do.
    func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome
}

extension DiscogsClient: AlbumSource {
    public var name: String { Self.service }
}

extension MusicBrainzClient: AlbumSource {
    public var name: String { Self.service }
}

/// Asks several sources in order and answers with the first that finds the barcode.
///
/// A source that fails does not stop the others: its error is kept, and only
/// when no source finds the barcode is the first error thrown (a failure says
/// more than "not found" when one of the databases could not be asked).
public final class FallbackLookup: AlbumSource {
    /// The sources, in the order they are asked.
    public let sources: [any AlbumSource]
    /// The sources that failed during the last lookup, with their errors, in order.
    public private(set) var failures: [(source: String, error: LookupError)] = []

    public init(_ sources: [any AlbumSource]) {
        self.sources = sources
    }

    /// "Discogs, then MusicBrainz".
    public var name: String { sources.map(\.name).joined(separator: ", then ") }

    public func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
        failures = []
        for source in sources {
            do {
                let outcome = try source.lookup(gtin)
                if case .found = outcome { return outcome }
            } catch {
                failures.append((source.name, error))
            }
        }
        if let first = failures.first { throw first.error }
        return .notFound
    }
}
