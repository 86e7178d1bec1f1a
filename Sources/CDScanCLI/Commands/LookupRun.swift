import Album
import Barcode
import Cataloging
import Lookup

/// One input's way from text to answer: parse, look up, and what came of it.
struct LookupResult {
    enum Outcome {
        case invalid(BarcodeError)
        case found(GTIN, best: Album, alternatives: [Album])
        case notFound(GTIN)
        case failed(GTIN, LookupError)
    }

    var input: String
    var outcome: Outcome
    /// The 2- or 5-digit add-on typed after the barcode, kept for the record.
    var addOn: String?
    /// The photo it was read from, for `scan --image`.
    var file: String?
    /// The services asked, in order, for "not found on Discogs or MusicBrainz".
    var searched = ["Discogs"]
    /// Failures of a service that another service made up for, for stderr.
    var warnings: [String] = []
    /// What `--details` (and `--add-to-collection`) added once the release was chosen.
    var extras = ReleaseExtras()

    var exitCode: ExitCode {
        let lookup: ExitCode =
            switch outcome {
            case .found: .success
            case .notFound: .notFound
            case .invalid: .dataError
            case .failed(_, let error): ExitCode(error)
            }
        return extras.failures.map(ExitCode.init).reduce(lookup, max)
    }

    /// Lets a person pick the release when several carry the barcode; the
    /// chosen one becomes the answer, the others stay alternatives in rank order.
    mutating func choose(with picker: PressingPicker) {
        guard case .found(let gtin, let best, let alternatives) = outcome, !alternatives.isEmpty else { return }
        var ranked = [best] + alternatives
        let chosen = ranked.remove(at: picker.choose(among: [best] + alternatives, barcode: gtin.canonical))
        outcome = .found(gtin, best: chosen, alternatives: ranked)
    }

    /// Whether the failure would repeat for every other barcode (a refused token).
    var stopsBatch: Bool {
        if case .failed(_, .tokenRefused) = outcome { return true }
        return extras.failures.contains(where: \.stopsEverything)
    }

    var record: LookupRecord {
        switch outcome {
        case .invalid(let error):
            LookupRecord(input: input, barcode: nil, status: .invalid, error: error.description, file: file)
        case .found(let gtin, let best, let alternatives):
            LookupRecord(
                input: input, barcode: gtin.ean13, status: .found, album: best, alternatives: alternatives, file: file,
                details: extras.details, collection: extras.collection, addOn: addOn)
        case .notFound(let gtin):
            LookupRecord(input: input, barcode: gtin.ean13, status: .notFound, file: file, addOn: addOn)
        case .failed(let gtin, let error):
            LookupRecord(
                input: input, barcode: gtin.ean13, status: .error, error: error.description, file: file, addOn: addOn)
        }
    }
}

enum LookupRun {
    /// Looks up a barcode already known to be valid (read by the scanner).
    static func resolve(_ gtin: GTIN, input: String, file: String? = nil, with session: LookupSession)
        -> LookupResult
    {
        var result = LookupResult(input: input, outcome: .notFound(gtin), file: file, searched: session.services)
        do {
            let found = try session.lookup(gtin)
            if case .found(let best, let alternatives) = found {
                result.outcome = .found(gtin, best: best, alternatives: alternatives)
            }
            result.warnings = session.warnings(after: found)
        } catch {
            result.outcome = .failed(gtin, error)
        }
        return result
    }
}
