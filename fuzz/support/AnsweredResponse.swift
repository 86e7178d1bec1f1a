// Shared by the Lookup fuzz targets (fuzz/discogs.swift, fuzz/musicbrainz.swift): what an input
// stands for, and a transport that answers every request with it.
import Foundation

/// An input with a blank line ("\r\n\r\n") is a whole response: "HTTP/1.1 <status> ...", header
/// lines, the blank line, the body. Any other input is a body, answered with 200 and `headers`.
func answeredResponse(_ bytes: [UInt8], headers defaults: [String: String]) -> HTTPResponse {
    let blankLine: [UInt8] = [13, 10, 13, 10]
    guard let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0..<$0 + 4].elementsEqual(blankLine) }) else {
        return HTTPResponse(status: 200, headers: defaults, body: Data(bytes))
    }
    let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = head.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 200
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return HTTPResponse(status: status, headers: headers, body: Data(bytes[(end + 4)...]))
}

/// Answers every request with the same response.
final class AnsweringTransport: HTTPTransport {
    let response: HTTPResponse

    init(response: HTTPResponse) { self.response = response }

    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse { response }
}

/// Runs `body` and ignores how it ends, but reads the error's message as the CLI would print it.
func ignoringLookupErrors(_ body: () throws(LookupError) -> Void) {
    do {
        try body()
    } catch {
        _ = error.description
    }
}
