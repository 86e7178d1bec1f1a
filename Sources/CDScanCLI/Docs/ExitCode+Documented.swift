import Workflows

// Words of the command line's documents, beside the help and man page that render them.
extension ExitCode {
    /// What each status means, for the man page (the README's table says the same).
    package static let documented: [(ExitCode, String)] = [
        (.success, "Every barcode was found."),
        (
            .notFound,
            "Some barcodes were not found (or are left ambiguous in the catalog), --add-to-collection "
                + "added nothing, a photo had no barcode, no disc was read before --timeout, or "
                + "--format discogs left items out, or audit found a copy that is not here."
        ),
        (
            .usage,
            "Usage error: an unknown option, a missing argument, a number out of range, no such collection "
                + "folder, an output that is one of the inputs."
        ),
        (
            .dataError,
            "Invalid input: a barcode, an image that is empty, corrupt, truncated or absurdly large, a "
                + "data disc, a table of contents, a data dump, a --db (or backup file) that is no catalogue of yours."
        ),
        (
            .noInput,
            "An input file or folder is missing or unreadable; export without a database; no dump "
                + "index; no disc in the drive."
        ),
        (
            .unavailable,
            "A service or device is unavailable: network failure, 5xx after retries, malformed "
                + "answers, no camera, no CD drive."
        ),
        (.software, "Internal error."),
        (.cannotCreate, "The CSV, the catalog database or the gallery cannot be written."),
        (.ioError, "The table of contents of an audio disc could not be read."),
        (
            .temporaryFailure,
            "Temporary: still rate-limited after retries, the camera busy, the CD drive not ready, "
                + "the catalog in use by another cdscan, or a dump import already running into the index."
        ),
        (
            .permission,
            "Permission: Discogs refused the token or its use of the collection, or no access to "
                + "the camera or the CD drive."
        ),
        (
            .configuration,
            "Configuration missing or unsafe: no DISCOGS_TOKEN where Discogs alone is asked for, "
                + "an API URL that is not https, a config file with a token that others can read, or "
                + "that is not yours alone, a number out of range in the environment or the config file."
        ),
        (.hangup, "Ended by SIGHUP, the terminal closed (the finished work is kept, as for Ctrl-C)."),
        (.interrupted, "Interrupted by Ctrl-C (the finished work is kept)."),
        (.terminated, "Ended by SIGTERM (the finished work is kept, as for Ctrl-C)."),
    ]

    /// A run a signal stopped, as the exit-status lists of the commands' help name it: Ctrl-C's
    /// 130, which `CDScan.run` makes 143 when SIGTERM came first and 129 for SIGHUP, whatever
    /// the command, so each help that names one names the three.
    static let stoppedStatuses = "130 interrupted (143 SIGTERM, 129 SIGHUP)"
}
