/// Counts in words with the right plural: "1 barcode", "2 barcodes", "1 copy", "3 copies".
package enum Plural {
    /// "1 request", "0 requests", "2 copies".
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(number == 1 ? noun : plural(noun))"
    }

    /// "A", "A or B", "A, B or C": names of which any one will do, as English lists them.
    package static func alternatives(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The plural of the English nouns cdscan counts.
    static func plural(_ noun: String) -> String {
        if noun.hasSuffix("y"), let last = noun.dropLast().last, !"aeiou".contains(last) {
            return noun.dropLast() + "ies"
        }
        if noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") || noun.hasSuffix("sh") {
            return noun + "es"
        }
        return noun + "s"
    }
}
