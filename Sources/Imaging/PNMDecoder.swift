/// Parses Netpbm greymaps and pixmaps (P2, P3, P5, P6) into grey, checking every number and length.
///
/// Written in Swift rather than with `tjLoadImage` because that reads the file
/// again from disk and allocates the declared size before checking it.
enum PNMDecoder {
    /// Parses `bytes`, letting `admit` veto the declared size before any pixel buffer exists.
    static func decodeGray(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, admit: (Int, Int) throws(ImageError) -> Void
    ) throws(ImageError) -> GrayFrame {
        var parser = Parser(bytes: bytes, path: path)
        let kind = bytes[1]
        parser.position = 2
        let width = try parser.number("width")
        let height = try parser.number("height")
        let maxValue = try parser.number("maximum value")
        guard width > 0, height > 0 else {
            throw .corrupt(path: path, detail: "PNM header declares \(width)x\(height)")
        }
        guard (1...65_535).contains(maxValue) else {
            throw .corrupt(path: path, detail: "PNM maximum value \(maxValue) is outside 1...65535")
        }
        try admit(width, height)
        let channels = (kind == UInt8(ascii: "3") || kind == UInt8(ascii: "6")) ? 3 : 1
        let binary = kind == UInt8(ascii: "5") || kind == UInt8(ascii: "6")
        let pixels: [UInt8]
        if binary {
            parser.position += 1  // exactly one whitespace byte ends the header
            pixels = try parser.binarySamples(count: width * height, channels: channels, maxValue: maxValue)
        } else {
            pixels = try parser.textSamples(count: width * height, channels: channels, maxValue: maxValue)
        }
        guard let frame = GrayFrame(width: width, height: height, pixels: pixels) else {
            throw .corrupt(path: path, detail: "PNM pixel count does not match its size")
        }
        return frame
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let path: String
        var position = 0

        /// The next decimal number, skipping whitespace and `#` comments.
        mutating func number(_ what: String) throws(ImageError) -> Int {
            while position < bytes.count {
                if isSpace(bytes[position]) {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "#") {
                    while position < bytes.count && bytes[position] != 0x0A { position += 1 }
                } else {
                    break
                }
            }
            var value = 0
            var digits = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                digits += 1
                position += 1
                guard value <= 1_000_000_000 else { throw .corrupt(path: path, detail: "PNM \(what) is too big") }
            }
            guard digits > 0 else {
                if position >= bytes.count { throw .truncated(path: path, detail: "PNM ends before its \(what)") }
                throw .corrupt(path: path, detail: "PNM \(what) is not a number")
            }
            return value
        }

        /// Binary samples: one byte each when `maxValue` < 256, else two (big-endian).
        func binarySamples(count: Int, channels: Int, maxValue: Int) throws(ImageError) -> [UInt8] {
            let sampleBytes = maxValue < 256 ? 1 : 2
            let needed = count * channels * sampleBytes
            guard position <= bytes.count, bytes.count - position >= needed else {
                throw .truncated(
                    path: path,
                    detail: "PNM pixel data is \(max(0, bytes.count - position)) bytes, "
                        + "\(needed) expected")
            }
            let start = position
            let weights = channels == 3 ? [299, 587, 114] : [1000]
            return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                for index in 0..<count {
                    var sum = 0
                    for channel in 0..<channels {
                        let offset = start + (index * channels + channel) * sampleBytes
                        let sample =
                            sampleBytes == 1 ? Int(bytes[offset]) : Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
                        sum += sample * weights[channel]
                    }
                    out[index] = UInt8(min(255, (sum * 255 / maxValue + 500) / 1000))
                }
                initialized = count
            }
        }

        /// Plain-text samples (P2, P3).
        mutating func textSamples(count: Int, channels: Int, maxValue: Int) throws(ImageError) -> [UInt8] {
            var pixels: [UInt8] = []
            pixels.reserveCapacity(count)
            let weights = channels == 3 ? [299, 587, 114] : [1000]
            for _ in 0..<count {
                var sum = 0
                for channel in 0..<channels {
                    let sample = min(try number("pixel value"), maxValue)
                    sum += sample * weights[channel]
                }
                pixels.append(UInt8(min(255, (sum * 255 / maxValue + 500) / 1000)))
            }
            return pixels
        }
    }
}
