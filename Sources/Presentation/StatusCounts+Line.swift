import Catalog

/// `11 items: 6 found · 1 not found · 2 ambiguous · 2 invalid`: parts that are zero are left
/// out (except `found`), and every noun has its right plural.
extension StatusCounts {
    /// The order the parts are shown in, and their words.
    private static let parts: [(ItemStatus, @Sendable (Int) -> String)] = [
        (.found, { "\($0) found" }),
        (.notFound, { "\($0) not found" }),
        (.ambiguous, { "\($0) ambiguous" }),
        (.pending, { "\($0) pending" }),
        (.error, { "\(Plural.count($0, "error"))" }),
        (.invalid, { "\($0) invalid" }),
        (.unidentified, { "\($0) without a barcode" }),
    ]

    /// "11 items: 6 found · 1 not found · 2 ambiguous · 2 invalid"; `noun` names what is counted.
    package func line(noun: String = "item") -> String {
        let shown = Self.parts.compactMap { status, words in
            self[status] > 0 || status == .found ? words(self[status]) : nil
        }
        return "\(Plural.count(total, noun)): " + shown.joined(separator: " · ")
    }
}
