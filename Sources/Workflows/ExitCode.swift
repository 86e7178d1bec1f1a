/// cdscan's exit statuses: 0 and 1 for results, sysexits(3) for failures.
package enum ExitCode: Int32, Error, Sendable, Comparable, CaseIterable {
    /// Every barcode was found.
    case success = 0
    /// Some barcodes were not found (the others were).
    case notFound = 1
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: an input barcode is invalid.
    case dataError = 65
    /// EX_NOINPUT: an input file or image cannot be read.
    case noInput = 66
    /// EX_UNAVAILABLE: the service or camera is unavailable (network, 5xx, no device).
    case unavailable = 69
    /// EX_SOFTWARE: an internal error (a bug in cdscan).
    case software = 70
    /// EX_CANTCREAT: an output file or the database cannot be written.
    case cannotCreate = 73
    /// EX_IOERR: reading or writing failed midway.
    case ioError = 74
    /// EX_TEMPFAIL: rate-limited after retries; running again later will work.
    case temporaryFailure = 75
    /// EX_NOPERM: the token was refused, or the camera's permissions deny access.
    case permission = 77
    /// EX_CONFIG: configuration is missing or wrong (no token).
    case configuration = 78
    /// Ended by SIGHUP (128 + 1): the terminal was closed; the finished work is kept as for Ctrl-C.
    case hangup = 129
    /// Interrupted by Ctrl-C (128 + SIGINT), as shells report it.
    case interrupted = 130
    /// Ended by SIGTERM (128 + 15), as shells report it; the finished work is kept as for Ctrl-C.
    case terminated = 143

    /// Orders statuses by how much they matter when several barcodes end differently:
    /// a failure outranks "not found", which outranks success.
    package static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.severity < rhs.severity }

    private var severity: Int {
        switch self {
        case .success: 0
        case .notFound: 1
        case .dataError: 2
        case .noInput: 3
        case .unavailable: 4
        case .temporaryFailure: 5
        case .ioError, .cannotCreate: 6
        case .permission: 7
        case .configuration: 8
        case .usage: 9
        case .software: 10
        case .interrupted: 11
        case .hangup: 12
        case .terminated: 13
        }
    }
}
