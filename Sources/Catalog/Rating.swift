import Foundation

/// A copy's rating, 1 to 5 stars as Discogs has them; 0 means no rating.
package enum Rating {
    /// The stars a rating may have.
    package static let range = 1...5

    /// The rating `text` names: nil for 0 (clears it), 1 to 5; throws ``CopyFieldError/rating(_:)``.
    package static func parse(_ text: String) throws(CopyFieldError) -> Int? {
        guard let stars = Int(text.trimmingCharacters(in: .whitespaces)), stars == 0 || range.contains(stars) else {
            throw .rating(text)
        }
        return stars == 0 ? nil : stars
    }
}
