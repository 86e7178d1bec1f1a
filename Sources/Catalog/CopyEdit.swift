/// The changes `items edit` makes to every copy it names: each field nil when unchanged.
package struct CopyEdit: Sendable, Equatable {
    /// A field set to a value, or cleared.
    package enum Change<Value: Sendable & Equatable>: Sendable, Equatable {
        case set(Value)
        case clear

        /// The value, nil when cleared.
        var value: Value? {
            if case .set(let value) = self { return value }
            return nil
        }
    }

    package var media: Change<Grade>?
    package var sleeve: Change<Grade>?
    package var location: Change<ShelfLocation>?
    package var paid: Change<Price>?
    package var bought: Change<PurchaseDate>?
    package var rating: Change<Int>?
    package var notes: String?
    package var addedTags: [String] = []
    package var removedTags: [String] = []

    package init() {}

    /// Whether nothing would change.
    package var isEmpty: Bool { self == CopyEdit() }
}
