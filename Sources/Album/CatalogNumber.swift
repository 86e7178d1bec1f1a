/// A label's catalogue number as printed on a spine or disc ("CDWIK2 312", "CDP 7 46441 2").
///
/// Two spellings are the same number when they differ only in case, spaces,
/// dashes and dots: "cdwik2-312" is "CDWIK2 312". The databases write them
/// every which way, and so do the people typing them.
package struct CatalogNumber: Sendable, Hashable, CustomStringConvertible {
    /// As typed, with runs of spaces made one: the form sent to the databases.
    package let text: String
    /// Upper case without spaces, dashes and dots: the form compared.
    package let key: String

    /// The longest catalogue number accepted; anything longer is not one.
    package static let maximumLength = 40

    /// Nil when `text` is empty after trimming, too long, or holds a character no catalogue number has
    /// (letters, digits, spaces, and `- . / _ ( ) # + &` are allowed).
    package init?(_ text: String) {
        let words = text.split(whereSeparator: \.isWhitespace)
        let spaced = words.joined(separator: " ")
        let key = Self.key(of: spaced)
        let allowed: Set<Character> = ["-", ".", "/", "_", "(", ")", "#", "+", "&", " "]
        guard !key.isEmpty, spaced.count <= Self.maximumLength,
            spaced.allSatisfy({ $0.isLetter || $0.isNumber || allowed.contains($0) })
        else { return nil }
        self.text = spaced
        self.key = key
    }

    /// A typed argument that is not a barcode but reads as a catalogue number: it has a letter and a digit
    /// ("CDWIK2 312", "DGCD-24425"). Digits alone are a mistyped barcode; letters alone are a word.
    package init?(typed text: String) {
        guard text.contains(where: \.isLetter), text.contains(where: \.isNumber) else { return nil }
        self.init(text)
    }

    /// Whether `other`, as a database wrote it, is this catalogue number.
    package func matches(_ other: String) -> Bool {
        Self.key(of: other) == key
    }

    package var description: String { text }

    /// `text` in upper case without spaces, dashes and dots: the form compared, and the one the
    /// dump index keeps each release's catalogue numbers in.
    package static func key(of text: String) -> String {
        String(text.uppercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "." && $0 != "‐" })
    }
}
