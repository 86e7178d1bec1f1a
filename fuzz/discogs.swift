// libFuzzer target: a Discogs search response body, JSON or not, through everything that reads it:
// `HTTPResponse.looksLikeHTML`, `DiscogsSearchResponse` decoding, each result's `carries` and
// `album()`, the ranking, and the whole `DiscogsClient.lookup` over a transport that answers with it.
// Built into the Lookup module by fuzz/build.sh.
import Album
import Barcode
import Foundation

/// A GTIN to look up when the body names none that parses.
private let fallback: GTIN? = try? GTIN(parsing: "5099750442227")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiscogs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    _ = HTTPResponse(status: 503, body: body).looksLikeHTML
    var carried: GTIN?
    do {
        let results = try JSONDecoder().decode(DiscogsSearchResponse.self, from: body).results
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
    if let gtin = carried ?? fallback { lookUp(gtin, answering: body) }
    return 0
}

/// Runs the real client, its rate limiter and retries on a virtual clock, against `body`.
private func lookUp(_ gtin: GTIN, answering body: Data) {
    let time = ManualTimeSource()
    let transport = AnsweringTransport(body: body)
    guard
        let client = try? DiscogsClient(
            configuration: DiscogsConfiguration(token: "fuzz", userAgent: "cdscan-fuzz"), transport: transport,
            limiter: RateLimiter(time: time), time: time)
    else { preconditionFailure("the default configuration is refused") }
    do {
        _ = try client.lookup(gtin)
    } catch {
        _ = error.description
    }
}

/// Answers every request with 200, a JSON media type and the fuzzer's bytes.
private final class AnsweringTransport: HTTPTransport {
    let body: Data

    init(body: Data) { self.body = body }

    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: ["Content-Type": "application/json", "X-Discogs-Ratelimit": "60", "X-Discogs-Ratelimit-Remaining": "59"],
            body: body)
    }
}
