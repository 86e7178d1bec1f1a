/// A piece of the document's text on its way from the inflater to the parser.
enum TextChunk: Sendable {
    /// Uncompressed text, and how many bytes of the file had been read when it came out.
    case text([UInt8], bytesRead: Int64)
    /// The file ended where a gzip file or plain XML may end.
    case end
    /// Reading or inflating failed; nothing follows.
    case failure(DumpError)
}

/// The import's first stage: reads the file and inflates it when it is gzip.
///
/// A gzip file is recognised by its first two bytes (1f 8b), not its name, so
/// that `zcat | cdscan dump import -` and a renamed file both work.
enum InflateStage {
    /// Input read per call: large enough that a 7 GB file takes few system calls.
    static let readSize = 1 << 20
    /// Inflated text per chunk: the releases of one chunk go to the index as one batch.
    static let textSize = 256 * 1024

    /// Reads `input` to its end into `output`; ends with `.end` or `.failure`,
    /// or stops early when the consumer cancels.
    static func run(_ input: DumpInput, into output: Handoff<TextChunk>) {
        do throws(DumpError) {
            guard try pump(input, into: output) else { return }
            _ = output.put(.end)
        } catch {
            _ = output.put(.failure(error))
        }
    }

    /// False when the consumer cancelled.
    private static func pump(_ input: DumpInput, into output: Handoff<TextChunk>) throws(DumpError) -> Bool {
        var buffer = [UInt8](repeating: 0, count: readSize)
        var bytesRead: Int64 = 0
        var inflater: GzipInflater?
        while true {
            let count = try buffer.withUnsafeMutableBytes { bytes in
                Result { () throws(DumpError) in try input.read(into: bytes) }
            }.get()
            if count == 0 { break }
            if bytesRead == 0, count >= 2, buffer[0] == 0x1F, buffer[1] == 0x8B {
                inflater = GzipInflater(chunkSize: textSize)
            }
            bytesRead += Int64(count)
            let read = bytesRead
            guard let inflater else {
                guard output.put(.text(Array(buffer[..<count]), bytesRead: read)) else { return false }
                continue
            }
            var going = true
            try buffer.withUnsafeBytes { bytes in
                Result { () throws(DumpError) in
                    try inflater.inflate(UnsafeRawBufferPointer(rebasing: bytes[..<count])) { text in
                        if going { going = output.put(.text(Array(text), bytesRead: read)) }
                    }
                }
            }.get()
            guard going else { return false }
        }
        try inflater?.finish()
        return true
    }
}
