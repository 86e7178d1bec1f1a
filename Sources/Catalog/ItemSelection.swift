import SQLite

/// Which items a listing, a removal or a refresh applies to.
package enum ItemSelection: Sendable, Equatable {
    /// Every item.
    case all
    /// The items with these numbers (`CatalogItem.id`).
    case ids([Int64])
    /// The items numbered from the first to the last, those that exist (`items edit 12-40`).
    case range(ClosedRange<Int64>)
    /// The items in any of these statuses.
    case statuses(Set<ItemStatus>)
    /// The copies of one barcode.
    case barcode(String)

    /// The SQL condition and its values.
    var condition: (String, [DatabaseValue]) {
        switch self {
        case .all:
            return ("1", [])
        case .ids(let ids):
            return ("id IN (\(ids.map { _ in "?" }.joined(separator: ", ")))", ids.map { .integer($0) })
        case .range(let range):
            return ("id BETWEEN ? AND ?", [.integer(range.lowerBound), .integer(range.upperBound)])
        case .statuses(let statuses):
            let sorted = statuses.map(\.rawValue).sorted()
            return ("status IN (\(sorted.map { _ in "?" }.joined(separator: ", ")))", sorted.map { .text($0) })
        case .barcode(let ean13):
            return ("kind = 'barcode' AND code = ?", [.text(ean13)])
        }
    }
}
