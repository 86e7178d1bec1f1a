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

    @Test func theIndexPageHasOneScriptElementOfCodeAndOneOfData() {
        let catalog = GalleryCatalog(releases: [GallerySamples.hostile], unresolved: GallerySamples.unresolved)
        let page = IndexPage.render(catalog, covers: [:])
        #expect(page.components(separatedBy: "<script").count == 3)
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(page.contains("12&lt;34&gt;"))
    }
}
