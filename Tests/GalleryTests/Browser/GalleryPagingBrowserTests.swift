import Foundation
import TestSupport
import Testing

@testable import Gallery

/// The grid's paging in headless Chromium: 240 cards, then "Show more" (pressed, or scrolled to) for the next 240.
@Suite struct GalleryPagingBrowserTests {
    static let page = 240
    let releases = GallerySamples.releases(500)

    func count(_ browser: WebDriver) throws -> Int {
        try browser.run("return document.querySelectorAll('#grid .card').length") as? Int ?? -1
    }

    /// Whether "Show more" is hidden, and what the count line says.
    struct Paging: Equatable {
        var hidden: Bool
        var status: String
    }

    func state(_ browser: WebDriver) throws -> Paging {
        let hidden = try browser.run("return document.getElementById('more').hidden") as? Bool ?? false
        let status = try browser.run("return document.getElementById('count').textContent") as? String ?? ""
        return Paging(hidden: hidden, status: status)
    }

    /// The 500 releases exported into the folder `name`, open in a browser, the first page shown.
    func openGallery(_ name: String) throws -> WebDriver {
        let folder = try GallerySamples.folder(name)
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: releases))
        let browser = try WebDriver()
        try browser.open("file://\(folder)/index.html")
        try browser.waitUntil(seconds: 20) { try count(browser) > 0 }
        #expect(try count(browser) == Self.page)
        return browser
    }

    @Test func showMoreAddsThePageAfterTheLastAndScrollingToItDoesToo() throws {
        let browser = try openGallery("paging")
        #expect(try state(browser) == Paging(hidden: false, status: "Showing 240 of 500 releases"))

        // Pressed (a click in the page, which does not scroll): the next 240, in order after the first.
        let before = try browser.run("return document.querySelectorAll('#grid .t')[239].textContent") as? String
        _ = try browser.run("document.getElementById('more').click()")
        #expect(try count(browser) == 2 * Self.page)
        #expect(try browser.run("return document.querySelectorAll('#grid .t')[239].textContent") as? String == before)
        let titles = try browser.run("return Array.from(document.querySelectorAll('#grid .t'), e => e.textContent)")
        #expect(Set(titles as? [String] ?? []).count == 2 * Self.page)
        _ = try browser.run("document.getElementById('more').click()")
        #expect(try count(browser) == releases.count)
        #expect(try state(browser) == Paging(hidden: true, status: "500 releases"))

        // A search starts again at one page; scrolling to the button shows the rest.
        try typeSearch(browser, "album")
        #expect(try count(browser) == Self.page)
        // Each time the button comes into view it adds one page (and moves down, out of view again).
        // Scrolled again while nothing came, as a person would (a loaded machine can let one
        // scroll pass before the page has settled); never more than one page a time.
        for shown in [2 * Self.page, releases.count] {
            do {
                try browser.waitUntil(seconds: 30) {
                    let cards = try count(browser)
                    if cards < shown { _ = try browser.run("window.scrollTo(0, document.body.scrollHeight)") }
                    return cards == shown
                }
            } catch {
                Issue.record("\(error) waiting for \(shown) cards: \(try count(browser)), \(try state(browser))")
                throw error
            }
        }
        try browser.waitUntil(seconds: 30) { try state(browser).hidden }

        // Fewer matches than a page: no button.
        try typeSearch(browser, "cassette")
        let matching = releases.filter { $0.album.media == ["Cassette"] }.count
        #expect(matching < Self.page)
        #expect(try count(browser) == matching)
        #expect(try state(browser) == Paging(hidden: true, status: "\(matching) of 500 releases"))
    }

    /// A window tall enough that the button stays in view after a page is added: the pages
    /// keep coming until none is left, with no scroll in between.
    @Test func aButtonStillInViewAddsTheNextPageToo() throws {
        let browser = try openGallery("paging-tall")
        try browser.devTools(
            "Emulation.setDeviceMetricsOverride",
            ["width": 1280, "height": 100_000, "deviceScaleFactor": 1, "mobile": false])
        try browser.waitUntil(seconds: 20) { try state(browser).hidden }
        #expect(try count(browser) == releases.count)
        #expect(try state(browser) == Paging(hidden: true, status: "500 releases"))
    }

    func typeSearch(_ browser: WebDriver, _ text: String) throws {
        _ = try browser.run(
            "var s = document.getElementById('search'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));",
            [text])
    }
}
