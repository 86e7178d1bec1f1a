extension LookupError {
    /// Whether a run of many lookups (`lookup` with several barcodes, `scan`, `catalog`)
    /// must stop at this failure, because every later request would meet it too.
    ///
    /// The one stop policy every command follows: a refused token (401) stops the
    /// run (exit 77), as does a 403 outside the collection (the service or its CDN
    /// is blocking this client) and a URL that may not be used. A 403 from the
    /// collection (`collectionForbidden`) stops only the call that met it: the
    /// lookups go on, and the release is not added. A folder that does not exist is
    /// found before the first lookup, when the session starts. A rate limit still in force
    /// after a request's retries (`RetryPolicy`: at most about five minutes of waits, none if
    /// the service's Retry-After is beyond a minute) stops the run too (exit 75): the next
    /// code would wait as long for the same refusal, and the rest are left pending.
    package var stopsRun: Bool {
        switch self {
        case .tokenRefused, .forbidden, .insecureURL, .interrupted, .rateLimited: true
        case .serverError, .network, .unexpectedResponse, .malformedJSON, .unreadableIndex, .releaseNotFound,
            .folderNotFound, .allFolderChosen, .collectionForbidden, .refusedCoverURL, .coverHostLimited,
            .olderIndex:
            false
        }
    }
}
