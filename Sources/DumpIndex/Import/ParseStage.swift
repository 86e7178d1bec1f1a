/// Releases on their way from the parser to the index.
enum ReleaseBatch: Sendable {
    /// The releases read from about one chunk of text, and the file's bytes read by then.
    case releases(RecordedReleases, bytesRead: Int64)
    /// `</releases>` closed the document, and the file ended there.
    case end
    /// The file is bad (or could not be read); nothing follows.
    case failure(DumpError)
}

/// The import's second stage: libxml2's SAX2 parser and the `ReleaseExtractor`
/// turn the text into batches of releases.
enum ParseStage {
    /// Parses `input` to its end into `output`; ends with `.end` or `.failure`,
    /// or stops early (cancelling `input` in turn) when the consumer cancels.
    ///
    /// The releases before a failure go on first, so that a duplicate release
    /// id is reported before a gzip error after it, in the file's order.
    static func run(details: Bool, from input: Handoff<TextChunk>, into output: Handoff<ReleaseBatch>) {
        let recorder = ReleaseRecorder()
        let feed = ParseFeed(from: input, into: output, recorder: recorder)
        let extractor = ReleaseExtractor(details: details, recorder: recorder) { feed.releaseEnded() }
        do throws(DumpError) {
            let parser = try SAXParser(receiver: extractor, feed: feed)
            try parser.parse()
            if feed.cancelled { return }
            guard extractor.finished else { throw .truncatedXML(offset: feed.fed) }
            feed.finish(.end)
        } catch {
            feed.finish(.failure(error))
        }
    }
}
