import Lookup
import Scanner
import Terminal

/// What a camera scan has done so far: discs read, their lookups, and the
/// status the process ends with. Pure, so each ending's status is unit-tested.
struct ScanSessionTally: Equatable {

    let lookup: Bool
    private(set) var read = 0
    private(set) var found = 0
    private(set) var notFound = 0
    /// Lookups that failed (network, rate limit, token) and catalog writes that failed.
    private(set) var errors = 0
    /// Lookups still running when a second Ctrl-C gave up on them.
    private(set) var abandoned = 0
    /// The worst status of the results so far, as `lookup` ranks them.
    private(set) var status = ExitCode.success
    /// The latest disc in a few words, for the status line.
    private(set) var lastDisc: String?

    init(lookup: Bool) { self.lookup = lookup }

    /// A disc was read (its lookup, if any, is still to come).
    mutating func countRead(_ sighting: ScanSession.Sighting) {
        read += 1
        lastDisc = lookup ? "\(sighting.gtin.canonical) (looking up)" : sighting.gtin.canonical
    }

    /// A lookup came back.
    mutating func count(_ result: LookupResult) {
        switch result.outcome {
        case .found(let gtin, let best, _):
            found += 1
            lastDisc = Displayable.escaped("\(gtin.canonical) \(best.artist) - \(best.title)")
        case .notFound(let gtin):
            notFound += 1
            lastDisc = "\(gtin.canonical) not found"
        case .failed(let gtin, _):
            errors += 1
            lastDisc = "\(gtin.canonical) lookup failed"
        case .invalid:
            errors += 1
        }
        status = max(status, result.exitCode)
    }

    /// Something else went wrong for one disc (the catalog could not be written).
    mutating func countFailure(_ code: ExitCode) {
        errors += 1
        status = max(status, code)
    }

    /// A disc the catalog left `ambiguous` (several releases, none chosen): 1, as `catalog` ends.
    mutating func countAmbiguous() {
        status = max(status, .notFound)
    }

    /// Lookups given up on when the user would not wait for them.
    mutating func countAbandoned(_ count: Int) { abandoned += count }

    /// The exit status for a session that ended this way.
    func exitCode(for ending: CameraSession.Ending) -> ExitCode {
        switch ending {
        case .done: abandoned > 0 ? .interrupted : status
        case .timedOut: read == 0 ? .notFound : status
        case .interrupted: read == 0 || abandoned > 0 ? .interrupted : status
        case .cameraFailed(let error): max(status, ExitCode(error))
        case .stopped: status
        }
    }

    /// "3 discs read: 2 found, 1 not found, 0 errors." (without lookups: "3 discs read.")
    var summary: String {
        let discs = read == 1 ? "1 disc read" : "\(read) discs read"
        guard lookup, read > 0 else {
            return errors == 0 ? discs + "." : discs + ", " + (errors == 1 ? "1 error." : "\(errors) errors.")
        }
        var parts = ["\(found) found", "\(notFound) not found", errors == 1 ? "1 error" : "\(errors) errors"]
        if abandoned > 0 { parts.append("\(abandoned) lookup\(abandoned == 1 ? "" : "s") cancelled") }
        return discs + ": " + parts.joined(separator: ", ") + "."
    }
}
