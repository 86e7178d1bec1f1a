import Album
import Basics
import Catalog
import Foundation

/// One copy in `cdscan value`'s report: which item, what it is, and its value (the rule's).
package struct ValuedCopy: Sendable {
    package var item: Int64
    /// The Discogs release; nil when the copy is not one.
    package var releaseID: Int?
    /// "Artist – Title", or the code when the copy has no release.
    package var name: String
    /// The first word of the release's format ("CD"), "Unknown" without one.
    package var format: String
    package var year: Int?
    package let value: CopyValue
    /// The value's amount as an exact decimal, read once; nil without a value.
    let amount: Decimal?

    package init(item: Int64, releaseID: Int?, name: String, format: String, year: Int?, value: CopyValue) {
        self.item = item
        self.releaseID = releaseID
        self.name = name
        self.format = format
        self.year = year
        self.value = value
        amount = value.price?.decimal
    }

    /// The copy's `--json` object.
    var json: ValuedCopyJSON {
        ValuedCopyJSON(
            item: item, releaseID: releaseID, value: amount, currency: value.price?.currency,
            basis: value.basis.rawValue, grade: value.basis == .suggestion ? value.grade?.fullName : nil,
            gradeAssumed: value.basis == .suggestion && value.gradeAssumed, reason: value.reason?.rawValue,
            valuedAt: value.fetchedAt.map(Timestamp.string))
    }
}

/// A copy as `cdscan value --json` writes it; `value` is a JSON number with every decimal kept.
struct ValuedCopyJSON: Encodable {
    var item: Int64
    var releaseID: Int?
    var value: Decimal?
    var currency: String?
    var basis: String
    var grade: String?
    var gradeAssumed: Bool
    var reason: String?
    var valuedAt: String?

    enum CodingKeys: String, CodingKey {
        case item, value, currency, basis, grade, reason
        case releaseID = "release_id"
        case gradeAssumed = "grade_assumed"
        case valuedAt = "valued_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item, forKey: .item)
        try container.encode(releaseID, forKey: .releaseID)
        try container.encode(value, forKey: .value)
        try container.encode(currency, forKey: .currency)
        try container.encode(basis, forKey: .basis)
        try container.encode(grade, forKey: .grade)
        try container.encode(gradeAssumed, forKey: .gradeAssumed)
        try container.encode(reason, forKey: .reason)
        try container.encode(valuedAt, forKey: .valuedAt)
    }
}
