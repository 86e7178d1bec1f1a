// libFuzzer target: a MusicBrainz release search response, JSON or not, through
// `MusicBrainzSearchResponse` decoding, each release's `carries` and `album(coverArtArchive:)`, and the whole
// `MusicBrainzClient.lookup` (503 rate-limit refusals, retries) over a transport that answers with it.
// Built into the Lookup module by fuzz/build.sh with fuzz/support/AnsweredResponse.swift, which
// says how an input becomes a response (a bare body, or "HTTP/1.1 ..." with headers).
import Album
import Barcode
import Foundation

/// A GTIN to look up when the body names none that parses.
private let fallback: GTIN? = try? GTIN(parsing: "5099750442227")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMusicBrainz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let response = answeredResponse(
        Array(UnsafeBufferPointer(start: data, count: size)), headers: ["Content-Type": "application/json"])
    _ = MusicBrainzClient.isRateLimitRefusal(response)
    var carried: GTIN?
    do {
        let releases = try JSONDecoder().decode(MusicBrainzSearchResponse.self, from: response.body).rows
        var albums: [Album] = []
        for release in MusicBrainzClient.byScore(releases) {
            let digits = (release.barcode ?? "").filter { $0.isASCII && $0.isNumber }
            if carried == nil, let gtin = try? GTIN(parsing: String(digits)), release.carries(gtin) { carried = gtin }
            if let album = release.album(coverArtArchive: Album.coverArtArchive) { albums.append(album) }
        }
        _ = LookupOutcome(ranking: albums)
    } catch {
        _ = JSONFailure.summary(of: error)
    }
    let time = VirtualClock()
    guard
        let client = try? MusicBrainzClient(
            configuration: MusicBrainzConfiguration(userAgent: "cdscan-fuzz/1 (fuzz@example.org)"),
            transport: AnsweringTransport(response: response), retry: RetryPolicy(random: { 0.5 }), time: time),
        let gtin = carried ?? fallback
    else { preconditionFailure("the default configuration is refused") }
    ignoringLookupErrors { () throws(LookupError) in _ = try client.lookup(gtin) }
    return 0
}
