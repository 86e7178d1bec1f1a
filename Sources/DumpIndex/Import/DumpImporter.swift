/// What to import, and where to.
package struct ImportRequest: Sendable, Equatable {
    /// The dump: a `.xml.gz`, a plain `.xml`, or "-" for stdin.
    package var file: String
    /// The index to replace (or create).
    package var indexPath: String
    /// The dump's date, YYYY-MM-DD; nil: read from the file name when it has one.
    package var date: String?
    /// Whether to keep tracklists, credits and notes (`--tracklists`), for `--details`.
    package var tracklists: Bool

    package init(file: String, indexPath: String, date: String? = nil, tracklists: Bool = false) {
        self.file = file
        self.indexPath = indexPath
        self.date = date
        self.tracklists = tracklists
    }
}

/// Streams a Discogs releases dump through zlib and libxml2 into a new index.
///
/// Memory stays constant whatever the file's size: a few chunks of text and
/// batches of releases between the import's threads (see `ImportPipeline`),
/// the release being read and SQLite's page cache. The index in use is
/// replaced only when the whole file has been read without error (see
/// `IndexBuilder`).
package enum DumpImporter {
    /// Imports `request.file` into `request.indexPath`; returns the new index's status.
    ///
    /// - Parameters:
    ///   - observer: told the progress after every chunk (about 256 KiB of text), on the caller's thread.
    ///   - shouldStop: polled after every chunk; true abandons the import (`.interrupted`).
    ///   - clock: monotonic seconds, for the progress's rates.
    package static func run(
        _ request: ImportRequest, observer: (any ImportObserver)? = nil, shouldStop: () -> Bool = { false },
        clock: () -> Double
    ) throws(DumpError) -> IndexStatus {
        let date = try request.date.map(DumpDate.validated) ?? DumpDate.fromFileName(request.file)
        let input = try DumpInput(path: request.file)
        // The file a symbolic link leads to is the one replaced (the link stays), and a path
        // that holds no index is refused before anything (a lock file) is made beside it.
        let indexPath = try IndexFile.target(of: request.indexPath)
        try IndexFile.refuseUnlessIndex(at: indexPath)
        let lock = try IndexLock.take(for: indexPath)
        defer { withExtendedLifetime(lock) {} }
        // The threads start reading the file while this one makes the new index: the first
        // batch is ready about when the file is (the new file, its schema). When the index
        // is refused, the deferred `stop` ends the threads, which have only read.
        let pipeline = ImportPipeline(input: input, details: request.tracklists)
        defer { pipeline.stop() }
        let builder = try IndexBuilder(path: indexPath, details: request.tracklists)
        defer { builder.abandon() }
        let start = clock()
        var bytesRead: Int64 = 0
        while true {
            switch pipeline.batches.take() {
            case .releases(let releases, let read):
                try builder.add(releases)
                bytesRead = max(bytesRead, read)
                observer?.importProgressed(
                    ImportProgress(
                        bytesRead: bytesRead, totalBytes: input.size, releasesRead: builder.counts.releasesRead,
                        elapsed: clock() - start))
                if shouldStop() { throw .interrupted }
            case .failure(let error):
                throw error
            case .end:
                if shouldStop() { throw .interrupted }
                let meta = IndexStatus.meta(
                    file: request.file, date: date, counts: builder.counts, tracklists: request.tracklists)
                try builder.finish(meta: meta)
                // The status from what was just written, not from opening the index again
                // (SQLite's schema read and a page or two: a few milliseconds of a small import).
                return IndexStatus(path: request.indexPath, meta: meta, bytes: DumpIndex.size(of: request.indexPath))
            }
        }
    }
}
