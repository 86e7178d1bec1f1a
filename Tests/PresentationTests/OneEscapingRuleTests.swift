import Album
import Terminal
import TestSupport
import Testing

@testable import Presentation

/// One rule escapes what came from outside, in cards and in every message (issue 27, point 5):
/// before, cards escaped controls alone, messages every format character too, and a
/// warning or error that forgot to call either printed the text raw.
@Suite struct OneEscapingRuleTests {
    static let hostile = "Evil\u{1B}]52;c;cm0gLXJmIH4=\u{7} \u{9B}31m\u{202E}dlrow\u{2028}\u{200B}x\u{7F}"
    static let shown = "Evil\\u{1B}]52;c;cm0gLXJmIH4=\\u{7} \\u{9B}31m\\u{202E}dlrow\\u{2028}\\u{200B}x\\u{7F}"
    /// Marks and joiners that real names hold.
    static let hebrew = "\u{200F}שלום\u{200E} 👩\u{200D}👩\u{200D}👧 می\u{200C}خواهم"

    @Test func theRuleEscapesControlsSeparatorsAndHiddenFormatCharactersButNotMarksOrJoiners() {
        #expect(Displayable.escaped(Self.hostile) == Self.shown)
        #expect(Displayable.escaped(Self.hebrew) == Self.hebrew)
        #expect(Displayable.escaped(Self.shown) == Self.shown, "escaping twice changes nothing")
    }

    @Test func everyMessageWarningAndErrorIsEscapedWhateverItsAuthorDid() {
        let captured = CapturedConsole()
        captured.console.message("cover not downloaded: \(Self.hostile)")
        captured.console.warning("cover not downloaded: \(Self.hostile)")
        captured.console.error("HTTP 500 of type text/\(Self.hostile)\nsecond line \(Self.hebrew)")
        #expect(
            captured.err == """
                cdscan: cover not downloaded: \(Self.shown)
                cdscan: warning: cover not downloaded: \(Self.shown)
                cdscan: error: HTTP 500 of type text/\(Self.shown)
                second line \(Self.hebrew)

                """)
    }

    @Test func theCardShowsTheSameTextAsAMessage() {
        let album = Album(artist: Self.hostile, title: Self.hebrew, releaseID: "1", url: "", source: .discogs)
        let card = AlbumCard.render(album, alternatives: [], color: false)
        #expect(card.hasPrefix("\(Self.shown) - \(Self.hebrew)"))
    }
}
