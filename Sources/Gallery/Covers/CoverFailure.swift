import Lookup

/// A cover the export did not download this time: the release's artist and title, and why
/// (worded by Presentation, `ExportNotes.coverNotDownloaded`).
package struct CoverFailure: Sendable, Equatable {
    package var artist: String
    package var title: String
    package var cause: Cause

    package enum Cause: Sendable, Equatable {
        /// The image or the release page could not be fetched.
        case lookup(LookupError)
        /// The image's host cannot be reached: said by the host's own name (the transport's
        /// failure), not by the service the URL was taken for.
        case unreachable(TransportError)
    }
}

/// A cover host given up for the rest of the export (worded by Presentation,
/// `ExportNotes.coverHostUnreachable`).
package enum GivenUpHost: Sendable, Equatable {
    /// It cannot be reached: `host` its name (the URL when the failure names none).
    case unreachable(host: String, TransportError)
    /// It kept answering "too many requests" (`LookupError.coverHostLimited`).
    case limited(LookupError)
}
