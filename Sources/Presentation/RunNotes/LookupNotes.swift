import Basics
import Lookup
import Terminal

/// What a lookup, a disc and a dump import say on stderr beside their answers.
package enum LookupNotes {
    /// The Discogs rate budget shared with other cdscan runs cannot be used; this run counts alone.
    package static func notSharing(_ failure: SharedRequestLog.Failure) -> String {
        "not sharing the Discogs rate budget with other cdscan runs: \(Displayable.escaped(failure.path)) "
            + "is refused (\(failure.reason)) and left as it is; this run counts its own requests"
    }

    /// A service failed on catalogue number `number` and `service` (nil: unknown) answered instead.
    package static func answeredInstead(_ number: String, failure: LookupError, by service: String?) -> String {
        "\(number): \(failure); \(service ?? "another service") answered instead"
    }

    /// `lookup` of several codes stopped by a signal: how far it got.
    package static func interrupted(lookedUp done: Int, of total: Int) -> String {
        "interrupted after \(done) of \(Plural.count(total, "code"))"
            + (done < total ? "; \(total - done) not looked up" : "")
    }

    /// `disc` stopped by a signal before its disc was identified.
    package static let discInterrupted = "interrupted: the disc was not identified"

    /// `disc` with Discogs alone: it keeps no disc IDs.
    package static let discogsHasNoDiscIDs = "Discogs has no disc IDs: only the disc's MCN, if any, is looked up"

    /// `dump import`'s closing line: what the index holds now, and where.
    package static func imported(
        releases: Int, barcodes: Int, read: Int, catalogNumberOnly: Int = 0, into path: String
    ) -> String {
        let alone =
            catalogNumberOnly == 0
            ? "" : " and \(ImportProgressBar.grouped(catalogNumberOnly)) with a catalogue number alone"
        return "imported \(ImportProgressBar.grouped(releases)) releases with "
            + "\(ImportProgressBar.grouped(barcodes)) barcodes\(alone) (of "
            + "\(ImportProgressBar.grouped(read)) read) into \(path)"
    }

    /// The hint for a dump whose date nothing gives (`file`: as typed, `-` for standard input):
    /// `dump status` then says "unknown", and the answers from the index carry no date.
    package static func unknownDumpDate(file: String) -> String {
        let source =
            file == "-"
            ? "standard input has no file name to read it from"
            : "\(file) has no discogs_YYYYMMDD in its name"
        return "the dump's date is unknown: \(source); "
            + "pass --date YYYY-MM-DD (the date in discogs_YYYYMMDD_releases.xml.gz)"
    }
}
