/// A row of `GET /users/{username}/collection/folders/{folder_id}/releases`.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-collection-items-by-folder
struct DiscogsCollectionCopyRow: LenientDecodable, MappedListRow {
    static let listKey = "releases"

    struct Note: LenientDecodable {
        @Lenient var fieldID: Int?
        @Lenient var value: String?

        enum CodingKeys: String, CodingKey {
            case fieldID = "field_id"
            case value
        }
    }

    @Lenient var id: Int?
    @Lenient var instanceID: Int?
    @Lenient var folderID: Int?
    @Lenient var rating: Int?
    @Lenient var notes: [Note]
    @Lenient var basicInformation: DiscogsReleaseResponse?

    enum CodingKeys: String, CodingKey {
        case id, rating, notes
        case instanceID = "instance_id"
        case folderID = "folder_id"
        case basicInformation = "basic_information"
    }

    /// The copy; nil without a release or instance id.
    var value: CollectionCopy? {
        guard let id, let instanceID else { return nil }
        var fields: [Int: String] = [:]
        for note in notes {
            if let fieldID = note.fieldID, let value = note.value { fields[fieldID] = value }
        }
        return CollectionCopy(
            releaseID: id, instanceID: instanceID, folderID: folderID ?? CollectionFolder.uncategorizedID,
            rating: max(0, min(5, rating ?? 0)), fields: fields,
            album: basicInformation.map { $0.details(id: id).album })
    }
}

/// The `pagination` of a paged listing: whether `urls` names a next page.
struct DiscogsPagination: LenientDecodable {
    struct Links: LenientDecodable {
        @Lenient var next: String?
    }

    struct Page: LenientDecodable {
        @Lenient var pages: Int?
        @Lenient var urls: Links?
    }

    @Lenient var pagination: Page?

    /// Whether another page follows: `urls.next` is there.
    var hasNext: Bool { pagination?.urls?.next?.isEmpty == false }
}

/// A field of `GET /users/{username}/collection/fields`.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-list-custom-fields
struct DiscogsFieldRow: LenientDecodable, MappedListRow {
    static let listKey = "fields"

    @Lenient var id: Int?
    @Lenient var name: String?
    @Lenient var type: String?
    @Lenient var options: [String]

    var value: CollectionField? {
        guard let id, let name else { return nil }
        return CollectionField(id: id, name: name, options: type == "dropdown" ? options : nil)
    }
}
