/// What to import, and where to.
public struct ImportRequest: Sendable, Equatable {
    /// The dump: a `.xml.gz`, a plain `.xml`, or "-" for stdin.
    public var file: String
    /// The index to replace (or create).
    public var indexPath: String
    /// The dump's date, YYYY-MM-DD; nil: read from the file name when it has one.
    public var date: String?
    /// Whether to keep tracklists, credits and notes (`--tracklists`), for `--details`.
    public var tracklists: Bool

    public init(file: String, indexPath: String, date: String? = nil, tracklists: Bool = false) {
        self.file = file
        self.indexPath = indexPath
        self.date = date
        self.tracklists = tracklists
    }
}

/// Streams a Discogs releases dump through zlib and libxml2 into a new index.
///
/// Memory stays constant whatever the file's size: one input chunk, one
/// inflated chunk, the release being read and SQLite's page cache. The index
/// in use is replaced only when the whole file has been read without error
/// (see `IndexBuilder`).
public enum DumpImporter {
    /// Input read per chunk: large enough that a 7 GB file takes few system calls.
    static let chunkSize = 1 << 20

    /// Imports `request.file` into `request.indexPath`; returns the new index's status.
    ///
    /// - Parameters:
    ///   - observer: told the progress after every chunk.
    ///   - shouldStop: polled after every chunk; true abandons the import (`.interrupted`).
    ///   - clock: monotonic seconds, for the progress's rates.
    public static func run(
        _ request: ImportRequest, observer: (any ImportObserver)? = nil, shouldStop: () -> Bool = { false },
        clock: () -> Double
    ) throws(DumpError) -> IndexStatus {
        let date = try request.date.map(DumpDate.validated) ?? DumpDate.fromFileName(request.file)
        let input = try DumpInput(path: request.file)
        let builder = try IndexBuilder(path: request.indexPath, details: request.tracklists)
        defer { builder.abandon() }
        let extractor = ReleaseExtractor(details: request.tracklists) { release throws(DumpError) in
            try builder.add(release)
        }
        let parser = try XMLPushParser(receiver: extractor)
        let start = clock()
        var bytesRead: Int64 = 0
        func report() {
            observer?.importProgressed(
                ImportProgress(
                    bytesRead: bytesRead, totalBytes: input.size, releasesRead: builder.counts.releasesRead,
                    elapsed: clock() - start))
        }
        var feed = Feed(parser: parser, extractor: extractor)
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = try buffer.withUnsafeMutableBytes { bytes in
                Result { () throws(DumpError) in try input.read(into: bytes) }
            }.get()
            if count == 0 { break }
            if bytesRead == 0 { feed.detectGzip(buffer[0..<count]) }
            bytesRead += Int64(count)
            try buffer.withUnsafeBytes { bytes in
                Result { () throws(DumpError) in try feed.take(UnsafeRawBufferPointer(rebasing: bytes[..<count])) }
            }.get()
            report()
            if shouldStop() { throw .interrupted }
        }
        try feed.finish()
        let meta = IndexStatus.meta(
            file: request.file, date: date, counts: builder.counts, tracklists: request.tracklists)
        try builder.finish(meta: meta)
        return try DumpIndex(path: request.indexPath).status
    }
}

/// The bytes' way in: through the inflater when the file is gzip, straight to the parser when not.
private struct Feed {
    let parser: XMLPushParser
    let extractor: ReleaseExtractor
    var inflater: GzipInflater?

    mutating func detectGzip(_ first: ArraySlice<UInt8>) {
        if first.count >= 2, first[first.startIndex] == 0x1F, first[first.startIndex + 1] == 0x8B {
            inflater = GzipInflater()
        }
    }

    func take(_ bytes: UnsafeRawBufferPointer) throws(DumpError) {
        guard let inflater else { return try parse(bytes) }
        try inflater.inflate(bytes) { inflated throws(DumpError) in try parse(inflated) }
    }

    func finish() throws(DumpError) {
        try inflater?.finish()
        try parser.finish()
        if let failure = extractor.failure { throw failure }
        guard extractor.finished else { throw .truncatedXML(offset: parser.fed) }
    }

    private func parse(_ bytes: UnsafeRawBufferPointer) throws(DumpError) {
        extractor.chunkOffset = parser.fed
        try parser.feed(bytes)
    }
}
