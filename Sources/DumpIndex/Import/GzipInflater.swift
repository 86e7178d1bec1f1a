internal import CZlib

/// Inflates a gzip stream chunk by chunk with zlib, in constant memory.
///
/// Members are inflated one after another, as `gzip -d` does (a file made by
/// `cat a.gz b.gz` is one stream). Not `Sendable`: it owns a `z_stream`.
///
/// - SeeAlso: https://zlib.net/manual.html#Advanced
final class GzipInflater {
    private var stream = z_stream()
    private var output: [UInt8]
    /// Whether the current member has ended (or none has begun).
    private var atMemberEnd = true
    private var initialised = false
    /// Compressed bytes consumed so far, for error offsets.
    private(set) var consumed: Int64 = 0

    /// zlib's window bits for "gzip only": 15 (the largest window) + 16.
    private static let gzipWindowBits: Int32 = 15 + 16

    /// An inflater writing at most `chunkSize` bytes at a time to the sink.
    init(chunkSize: Int = 256 * 1024) {
        output = [UInt8](repeating: 0, count: chunkSize)
    }

    deinit {
        if initialised { inflateEnd(&stream) }
    }

    /// Inflates `input`, handing the inflated bytes to `sink` as they come.
    func inflate(
        _ input: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws(DumpError) -> Void
    ) throws(DumpError) {
        guard let base = input.baseAddress, !input.isEmpty else { return }
        stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        let start = consumed
        defer { consumed = start + Int64(input.count) - Int64(stream.avail_in) }
        while true {
            if atMemberEnd {
                guard stream.avail_in > 0 else { return }
                try beginMember(offset: start + Int64(input.count) - Int64(stream.avail_in))
            }
            let (code, outputFull) = try step(into: sink, offset: start + Int64(input.count))
            if code == Z_STREAM_END {
                atMemberEnd = true
            } else if stream.avail_in == 0 && !outputFull {
                return  // all input taken and all output given: wait for more input
            }
        }
    }

    /// Throws unless the last member ended: a gzip file cut short has no end marker.
    func finish() throws(DumpError) {
        guard atMemberEnd, initialised else { throw .truncatedGzip(offset: consumed) }
    }

    private func beginMember(offset: Int64) throws(DumpError) {
        let code = initialised ? inflateReset(&stream) : CZlib_inflateInit2(&stream, Self.gzipWindowBits)
        guard code == Z_OK else { throw .corruptGzip(offset: offset, reason: Self.message(code, stream)) }
        initialised = true
        atMemberEnd = false
    }

    /// One call of inflate(3) over what input is left, its output handed on.
    private func step(
        into sink: (UnsafeRawBufferPointer) throws(DumpError) -> Void, offset end: Int64
    ) throws(DumpError) -> (code: Int32, outputFull: Bool) {
        let capacity = output.count
        let (code, produced) = output.withUnsafeMutableBufferPointer { buffer in
            stream.next_out = buffer.baseAddress
            stream.avail_out = uInt(capacity)
            let code = CZlib.inflate(&stream, Z_NO_FLUSH)
            return (code, capacity - Int(stream.avail_out))
        }
        if produced > 0 {
            try output.withUnsafeBytes { bytes in
                Result { () throws(DumpError) in try sink(UnsafeRawBufferPointer(rebasing: bytes[..<produced])) }
            }.get()
        }
        switch code {
        case Z_OK, Z_STREAM_END: return (code, produced == capacity)
        case Z_BUF_ERROR where produced == 0 && stream.avail_in == 0: return (code, false)
        default:
            let at = end - Int64(stream.avail_in)
            throw .corruptGzip(offset: at, reason: Self.message(code, stream))
        }
    }

    /// zlib's own message (`msg`), else a name for the code.
    private static func message(_ code: Int32, _ stream: z_stream) -> String {
        if let text = stream.msg { return String(cString: text) }
        switch code {
        case Z_DATA_ERROR: return "invalid compressed data"
        case Z_MEM_ERROR: return "out of memory"
        case Z_STREAM_ERROR: return "inconsistent stream"
        default: return "zlib error \(code)"
        }
    }
}

@available(*, unavailable) extension GzipInflater: Sendable {}
