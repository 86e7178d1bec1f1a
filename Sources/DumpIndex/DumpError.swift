import Basics
import SQLite

/// Why a data dump could not be imported or the index read (worded in `Presentation/ErrorWords`).
///
/// Offsets count bytes of the file as given (compressed bytes for a `.gz`),
/// so that `dd skip=` or a hex viewer finds the place.
package enum DumpError: Error, Equatable, Sendable {
    /// The file (or stdin) could not be opened or read; `reason` is strerror's text.
    case cannotRead(path: String, reason: String)
    /// The gzip stream ended before its end marker: the download was cut short.
    case truncatedGzip(offset: Int64)
    /// zlib refused the gzip stream at `offset` (a bad header, a bad CRC, flipped bits).
    case corruptGzip(offset: Int64, reason: String)
    /// libxml2 refused the XML: `line` of the uncompressed text, near uncompressed byte `offset`.
    case malformedXML(line: Int, offset: Int64, reason: String)
    /// The document's root is not `<releases>`: an artists, labels or masters dump, or no dump at all.
    case notAReleasesDump(root: String)
    /// The document ended (or was empty) before `</releases>`.
    case truncatedXML(offset: Int64)
    /// Two `<release>` elements carry the same id.
    case duplicateRelease(id: Int64)
    /// A `<release>` whose `id` is missing or not a positive number.
    case badReleaseID(text: String, offset: Int64)
    /// `--date` or the file name gave a date that is not YYYY-MM-DD.
    case badDate(String)
    /// There is no index at `path`: import a dump first.
    case noIndex(path: String)
    /// The index was written by a newer cdscan.
    case newerIndex(path: String, found: Int, supported: Int)
    /// The index (or the directory it goes in) cannot be written; `reason` says why.
    case cannotWrite(path: String, reason: String)
    /// The index's folder or partial file at `path` cannot be created (worded by Presentation).
    case cannotCreate(path: String, PrivateFiles.Failure)
    /// A file that is no dump index is where an import would put one, or what `dump remove`
    /// would delete (`--index` naming the catalogue, a CSV, any other file): it is left alone.
    case notAnIndex(path: String, reason: String)
    /// SQLite failed on the index at `path`.
    case database(path: String, DatabaseError)
    /// Ctrl-C or SIGTERM stopped the import; the index in use was left as it was.
    case interrupted
    /// Another cdscan (process `pid`, when known) is importing into the index at `path`:
    /// a temporary failure (sysexits 75), to try again when it has finished.
    case importRunning(path: String, pid: Int32?)

    /// Whether the input itself is at fault (sysexits 65), rather than the machine.
    package var isBadInput: Bool {
        switch self {
        case .truncatedGzip, .corruptGzip, .malformedXML, .notAReleasesDump, .truncatedXML, .duplicateRelease,
            .badReleaseID, .badDate:
            true
        case .cannotRead, .noIndex, .newerIndex, .cannotWrite, .cannotCreate, .notAnIndex, .database, .interrupted,
            .importRunning:
            false
        }
    }
}
