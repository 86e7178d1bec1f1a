import Foundation

/// A word or phrase a person files a copy under ("jazz", "to sell"): trimmed, at most
/// ``maximumLength`` characters, without control characters or ";" (which separates tags in
/// a CSV cell). Two tags are the same whatever their case; the first spelling stays.
package enum CopyTag {
    /// The longest tag kept.
    package static let maximumLength = 64
    /// The separator between tags in a CSV cell (the one of every list in a cell).
    package static let separator = ";"

    /// The tag `text` names, trimmed; throws ``CopyFieldError/tag(_:)``.
    package static func parse(_ text: String) throws(CopyFieldError) -> String {
        let tag = text.trimmingCharacters(in: .whitespaces)
        guard !tag.isEmpty, tag.count <= maximumLength, !tag.contains(separator),
            !tag.unicodeScalars.contains(where: CopyFieldError.isControl)
        else { throw .tag(text) }
        return tag
    }

    /// Whether `tags` holds `tag`, whatever the case.
    package static func contains(_ tags: [String], _ tag: String) -> Bool {
        tags.contains { $0.lowercased() == tag.lowercased() }
    }

    /// `tags` with `added` (those not there yet, in order) and without `removed`.
    package static func applying(added: [String], removed: [String], to tags: [String]) -> [String] {
        var result = tags.filter { !contains(removed, $0) }
        for tag in added where !contains(result, tag) { result.append(tag) }
        return result
    }
}
