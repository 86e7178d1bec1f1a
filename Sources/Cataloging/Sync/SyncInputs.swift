import Album
import Catalog

/// What a sync is planned from: the copies here, the pairings kept, the instances there.
package struct SyncInputs: Sendable {
    /// A copy of the catalogue, with the Discogs release it is a copy of, or why it has none.
    package struct Copy: Sendable, Equatable {
        package var itemID: Int64
        /// nil when the copy is not of a Discogs release (see `exclusion`).
        package var releaseID: Int?
        /// Why the copy takes no part: its status ("not_found", "ambiguous", ...) or "musicbrainz".
        package var exclusion: String?
        package var values: SyncValues

        package init(itemID: Int64, releaseID: Int?, exclusion: String? = nil, values: SyncValues) {
            self.itemID = itemID
            self.releaseID = releaseID
            self.exclusion = releaseID == nil ? (exclusion ?? "no Discogs release") : nil
            self.values = values
        }

        /// The copy of `item`: a found copy of a Discogs release (looked up there or in the dump
        /// index) takes part; the others are excluded by their status or their release's service.
        package init(_ item: CatalogItem) {
            let values = SyncValues(
                folder: item.collection?.folder, rating: item.condition.rating, media: item.condition.media,
                sleeve: item.condition.sleeve, notes: item.notes, record: item.record)
            guard item.status == .found, let album = item.album else {
                self.init(itemID: item.id, releaseID: nil, exclusion: item.status.rawValue, values: values)
                return
            }
            guard album.source != .musicbrainz, let releaseID = Int(album.releaseID) else {
                self.init(itemID: item.id, releaseID: nil, exclusion: album.source.rawValue, values: values)
                return
            }
            self.init(itemID: item.id, releaseID: releaseID, values: values)
        }
    }

    /// An instance of the Discogs collection, its fields by name.
    package struct Instance: Sendable, Equatable {
        package var releaseID: Int
        package var instanceID: Int
        package var values: SyncValues
        /// The release as the listing describes it, for a new item.
        package var album: Album?
        /// The fields whose Discogs text does not parse back (``SyncField/canonical(_:)``), as
        /// Discogs has them: reported, and written on neither side.
        package var unreadable: [SyncField: String]

        package init(
            releaseID: Int, instanceID: Int, values: SyncValues, album: Album? = nil,
            unreadable: [SyncField: String] = [:]
        ) {
            self.releaseID = releaseID
            self.instanceID = instanceID
            self.values = values
            self.album = album
            self.unreadable = unreadable
        }
    }

    package var copies: [Copy]
    package var pairings: [DiscogsPairing]
    package var instances: [Instance]
    /// The fields taking part: ``SyncField/standard``, and those of the copy's record the user
    /// has a Discogs field for.
    package var fields: [SyncField]

    package init(
        copies: [Copy], pairings: [DiscogsPairing], instances: [Instance], fields: [SyncField] = SyncField.standard
    ) {
        self.copies = copies
        self.pairings = pairings
        self.instances = instances
        self.fields = SyncField.allCases.filter(fields.contains)
    }
}
