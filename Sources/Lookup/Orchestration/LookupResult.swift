import Album
import Barcode

/// One input's way from text to answer: what it was, what the services said,
/// and what was done with the chosen release.
package struct LookupResult: Sendable {
    /// What came of the input.
    package enum Outcome: Sendable {
        /// The text is not a barcode.
        case invalid(BarcodeError)
        /// Releases carry the barcode: the chosen one, and the others in rank order.
        case found(GTIN, best: Album, alternatives: [Album])
        case notFound(GTIN)
        case failed(GTIN, LookupError)
    }

    /// The barcode looked up; nil for an input that was not a valid barcode.
    package var gtin: GTIN? {
        switch outcome {
        case .invalid: nil
        case .found(let gtin, _, _), .notFound(let gtin), .failed(let gtin, _): gtin
        }
    }

    /// The input as given (typed, or the digits the scanner read).
    package var input: String
    package var outcome: Outcome
    /// The 2- or 5-digit add-on typed after the barcode, kept for the record.
    package var addOn: String?
    /// The photo it was read from, for `scan --image`.
    package var file: String?
    /// The services asked, in order, for "not found on Discogs or MusicBrainz".
    package var searched: [Service]
    /// Failures of a service that another service made up for, for stderr.
    package var fallbacks: [ServiceFallback]
    /// What `--details` (and `--add-to-collection`) added once the release was chosen.
    package var extras: ReleaseExtras

    package init(
        input: String, outcome: Outcome, addOn: String? = nil, file: String? = nil, searched: [Service] = [.discogs],
        fallbacks: [ServiceFallback] = [], extras: ReleaseExtras = ReleaseExtras()
    ) {
        self.input = input
        self.outcome = outcome
        self.addOn = addOn
        self.file = file
        self.searched = searched
        self.fallbacks = fallbacks
        self.extras = extras
    }

    /// The releases to choose among when several carry the barcode (best first); empty otherwise.
    package var candidates: [Album] {
        guard case .found(_, let best, let alternatives) = outcome, !alternatives.isEmpty else { return [] }
        return [best] + alternatives
    }

    /// Makes `candidates[index]` the answer; the others stay alternatives in rank order.
    package mutating func choose(_ index: Int) {
        guard case .found(let gtin, _, _) = outcome else { return }
        var ranked = candidates
        guard ranked.indices.contains(index) else { return }
        let chosen = ranked.remove(at: index)
        outcome = .found(gtin, best: chosen, alternatives: ranked)
    }

    /// Every failure of this input: the lookup's and those of its extras.
    package var failures: [LookupError] {
        var failures = extras.failures
        if case .failed(_, let error) = outcome { failures.insert(error, at: 0) }
        return failures
    }

    /// Whether the run this input belongs to must stop (the one stop policy, `LookupError.stopsRun`).
    package var stopsRun: Bool { failures.contains(where: \.stopsRun) }
}
