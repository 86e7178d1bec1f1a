import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import Gallery

/// The exported site in a real headless Chromium, opened from file://.
///
/// One test: starting Chromium costs more than everything checked in it.
/// Screenshots go to .build/gallery-screenshots (scripts/gallery-screenshots.sh copies them to docs/).
@Suite(.serialized) struct GalleryBrowserTests {
    static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/gallery-screenshots")

    let releases = [GallerySamples.hostile] + GallerySamples.releases(40, coverBase: "")

    /// A site of 41 releases, covers from the fake image server for most of them.
    func exportSite() throws -> String {
        let images = (0..<3).reduce(into: [String: Data]()) {
            $0["cover\($1).jpg"] = GallerySamples.jpeg(width: 600, height: 600, tint: $1)
        }
        let server = FakeCoverServer(images: images)
        try server.start()
        var withCovers = releases
        for index in withCovers.indices where index > 0 {
            withCovers[index].album.coverImage = index % 5 == 0 ? nil : server.baseURL + "/images/cover\(index % 3).jpg"
        }
        withCovers[4].album.coverImage = server.baseURL + "/images/missing.jpg"
        let time = ManualClock()
        let client = CoverImageClient(
            transport: try CurlTransport(), limiter: RateLimiter(window: 1, initialLimit: 100, time: time), time: time,
            userAgent: "cdscan-tests", coverArtArchive: server.baseURL)
        let folder = try GallerySamples.folder("browser")
        _ = try GalleryExporter(folder: folder, covers: client).export(
            GalleryCatalog(releases: withCovers, unresolved: GallerySamples.unresolved))
        return folder
    }

    func count(_ browser: WebDriver, _ selector: String) throws -> Int {
        try browser.run("return document.querySelectorAll(arguments[0]).length", [selector]) as? Int ?? -1
    }

    func choose(_ browser: WebDriver, _ id: String, _ value: String) throws {
        let script = """
            var e = document.getElementById(arguments[0]); e.value = arguments[1];
            e.dispatchEvent(new Event(e.tagName === "INPUT" ? "input" : "change"));
            """
        _ = try browser.run(script, [id, value])
    }

    @Test func theSiteWorksFromFileInChromium() throws {
        let folder = try exportSite()
        let browser = try WebDriver()
        try browser.open("file://\(folder)/index.html")
        try browser.waitUntil(seconds: 20) { try count(browser, "#grid .card") == releases.count }
        #expect(try count(browser, "#unresolved tbody tr") == GallerySamples.unresolved.count)

        // Search narrows the grid; the hostile title arrives as text, exactly.
        try choose(browser, "search", "alert(1)")
        #expect(try count(browser, "#grid .card") == 1)
        #expect(
            try browser.run("return document.querySelector('#grid .t').textContent") as? String
                == GallerySamples.hostile.album.title)
        try choose(browser, "search", "")
        #expect(try count(browser, "#grid .card") == releases.count)

        // Filters, one at a time and together.
        try choose(browser, "genre", "Jazz")
        #expect(try count(browser, "#grid .card") == releases.filter { $0.album.genres.contains("Jazz") }.count)
        try choose(browser, "decade", "1990s")
        let jazz90s = releases.filter { $0.album.genres.contains("Jazz") && $0.decade == "1990s" }.count
        #expect(try count(browser, "#grid .card") == jazz90s)
        try choose(browser, "genre", "")
        try choose(browser, "decade", "")
        try choose(browser, "service", "MusicBrainz")
        #expect(try count(browser, "#grid .card") == releases.filter { $0.service == .musicbrainz }.count)
        try choose(browser, "service", "")
        try choose(browser, "format", "Vinyl")
        #expect(try count(browser, "#grid .card") == releases.filter { $0.album.media.contains("Vinyl") }.count)
        try choose(browser, "format", "")

        // Sorting by year: the years in the grid never go down.
        try choose(browser, "sort", "year")
        let years =
            try browser.run(
                "return Array.from(document.querySelectorAll('#grid .m')).map(function (m) { return parseInt(m.textContent, 10); })"
            ) as? [Int] ?? []
        #expect(years.count == releases.count)
        #expect(years == years.sorted())
        // Sorting by title: numbers in titles compare as numbers ("Album 2" before "Album 10").
        try choose(browser, "sort", "title")
        let titles =
            try browser.run(
                "return Array.from(document.querySelectorAll('#grid .t'), function (t) { return t.textContent; })")
            as? [String] ?? []
        #expect(titles.count == releases.count)
        let second = try #require(titles.firstIndex(of: "Album 2"))
        let tenth = try #require(titles.firstIndex(of: "Album 10"))
        #expect(second < tenth)
        #expect(titles.filter { $0.hasPrefix("Album") } == (0..<40).map { "Album \($0)" })
        try choose(browser, "sort", "added")
        let newest = releases.max { ($0.addedAt ?? .distantPast) < ($1.addedAt ?? .distantPast) }
        #expect(
            try browser.run("return document.querySelector('#grid .t').textContent") as? String == newest?.album.title)
        try choose(browser, "sort", "artist")

        // Keyboard: arrow right moves to the next card.
        _ = try browser.run("document.querySelector('#grid a').focus()")
        try browser.send(keys: "\u{E014}", to: "#grid a")
        #expect(
            try browser.run("return Array.from(document.querySelectorAll('#grid a')).indexOf(document.activeElement)")
                as? Int == 1)
        #expect(
            try browser.run("return Array.from(document.images).every(function (i) { return i.alt.length > 0; })")
                as? Bool == true)

        try checkScreenshots(browser, page: "index")
        try checkReleasePage(browser, folder: folder)
        try checkStatsPage(browser, folder: folder)
        try checkConsoleAndRequests(browser, folder: folder)
    }

    func checkReleasePage(_ browser: WebDriver, folder: String) throws {
        try browser.open("file://\(folder)/releases/\(GallerySamples.hostile.id).html")
        #expect(
            try browser.run("return document.querySelector('h1').textContent") as? String
                == GallerySamples.hostile.album.title)
        #expect(try count(browser, "script") == 0)
        #expect(try count(browser, "a[href^='javascript']") == 0)
        try browser.open("file://\(folder)/releases/\(releases[1].id).html")
        try browser.waitUntil(seconds: 10) {
            try browser.run("var i = document.querySelector('.release img'); return i.complete && i.naturalWidth")
                as? Int ?? 0 > 0
        }
        try checkScreenshots(browser, page: "release")
    }

    func checkStatsPage(_ browser: WebDriver, folder: String) throws {
        try browser.open("file://\(folder)/stats.html")
        #expect(try count(browser, "svg.chart") == 9)
        #expect(try count(browser, "svg.chart rect.bar") > 20)
        try checkScreenshots(browser, page: "stats")
    }

    func checkConsoleAndRequests(_ browser: WebDriver, folder: String) throws {
        let console = try browser.log("browser").filter { ($0["level"] as? String) == "SEVERE" }
        #expect(console.isEmpty, "console errors: \(console)")
        let requested = try browser.log("performance").compactMap { entry -> String? in
            guard let text = entry["message"] as? String,
                let message = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                let inner = message["message"] as? [String: Any],
                inner["method"] as? String == "Network.requestWillBeSent"
            else { return nil }
            return ((inner["params"] as? [String: Any])?["request"] as? [String: Any])?["url"] as? String
        }
        #expect(requested.count > 3)
        #expect(requested.allSatisfy { $0.hasPrefix("file://\(folder)/") }, "\(requested)")
    }

    /// Desktop and phone width, light and dark; each must be a PNG.
    func checkScreenshots(_ browser: WebDriver, page: String) throws {
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        for (device, width, height, scale) in [("desktop", 1280, 900, 1), ("phone", 390, 844, 2)] {
            try browser.devTools(
                "Emulation.setDeviceMetricsOverride",
                ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": device == "phone"])
            for scheme in ["light", "dark"] {
                try browser.devTools(
                    "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme]]])
                let png = try browser.screenshot()
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                try png.write(to: Self.screenshots.appendingPathComponent("\(page)-\(device)-\(scheme).png"))
            }
        }
        if page == "index" {
            let phoneColumns = try browser.run(
                "return getComputedStyle(document.getElementById('grid')).gridTemplateColumns.split(' ').length")
            #expect(phoneColumns as? Int == 2)
        }
        try browser.devTools("Emulation.clearDeviceMetricsOverride", [:])
    }
}
