import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in:)` with Foundation's set of that name, without its cost when
    /// there is nothing to trim.
    ///
    /// Foundation trims through an `NSString` copy, which cost half of mapping a release
    /// from the dump index (perf); the names and titles it is called on rarely start or end
    /// with white space, and for those the answer is the text itself.
    func trimming(_ blanks: Blanks) -> String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
        guard blanks.contains(first) || blanks.contains(last) else { return String(self) }
        return trimmingCharacters(in: blanks.set)
    }
}

/// The white space `trimming` removes: Foundation's `CharacterSet` of the same name.
enum Blanks {
    case whitespaces, whitespacesAndNewlines

    // Made once: `CharacterSet.whitespaces` builds a set (and casts) at every use, which
    // showed under perf on the index's thread of a dump import.
    private static let whitespaceSet = CharacterSet.whitespaces
    private static let newlineSet = CharacterSet.whitespacesAndNewlines

    /// The set itself.
    var set: CharacterSet { self == .whitespaces ? Self.whitespaceSet : Self.newlineSet }

    /// Whether the set holds `scalar`; ASCII is answered without asking the set (in ASCII,
    /// `whitespaces` is tab and space, and `whitespacesAndNewlines` adds U+000A to U+000D).
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20: true
        case 0x0A...0x0D: self == .whitespacesAndNewlines
        case 0..<0x80: false
        default: set.contains(scalar)
        }
    }
}
