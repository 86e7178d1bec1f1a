import Album
import FakeServices
import Foundation
import Imaging
import Lookup
import TestSupport
import Testing

@testable import Gallery

@Suite struct CoverTests {
    static let images = [
        "big.jpg": GallerySamples.jpeg(width: 1200, height: 1200, tint: 1),
        "small.jpg": GallerySamples.jpeg(width: 200, height: 200, tint: 2),
        "mbid-1.jpg": GallerySamples.jpeg(width: 500, height: 500, tint: 3),
        "not-a-jpeg.jpg": Data("GIF89a".utf8),
    ]

    /// A client that may fetch from `covers` (as `COVERART_URL` pointed at it).
    func client(_ time: ManualClock, timeout: Double = 30, covers: FakeCoverServer? = nil) throws -> CoverImageClient {
        CoverImageClient(
            transport: try CurlTransport(limits: .init(totalTimeout: timeout)),
            limiter: RateLimiter(window: 1, initialLimit: 1, time: time), retry: RetryPolicy(failureAttempts: 1),
            time: time, userAgent: "cdscan-tests", coverArtArchive: covers?.baseURL ?? "https://coverartarchive.org")
    }

    func release(_ id: String, _ url: String?) -> GalleryRelease {
        GalleryRelease(
            id: id, album: Album(artist: "A", title: id, releaseID: "", url: "", coverImage: url, source: .discogs),
            copies: [GalleryCopy(barcode: nil, source: "test", addedAt: GallerySamples.start)])
    }

    @Test func coversAreDownloadedOnceThumbnailedAndFetchedAgainOnlyWhenChanged() throws {
        let server = FakeCoverServer(images: Self.images)
        try server.start()
        let folder = try GallerySamples.folder("covers")
        let time = ManualClock()
        let releases = [
            release("big", server.baseURL + "/images/big.jpg"), release("small", server.baseURL + "/images/small.jpg"),
            release("gone", server.baseURL + "/images/none.jpg"),
            release("odd", server.baseURL + "/images/not-a-jpeg.jpg"),
            release("caa", server.baseURL + "/release/mbid-1/front-250"), release("none", nil),
        ]
        let first = try GalleryExporter(folder: folder, covers: try client(time, covers: server)).export(
            GalleryCatalog(releases: releases))
        #expect(first.coversDownloaded == 3)
        #expect(first.coversMissing == 2)
        #expect(server.requests.count == 6)  // five covers, one redirect
        #expect(server.requests.allSatisfy { $0.headers["Authorization"] == nil })
        let thumbnail = try #require(FileManager.default.contents(atPath: folder + "/covers/big.jpg"))
        let decoded = try ImageLoader().decode([UInt8](thumbnail), path: "big.jpg")
        #expect(decoded.storedWidth == 450)  // 3/8: 1/4 would be under 320
        #expect(thumbnail.count < Self.images["big.jpg"]!.count)
        // Requests were paced: one a second, on the virtual clock.
        #expect(time.sleeps.count == 5)

        server.clearRequests()
        var changed = releases
        changed[1].album.coverImage = server.baseURL + "/images/big.jpg"
        let second = try GalleryExporter(folder: folder, covers: try client(time, covers: server)).export(
            GalleryCatalog(releases: changed))
        #expect(server.requests.map(\.path) == ["/images/big.jpg"])
        #expect(second.coversCached == 2)
        #expect(second.coversMissing == 2)
    }

    @Test func aSlowCoverServerLeavesThePlaceholderAndIsTriedAgainNextTime() throws {
        let server = FakeCoverServer(images: Self.images, slowDelay: 5)
        try server.start()
        let folder = try GallerySamples.folder("slow")
        let releases = [release("slow", server.baseURL + "/slow/small.jpg")]
        let client = try client(ManualClock(), timeout: 0.5, covers: server)
        let summary = try GalleryExporter(folder: folder, covers: client).export(GalleryCatalog(releases: releases))
        #expect(summary.coverFailures.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/covers/slow.jpg"))
        let page = try String(contentsOfFile: folder + "/releases/slow.html", encoding: .utf8)
        #expect(page.contains("src=\"../placeholder.svg\""))
    }

    @Test func aCoverRequestMetByA503OrA429IsRetriedAfterAWait() throws {
        let server = FakeCoverServer(images: Self.images)
        try server.start()
        let folder = try GallerySamples.folder("retried")
        let time = ManualClock()
        let client = CoverImageClient(
            transport: try CurlTransport(), limiter: RateLimiter(window: 1, initialLimit: 100, time: time),
            retry: RetryPolicy(baseDelay: 2, random: { 0 }), time: time, userAgent: "cdscan-tests",
            coverArtArchive: server.baseURL)
        let releases = [
            release("flaky", server.baseURL + "/flaky/small.jpg"), release("busy", server.baseURL + "/busy/big.jpg"),
        ]
        let summary = try GalleryExporter(folder: folder, covers: client).export(GalleryCatalog(releases: releases))
        #expect(summary.coversDownloaded == 2, "\(summary.coverFailures)")
        #expect(
            server.requests.map(\.path) == ["/flaky/small.jpg", "/flaky/small.jpg", "/busy/big.jpg", "/busy/big.jpg"])
        #expect(time.sleeps.filter { $0 >= 1 }.count == 2)  // one backoff before each retry
        #expect(FileManager.default.fileExists(atPath: folder + "/covers/flaky.jpg"))
    }

    @Test func noCoversUsesOnlyWhatIsInTheFolder() throws {
        let server = FakeCoverServer(images: Self.images)
        try server.start()
        let folder = try GallerySamples.folder("nocovers")
        let releases = [release("big", server.baseURL + "/images/big.jpg")]
        _ = try GalleryExporter(folder: folder, covers: try client(ManualClock(), covers: server)).export(
            GalleryCatalog(releases: releases))
        server.clearRequests()
        let index = try GalleryExporter(folder: folder, covers: nil).export(
            GalleryCatalog(releases: releases + [release("new", server.baseURL + "/images/small.jpg")]))
        #expect(server.requests.isEmpty)
        #expect(index.coversCached == 1)
        #expect(FileManager.default.fileExists(atPath: folder + "/covers/big.jpg"))
    }

    @Test func aCoverURLOffThisMachineMustBeHTTPS() throws {
        let client = try client(ManualClock())
        #expect(throws: LookupError.refusedCoverURL("http://images.example/a.jpg")) {
            try client.image(at: "http://images.example/a.jpg")
        }
    }

    /// Issue 41 point 18: cover URLs and every redirect hop aimed at this machine are not
    /// fetched, over http or https, unless on the origin `COVERART_URL` names.
    @Test func aCoverOrARedirectHopAimedAtThisMachineIsNotFetched() throws {
        let allowed = FakeCoverServer(images: Self.images)
        try allowed.start()
        let local = FakeCoverServer(images: Self.images)
        let port = try local.start()
        defer {
            allowed.stop()
            local.stop()
        }
        let client = try client(ManualClock(), covers: allowed)
        for url in [
            "http://localhost:\(port)/images/small.jpg", "http://127.0.0.1:\(port)/images/small.jpg",
            "https://localhost:\(port)/images/small.jpg", "https://127.0.0.2/images/small.jpg",
            "https://[::1]:\(port)/images/small.jpg", "file:///etc/passwd", "ftp://images.example/a.jpg",
            "https://2130706433/a.jpg", "https://0x7f.1/a.jpg", "https://0177.0.0.1/a.jpg", "https://0.0.0.0/a.jpg",
        ] {
            #expect(throws: LookupError.refusedCoverURL(url)) { try client.image(at: url) }
        }
        let hop = "http://localhost:\(port)/images/small.jpg"
        let redirected =
            allowed.baseURL + "/redirect?to=" + (hop.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        #expect(throws: LookupError.refusedCoverURL(hop)) { try client.image(at: redirected) }
        #expect(local.requests.isEmpty)
        #expect(try client.image(at: allowed.baseURL + "/images/small.jpg") != nil)
    }

    /// Issue 41 point 13: a host that keeps answering 429 is given up after a few answers and
    /// bounded waits (on the injected clock); its other covers are not asked, and the error names
    /// the host and the status it answered, not a service's.
    @Test func aHostThatKeepsAnswering429IsGivenUpAfterABoundedWait() throws {
        let server = FakeCoverServer(images: Self.images)
        try server.start()
        defer { server.stop() }
        let folder = try GallerySamples.folder("limited")
        let time = ManualClock()
        let client = CoverImageClient(
            transport: try CurlTransport(), limiter: RateLimiter(window: 1, initialLimit: 100, time: time),
            retry: RetryPolicy(baseDelay: 2), time: time, userAgent: "cdscan-tests", coverArtArchive: server.baseURL)
        let releases = (1...6).map { release("r\($0)", server.baseURL + "/limited/\($0).jpg") }
        let summary = try GalleryExporter(folder: folder, covers: client).export(GalleryCatalog(releases: releases))
        #expect(server.requests.count == 4, "\(server.requests.map(\.path))")
        #expect(time.sleeps.filter { $0 >= 1 }.count == 3)
        #expect(time.sleeps.reduce(0, +) <= 2 + 4 + 8)
        #expect(summary.coversDownloaded == 0)
        #expect(summary.coversSkipped == 5)
        let limited = LookupError.coverHostLimited(host: "127.0.0.1", status: 429, attempts: 4)
        #expect(summary.unreachableHosts == [.limited(limited)])
        #expect(summary.coverFailures.map(\.cause) == [.lookup(limited)])
    }
}
