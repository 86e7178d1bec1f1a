import Foundation

/// The request line and header fields of one HTTP/1.x request.
struct RequestHead: Sendable, Equatable {
    var method: String
    var target: String
    var version: String
    var headers: HTTPHeaders

    /// Whether the client wants the connection kept after this exchange.
    var keepsAlive: Bool {
        if headers.hasToken("close", in: "Connection") { return false }
        if version == "HTTP/1.0" { return headers.hasToken("keep-alive", in: "Connection") }
        return true
    }
}

/// Reads request heads out of the bytes a connection has received so far.
///
/// Lenient where clients differ (bare LF line ends, empty lines before the
/// request line, folded header lines), strict where a mistake would desync the
/// connection (conflicting or non-numeric `Content-Length`).
enum HTTPRequestParser {
    enum Outcome: Equatable {
        /// More bytes are needed.
        case incomplete
        /// The bytes are not an HTTP/1.x request; answer 400 and close.
        case invalid(String)
        /// A head, and how many bytes of the buffer it used (blank line included).
        case head(RequestHead, length: Int)
    }

    /// Heads longer than this are refused.
    static let maxHeadBytes = 64 * 1024

    static func parseHead(_ buffer: [UInt8]) -> Outcome {
        var start = 0
        while start < buffer.count, buffer[start] == cr || buffer[start] == lf { start += 1 }
        guard let end = endOfHead(buffer, from: start) else {
            return buffer.count > maxHeadBytes
                ? .invalid("request head longer than \(maxHeadBytes) bytes") : .incomplete
        }
        // Split bytes, not a String: Swift reads "\r\n" as one Character.
        var lines = buffer[start..<end.headEnd].split(separator: lf, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == cr ? line.dropLast() : line, as: UTF8.self)
        }
        guard !lines.isEmpty else { return .invalid("empty request") }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            return .invalid("bad request line: \(requestLine)")
        }
        var headers = HTTPHeaders()
        for line in lines where !line.isEmpty {
            if line.first == " " || line.first == "\t", let last = headers.fields.last {
                // Obsolete line folding: the line continues the previous field's value.
                headers.set(last.name, last.value + " " + line.trimmingCharacters(in: .whitespaces))
                continue
            }
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .invalid("bad header line: \(line)")
            }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.add(name, value)
        }
        let head = RequestHead(
            method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), headers: headers)
        return .head(head, length: end.blankLineEnd)
    }

    /// The body length the head announces: 0 without `Content-Length`, nil when it is unusable.
    static func contentLength(of head: RequestHead) -> Int? {
        let values = head.headers.values("Content-Length").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = values.first else { return 0 }
        guard values.allSatisfy({ $0 == first }), first.allSatisfy(\.isASCII), let length = Int(first), length >= 0
        else { return nil }
        return length
    }

    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")

    /// Where the header lines end and where the blank line after them ends.
    private static func endOfHead(_ buffer: [UInt8], from start: Int) -> (headEnd: Int, blankLineEnd: Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == lf {
                let next = index + 1
                if next < buffer.count, buffer[next] == lf { return (index, next + 1) }
                if next + 1 < buffer.count, buffer[next] == cr, buffer[next + 1] == lf { return (index, next + 2) }
            }
            index += 1
        }
        return nil
    }
}
