import Catalog
import Lookup

/// What `lookup -` at a terminal says when the typing ends: "4 codes: 2 found · 1 not found ·
/// 1 invalid", every code in exactly one part.
package struct TypedLookupSummary: Sendable {
    /// What one typed code came to.
    package enum Answer: Sendable, CaseIterable {
        case found, notFound, invalid, failed

        /// The answer a barcode's lookup result is.
        package init(_ outcome: LookupResult.Outcome) {
            switch outcome {
            case .found: self = .found
            case .notFound: self = .notFound
            case .invalid: self = .invalid
            case .failed: self = .failed
            }
        }

        var name: String {
            switch self {
            case .found: "found"
            case .notFound: "not found"
            case .invalid: "invalid"
            case .failed: "failed"
            }
        }
    }

    private var counts: [Answer: Int] = [:]

    package init() {}

    package mutating func count(_ answer: Answer) { counts[answer, default: 0] += 1 }

    /// "4 codes: 2 found · 1 not found · 1 invalid" (parts that are 0 left out, but found).
    package var line: String {
        let total = counts.values.reduce(0, +)
        let parts = Answer.allCases.compactMap { answer -> String? in
            let count = counts[answer] ?? 0
            return count > 0 || answer == .found ? "\(count) \(answer.name)" : nil
        }
        return "\(Plural.count(total, "code")): " + parts.joined(separator: " · ")
    }
}
