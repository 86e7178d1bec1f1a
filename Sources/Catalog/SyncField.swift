import Foundation

/// A field of a copy `cdscan sync` keeps the same in the catalogue and the Discogs collection.
package enum SyncField: String, Sendable, CaseIterable, Codable {
    case folder
    case rating
    case media = "media_condition"
    case sleeve = "sleeve_condition"
    case notes
    /// The copy's record (``CopyRecord``): synced only when the user has a Discogs field of its name.
    case location
    case paid
    case bought
    case tags

    /// The fields every sync keeps the same: Discogs' own and its three standard fields.
    package static let standard: [SyncField] = [.folder, .rating, .media, .sleeve, .notes]

    /// The separator of tags in a Discogs field's text ("jazz, to sell").
    package static let tagSeparator = ", "

    /// The text a Discogs field's `text` stands for in the catalogue's form, to compare and keep:
    /// a location's levels joined by "/", a price as "12.50 EUR", a date as YYYY-MM-DD, tags
    /// joined by ", " (each once); nil when it does not parse back ("cheap" for a price). An
    /// empty text is empty; the other fields take any text.
    package func canonical(_ text: String) -> String? {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return "" }
        switch self {
        case .folder, .rating, .media, .sleeve, .notes:
            return text
        case .location:
            return (try? ShelfLocation(parsing: text))?.description
        case .paid:
            return (try? Price(parsing: text.trimmingCharacters(in: .whitespaces)))?.description
        case .bought:
            return (try? PurchaseDate(parsing: text.trimmingCharacters(in: .whitespaces)))?.description
        case .tags:
            var tags: [String] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let trimmed = part.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                guard let tag = try? CopyTag.parse(trimmed) else { return nil }
                if !CopyTag.contains(tags, tag) { tags.append(tag) }
            }
            return tags.joined(separator: Self.tagSeparator)
        }
    }

    /// The tags a field's canonical text holds.
    package static func tags(in text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// The values of a copy's synced fields on one side (or as last synced), each nil when empty:
/// no rating (Discogs' 0), no grade, no notes. The folder is a name; a copy in no folder is in
/// "Uncategorized", as on Discogs.
package struct SyncValues: Sendable, Equatable {
    package var values: [SyncField: String]

    /// The folder Discogs puts a copy in when none is chosen.
    package static let defaultFolder = "Uncategorized"

    package init(_ values: [SyncField: String] = [:]) {
        self.values = values.filter { !$0.value.isEmpty }
    }

    /// A copy's values: folder, rating (1 to 5, none for 0), grades and notes, and its record
    /// (`record`, in the forms of ``SyncField/canonical(_:)``).
    package init(
        folder: String?, rating: Int?, media: String?, sleeve: String?, notes: String?,
        record: CopyRecord = CopyRecord()
    ) {
        var values: [SyncField: String] = [:]
        values[.folder] = folder ?? Self.defaultFolder
        if let rating, rating > 0 { values[.rating] = String(rating) }
        values[.media] = media
        values[.sleeve] = sleeve
        values[.notes] = notes
        values[.location] = record.location?.description
        values[.paid] = record.paid?.description
        values[.bought] = record.bought?.description
        values[.tags] = record.tags.joined(separator: SyncField.tagSeparator)
        self.init(values)
    }

    /// Only the values of `fields`.
    package func only(_ fields: [SyncField]) -> SyncValues {
        SyncValues(values.filter { fields.contains($0.key) })
    }

    package subscript(field: SyncField) -> String? {
        get { values[field] }
        set { values[field] = newValue?.isEmpty == false ? newValue : nil }
    }
}

/// A copy paired with a Discogs collection instance, and the fields as both sides last agreed
/// (``CatalogStore/discogsPairings()``).
package struct DiscogsPairing: Sendable, Equatable {
    /// The pairing's own number.
    package var id: Int64
    package var itemID: Int64
    /// Whether the copy is still in the catalogue (false after `items remove`).
    package var itemExists: Bool
    package var releaseID: Int
    /// nil while an add was begun and not confirmed.
    package var instanceID: Int?
    /// The fields as last synced; nil before the first sync of the pair finished.
    package var synced: SyncValues?

    package init(
        id: Int64, itemID: Int64, itemExists: Bool, releaseID: Int, instanceID: Int?, synced: SyncValues?
    ) {
        self.id = id
        self.itemID = itemID
        self.itemExists = itemExists
        self.releaseID = releaseID
        self.instanceID = instanceID
        self.synced = synced
    }
}
