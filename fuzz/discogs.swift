// libFuzzer target: a Discogs search response, JSON or not, through everything that reads it:
// `HTTPResponse.looksLikeHTML` and `mediaType`, `DiscogsSearchResponse` decoding, each result's
// `carries` and `album()`, the ranking, and the whole `DiscogsClient.lookup` (status handling,
// retries, the rate limiter fed by the response's headers) over a transport that answers with it.
// Built into the Lookup module by fuzz/build.sh.
//
// An input with a blank line ("\r\n\r\n") is a whole response: "HTTP/1.1 <status> ...", header
// lines, the blank line, the body. Any other input is a body, answered with 200 and JSON headers.
import Album
import Barcode
import Foundation

/// A GTIN to look up when the body names none that parses.
private let fallback: GTIN? = try? GTIN(parsing: "5099750442227")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiscogs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let response = parseResponse(Array(UnsafeBufferPointer(start: data, count: size)))
    _ = response.looksLikeHTML
    _ = response.mediaType
    var carried: GTIN?
    do {
        let results = try JSONDecoder().decode(DiscogsSearchResponse.self, from: response.body).results
        var albums: [Album] = []
        for result in results {
            _ = result.isRelease
            for value in result.barcode {
                guard let gtin = try? GTIN(parsing: String(value.filter { $0.isASCII && $0.isNumber })) else { continue }
                if result.carries(gtin) { carried = carried ?? gtin }
            }
            if let album = result.album() { albums.append(album) }
        }
        _ = LookupOutcome(ranking: albums)
    } catch {
        _ = DiscogsClient.summary(of: error)
    }
    if let gtin = carried ?? fallback { lookUp(gtin, answeredWith: response) }
    return 0
}

/// The response an input stands for (see the top of the file).
private func parseResponse(_ bytes: [UInt8]) -> HTTPResponse {
    let blankLine: [UInt8] = [13, 10, 13, 10]
    guard let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0..<$0 + 4].elementsEqual(blankLine) }) else {
        return HTTPResponse(
            status: 200, headers: ["Content-Type": "application/json", "X-Discogs-Ratelimit": "60"],
            body: Data(bytes))
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

/// Runs the real client, its rate limiter and retries on a virtual clock, against `response`.
private func lookUp(_ gtin: GTIN, answeredWith response: HTTPResponse) {
    let time = ManualTimeSource()
    guard
        let client = try? DiscogsClient(
            configuration: DiscogsConfiguration(token: "fuzz", userAgent: "cdscan-fuzz"),
            transport: AnsweringTransport(response: response), limiter: RateLimiter(time: time),
            retry: RetryPolicy(random: { 0.5 }), time: time)
    else { preconditionFailure("the default configuration is refused") }
    do {
        _ = try client.lookup(gtin)
    } catch {
        _ = error.description
    }
}

/// Answers every request with the same response.
private final class AnsweringTransport: HTTPTransport {
    let response: HTTPResponse

    init(response: HTTPResponse) { self.response = response }

    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse { response }
}
