/// The parsing thread's two ends: text in from the inflater, releases out to the index.
///
/// libxml2 reads the text through `read` (its I/O callback), a few kilobytes
/// at a time. Each time a chunk of text runs out, the releases read so far go
/// on to the index as one batch, with the progress; so a batch holds the
/// releases of about one chunk, and the progress and Ctrl-C are looked at as
/// often as before the import had threads. Not `Sendable`: it lives on the
/// parsing thread.
final class ParseFeed {
    /// Reading or inflating failed with this (the parse then ends).
    private(set) var failure: DumpError?
    /// Whether the index's side has stopped taking releases (the parse then ends).
    private(set) var cancelled = false
    /// Uncompressed bytes handed to libxml2 so far.
    private(set) var fed: Int64 = 0
    /// The releases read since the last batch, recorded by the extractor.
    private let recorder: ReleaseRecorder
    /// A batch is sent at the latest with this many releases: a chunk of
    /// text holds about 80 real ones, but thousands of empty `<release/>`s.
    static let batchLimit = 512

    private let input: Handoff<TextChunk>
    private let output: Handoff<ReleaseBatch>
    private var chunk: [UInt8] = []
    private var position = 0
    private var bytesRead: Int64 = 0
    private var ended = false

    init(from input: Handoff<TextChunk>, into output: Handoff<ReleaseBatch>, recorder: ReleaseRecorder) {
        self.recorder = recorder
        self.input = input
        self.output = output
    }

    /// The recorder holds one more complete release.
    func releaseEnded() {
        if recorder.completeCount >= Self.batchLimit { _ = send() }
    }

    /// Copies up to `count` bytes of text into `buffer`: the count, 0 at the
    /// end of the text, -1 when reading failed or the index's side cancelled.
    func read(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int32 {
        if cancelled { return -1 }
        while position == chunk.count {
            if ended { return 0 }
            if bytesRead > 0, !send() { return -1 }
            switch input.take() {
            case .text(let text, let read): (chunk, position, bytesRead) = (text, 0, read)
            case .end:
                ended = true
                return 0
            case .failure(let error):
                failure = error
                return -1
            }
        }
        let size = min(count, chunk.count - position)
        chunk.withUnsafeBytes { bytes in
            UnsafeMutableRawBufferPointer(start: buffer, count: size).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: bytes[position..<position + size]))
        }
        position += size
        fed += Int64(size)
        return Int32(size)
    }

    /// Hands the releases read so far on; false (and stops reading) when the index's side has cancelled.
    func send() -> Bool {
        guard !cancelled, output.put(.releases(recorder.takeComplete(), bytesRead: bytesRead)) else {
            cancelled = true
            input.cancel()
            return false
        }
        return true
    }

    /// Ends the stream of releases with `last`; stops the inflater when the parse ended early.
    func finish(_ last: ReleaseBatch) {
        if !ended { input.cancel() }
        guard !cancelled, recorder.completeCount == 0 || send() else { return }
        _ = output.put(last)
    }
}

@available(*, unavailable) extension ParseFeed: Sendable {}
