import Album
import Foundation
import Testing

@testable import Gallery

@Suite struct HTMLEscapingTests {
    @Test func textEscapesMarkupButKeepsQuotesAndRightToLeftMarks() {
        #expect(HTML.text("<b>\"Tom\" & 'Jerry'</b>\u{200F}") == "&lt;b&gt;\"Tom\" &amp; 'Jerry'&lt;/b&gt;\u{200F}")
    }

    @Test func attributeEscapesBothQuotes() {
        #expect(HTML.attribute("a\"b'c<d>&") == "a&quot;b&#39;c&lt;d&gt;&amp;")
    }

    @Test func controlCharactersBecomeReplacementCharacters() {
        #expect(HTML.text("a\u{0}b\u{1B}c\u{85}d\nе") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\nе")
    }

    @Test func scriptJSONCannotEndTheScriptElementAndParsesBackTheSame() throws {
        let title = "</script><!-- <script> & \u{2028}\u{2029}"
        let json = String(decoding: try JSONEncoder().encode([title]), as: UTF8.self)
        let embedded = HTML.scriptJSON(json)
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!embedded.contains(forbidden)) }
        #expect(try JSONDecoder().decode([String].self, from: Data(embedded.utf8)) == [title])
    }

    @Test(arguments: ["javascript:alert(1)", "data:text/html,x", "//evil.example/x", "release/1", ""])
    func linksOtherThanHTTPAreDropped(url: String) {
        #expect(HTML.safeLink(url) == nil)
    }

    @Test func httpsLinksAreKept() {
        #expect(HTML.safeLink("https://www.discogs.com/release/1") == "https://www.discogs.com/release/1")
    }

    @Test func aHostileReleasePageHasNoMarkupFromTheData() {
        let page = ReleasePage.render(GallerySamples.hostile, cover: nil)
        #expect(!page.contains("<script"))
        #expect(!page.contains("<img src=x"))
        #expect(!page.contains("<b>Label"))
        #expect(!page.contains("<i>markup"))
        #expect(!page.contains("javascript:"))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("dir=\"auto\""))
    }

    @Test func aReleasePageShowsTracklistIdentifiersNotesCopiesAndTheLinkToItsDatabase() {
        var release = GallerySamples.releases(1)[0]
        release.tracks = [
            GalleryTrack(position: "", title: "Disc 1", isHeading: true),
            GalleryTrack(position: "1", title: "Opening", duration: "3:12", artist: "Guest"),
            GalleryTrack(position: "1.a", title: "Part One", depth: 1),
        ]
        release.identifiers = [
            ReleaseDetails.Identifier(type: "Matrix / Runout", value: "ABC-1", description: "Side A")
        ]
        release.releaseNotes = "Recorded live."
        release.copies.append(GalleryCopy(barcode: nil, source: "camera", addedAt: GallerySamples.start, notes: "gift"))
        let page = ReleasePage.render(release, cover: "covers/x.jpg")
        #expect(page.contains("<th colspan=\"3\" scope=\"rowgroup\">Disc 1</th>"))
        #expect(page.contains("Opening</span> – <span dir=\"auto\">Guest</span></td><td>3:12</td>"))
        #expect(page.contains("<tr class=\"sub\"><td>1.a</td>"))
        #expect(page.contains("<h2>Identifiers</h2>") && page.contains("Matrix / Runout") && page.contains("Side A"))
        #expect(page.contains("Recorded live."))
        #expect(page.contains("<h2>Copies (3)</h2>") && page.contains("no barcode") && page.contains("gift"))
        #expect(page.contains("<a href=\"https://www.discogs.com/release/1000\""))
        #expect(page.contains("This release on Discogs"))
        #expect(page.contains("src=\"../covers/x.jpg\""))
        let bare = ReleasePage.render(GallerySamples.releases(1)[0], cover: nil)
        #expect(!bare.contains("Tracklist") && !bare.contains("Identifiers") && !bare.contains("<h2>Notes"))
    }

    @Test func theIndexPageHasOneScriptElementOfCodeAndOneOfData() {
        let catalog = GalleryCatalog(releases: [GallerySamples.hostile], unresolved: GallerySamples.unresolved)
        let page = IndexPage.render(catalog, covers: [:])
        #expect(page.components(separatedBy: "<script").count == 3)
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(page.contains("12&lt;34&gt;"))
    }

    /// The grid's data writes each card's keys in one order (sorted), so that an export of the
    /// same catalogue writes the same `index.html` and leaves the one in place: JSONEncoder's
    /// own order changes from process to process.
    @Test func theIndexPagesDataHasItsKeysSorted() throws {
        let page = IndexPage.render(GalleryCatalog(releases: GallerySamples.releases(2)), covers: [:])
        let start = try #require(page.range(of: "id=\"gallery-data\">")).upperBound
        let data = page[start...].prefix { $0 != "}" }
        let keys = data.matches(of: /"([a-z])":/).map { String($0.output.1) }
        #expect(keys.count >= 10)
        #expect(keys == keys.sorted())
    }
}
