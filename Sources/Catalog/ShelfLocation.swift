import Foundation

/// Where a copy is kept: levels from the widest to the narrowest, separated by "/"
/// ("Living room/Shelf A/3").
///
/// Spaces around each level are dropped; an empty level, a control character or more than
/// ``maximumLength`` characters is refused. A place contains itself and every place below it,
/// level by level: "Shelf A" holds "Shelf A/3" but not "Shelf AB". Places are compared by
/// canonical equivalence ("Café" with a precomposed "é" or with "e" and a combining accent is
/// one place) and kept in NFC; ``contains(_:)`` is the one rule `items list --location` and
/// `audit` (here, misplaced and missing alike) use.
package struct ShelfLocation: Sendable, Hashable, CustomStringConvertible {
    /// The separator between levels.
    package static let separator: Character = "/"
    /// The longest location kept, so that a table stays readable.
    package static let maximumLength = 200

    /// The levels, each non-empty, trimmed and in Unicode's NFC.
    package let levels: [String]

    /// The location as stored and shown: its levels joined by "/".
    package var description: String { levels.joined(separator: String(Self.separator)) }

    /// The location `text` names; throws ``CopyFieldError/location(_:)``.
    package init(parsing text: String) throws(CopyFieldError) {
        let levels = text.split(separator: Self.separator, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard text.count <= Self.maximumLength, !levels.contains(where: \.isEmpty),
            !text.unicodeScalars.contains(where: CopyFieldError.isControl)
        else { throw .location(text) }
        // NFC, so that a place is written one way whatever the keyboard sent.
        self.levels = levels.map(\.precomposedStringWithCanonicalMapping)
    }

    /// A location as stored (already checked when it was written); nil for an empty text.
    package init?(stored text: String) {
        guard let location = try? ShelfLocation(parsing: text) else { return nil }
        self = location
    }

    /// Whether `other` is this place or a place within it (whole levels, case as typed,
    /// canonically equivalent text the same: a place stored before it was kept in NFC too).
    package func contains(_ other: ShelfLocation) -> Bool {
        other.levels.count >= levels.count && Array(other.levels.prefix(levels.count)) == levels
    }
}
