/// What a collector keeps about a copy beyond its notes and grading: where it is, what it
/// cost, when it was bought and its tags (``CopyCondition`` holds the rating and grades).
package struct CopyRecord: Sendable, Equatable {
    package var location: ShelfLocation?
    package var paid: Price?
    package var bought: PurchaseDate?
    /// In the order added, each once whatever its case.
    package var tags: [String]

    package init(
        location: ShelfLocation? = nil, paid: Price? = nil, bought: PurchaseDate? = nil, tags: [String] = []
    ) {
        self.location = location
        self.paid = paid
        self.bought = bought
        self.tags = tags
    }
}
