// libFuzzer target: a Discogs response, JSON or not, through everything that reads one:
// `HTTPResponse.looksLikeHTML` and `mediaType`; the search, release, identity, folders, collection
// and add responses' decoding and their mapping to cdscan's model; and the whole `DiscogsClient`
// (lookup, release details, add-if-missing: status handling, retries, the rate limiter fed by the
// response's headers) over a transport that answers every request with it.
// Built into the Lookup module by fuzz/build.sh with fuzz/support/AnsweredResponse.swift, which
// says how an input becomes a response (a bare body, or "HTTP/1.1 ..." with headers).
import Album
import Barcode
import Foundation

/// A GTIN to look up when the body names none that parses.
private let fallback: GTIN? = try? GTIN(parsing: "5099750442227")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiscogs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let response = answeredResponse(
        Array(UnsafeBufferPointer(start: data, count: size)),
        headers: ["Content-Type": "application/json", "X-Discogs-Ratelimit": "60"])
    _ = response.looksLikeHTML
    _ = response.mediaType
    let carried = decodeSearch(response.body)
    decodeTheOthers(response.body)
    if let gtin = carried ?? fallback { useClient(gtin, answeredWith: response) }
    return 0
}

/// Decodes a search response and maps every result; returns a GTIN a result carries.
private func decodeSearch(_ body: Data) -> GTIN? {
    var carried: GTIN?
    do {
        let results = try JSONDecoder().decode(DiscogsSearchResponse.self, from: body).rows
        var albums: [Album] = []
        for result in results {
            _ = result.isRelease
            for value in result.barcode {
                guard let gtin = try? GTIN(parsing: String(value.filter { $0.isASCII && $0.isNumber })) else {
                    continue
                }
                if result.carries(gtin) { carried = carried ?? gtin }
            }
            if let album = result.album() { albums.append(album) }
        }
        _ = LookupOutcome(ranking: albums)
    } catch {
        _ = JSONFailure.summary(of: error)
    }
    return carried
}

/// Decodes the release, identity, folders, collection and add responses.
private func decodeTheOthers(_ body: Data) {
    let decoder = JSONDecoder()
    if let release = try? decoder.decode(DiscogsReleaseResponse.self, from: body) {
        let details = release.details(id: 1)
        _ = details.totalSeconds
        for track in details.tracks + details.tracks.flatMap(\.subtracks) {
            _ = (track.seconds, track.disc)
        }
    }
    _ = try? decoder.decode(DiscogsIdentityResponse.self, from: body).username
    if let folders = try? decoder.decode(ListResponse<DiscogsFolderRow>.self, from: body).values {
        for name in [nil, "1", "0", "Uncategorized", "all", " ", "-1", "99999999999999999999"] {
            _ = try? CollectionFolder.resolve(name, in: folders)
        }
    }
    _ = try? decoder.decode(ListResponse<DiscogsInstanceRow>.self, from: body).values
    _ = try? decoder.decode(DiscogsAddResponse.self, from: body).instanceID
}

/// Runs the real client, its rate limiter and retries on a virtual clock, against `response`.
private func useClient(_ gtin: GTIN, answeredWith response: HTTPResponse) {
    let time = VirtualClock()
    guard
        let client = try? DiscogsClient(
            configuration: DiscogsConfiguration(token: "fuzz", userAgent: "cdscan-fuzz"),
            transport: AnsweringTransport(response: response), limiter: RateLimiter(time: time),
            retry: RetryPolicy(random: { 0.5 }), time: time)
    else { preconditionFailure("the default configuration is refused") }
    ignoringLookupErrors { () throws(LookupError) in _ = try client.lookup(gtin) }
    ignoringLookupErrors { () throws(LookupError) in _ = try client.releaseDetails(id: "4707982") }
    ignoringLookupErrors { () throws(LookupError) in
        _ = try client.addIfMissing(releaseID: "4707982", folder: CollectionFolder(id: 1, name: "Uncategorized"))
    }
}
