import Lookup
import Scanner
import Terminal

/// What the camera and phone scans say on stderr, and the phone's cards' words.
package enum ScanNotes {
    /// Without a live view, the one line that says what is read and how it stops.
    package static func reading(from source: String, continuous: Bool) -> String {
        let stop = continuous ? "Ctrl-C to stop" : "stops at the first disc; Ctrl-C to stop"
        return "reading barcodes from \(source) (\(stop))"
    }

    /// The one-line status of a camera scan, e.g. "Hold still · 029667431224 2/3 frames · Ctrl-C
    /// to stop": `lastDisc` describes the latest disc read (its lookup included), shown once a
    /// disc is read in continuous mode; `stopHint`: the terminal's "Ctrl-C to stop", which means
    /// nothing on a phone's page.
    package static func status(_ progress: ScanSession.Progress, lastDisc: String? = nil, stopHint: Bool) -> String {
        var parts: [String] = []
        if progress.discsRead > 0 {
            parts.append(progress.discsRead == 1 ? "1 disc read" : "\(progress.discsRead) discs read")
            if let lastDisc { parts.append("last: \(lastDisc)") }
        }
        switch progress.focus {
        case .read(let code): parts.append("\(code.canonical) read · show the next disc")
        case .holding(let code, let frames, let required):
            parts.append("Hold still · \(code.canonical) \(frames)/\(required) frames")
        case .aiming: parts.append(progress.discsRead > 0 ? "Aim at the next barcode" : "Aim at the barcode")
        }
        if stopHint { parts.append("Ctrl-C to stop") }
        return parts.joined(separator: " · ")
    }

    /// `scan --image` stopped by a signal: how far it got ("interrupted after 12 of 40 photos").
    package static func interrupted(photosRead read: Int, of total: Int) -> String {
        "interrupted after \(read) of \(Plural.count(total, "photo"))"
            + (read < total ? "; \(total - read) not read" : "")
    }

    /// The phone page, as the scan names its source.
    package static let phonePage = "the phone page"

    /// A frame the phone `client` sent, as an image error names it.
    package static func phoneFrame(from client: String) -> String { "a frame from \(client)" }

    /// `--timeout` ran out: with nothing read, how to hold a case; else the end of a session.
    package static func timedOut(after timeout: Double, readAny: Bool) -> String {
        let seconds = seconds(timeout)
        return readAny
            ? "no new disc for \(seconds); stopping"
            : "no barcode read within \(seconds): hold the barcode 15-30 cm from the camera, in good light"
    }

    /// The status line while the last lookups, or a pick on the phone, are waited for.
    package static func waiting(lookups count: Int, picks: Int) -> String {
        count == 0 && picks > 0
            ? "Waiting for a release to be picked on the phone · Ctrl-C to skip"
            : "Looking up \(count == 1 ? "1 disc" : "\(count) discs") · Ctrl-C to skip"
    }

    /// "60 s", "1.5 s".
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }

    /// What to open on the phone, and the certificate to compare (after the QR code).
    package static func pairing(url: String, fingerprint: String, certificate path: String, created: Bool) -> String {
        "Open on your phone: \(url)\n"
            + "Certificate SHA-256: \(fingerprint)\n"
            + (created
                ? "  (a new self-signed certificate, kept in \(Displayable.escaped(path)); "
                    + "the phone asks once to accept it)\n"
                : "  (compare it with the one the phone's browser shows before accepting it)\n")
    }

    /// A phone card's state once its code is read.
    package static func cardState(lookingUp: Bool) -> String { lookingUp ? "looking up" : "read" }

    /// A phone card's state, and its note, once the lookup has answered.
    package static func cardState(of outcome: LookupResult.Outcome) -> (state: String, note: String?) {
        switch outcome {
        case .found: ("found", nil)
        case .notFound: ("not found", nil)
        case .failed(_, let error): ("not looked up", "\(error)")
        case .invalid: ("not a CD's barcode", nil)
        }
    }

    /// The note under a card whose code the catalogue held before.
    package static func anotherCopy(copies: Int) -> String { "already in the catalogue: \(copies) copies now" }

    /// The note under a card read twice in one session.
    package static let reread = "already read in this session: not another copy"
}
