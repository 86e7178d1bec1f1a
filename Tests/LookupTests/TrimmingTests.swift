import Foundation
import Testing

@testable import Lookup

/// The mapping's `trimming` gives what Foundation's `trimmingCharacters` gives, and a name
/// with nothing to clean comes out of `cleanArtist` trimmed, as through its full loop.
@Suite struct TrimmingTests {
    static let samples = [
        "", " ", "\t", "Björk", " Björk ", "\tTab\t", "\u{A0}No-break\u{A0}", "\u{3000}Ideographic",
        "Line\n", "\nLine", "\u{2028}Separator\u{2029}", "\u{85}Next line", "e\u{301}", " e\u{301} ", "😀 ", "a  b",
        "\u{200B}zero width", "\r\n",
    ]

    @Test(arguments: samples) func sameAsFoundation(text: String) {
        #expect(text.trimming(.whitespaces) == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimming(.whitespacesAndNewlines) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        let inner = text.dropFirst()
        #expect(inner.trimming(.whitespaces) == inner.trimmingCharacters(in: .whitespaces))
    }

    /// The ASCII shortcut and the set agree on every scalar of the Basic Multilingual Plane.
    @Test func blanksAreFoundationsSets() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(Blanks.whitespaces.contains(scalar) == CharacterSet.whitespaces.contains(scalar), "\(value)")
            #expect(
                Blanks.whitespacesAndNewlines.contains(scalar) == CharacterSet.whitespacesAndNewlines.contains(scalar),
                "\(value)")
        }
    }

    @Test(arguments: [
        (" Björk ", "Björk"), ("\tThe Band\t", "The Band"), ("Sigur Rós", "Sigur Rós"), ("(Band)", "(Band)"),
        ("Band(2)", "Band(2)"), (" Nirvana (2) ", "Nirvana"), ("Kraftwerk* ", "Kraftwerk"),
    ])
    func cleanArtistTrimsNamesWithNothingToClean(name: String, cleaned: String) {
        #expect(DiscogsNames.cleanArtist(name) == cleaned)
    }
}
