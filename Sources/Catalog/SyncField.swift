/// A field of a copy `cdscan sync` keeps the same in the catalogue and the Discogs collection.
package enum SyncField: String, Sendable, CaseIterable, Codable {
    case folder
    case rating
    case media = "media_condition"
    case sleeve = "sleeve_condition"
    case notes
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

    /// A copy's values: folder, rating (1 to 5, none for 0), grades and notes.
    package init(folder: String?, rating: Int?, media: String?, sleeve: String?, notes: String?) {
        var values: [SyncField: String] = [:]
        values[.folder] = folder ?? Self.defaultFolder
        if let rating, rating > 0 { values[.rating] = String(rating) }
        values[.media] = media
        values[.sleeve] = sleeve
        values[.notes] = notes
        self.init(values)
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
