/// `GET /oauth/identity`: who the token belongs to.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-identity,header:user-identity-identity
struct DiscogsIdentityResponse: Decodable {
    let username: String

    enum CodingKeys: String, CodingKey { case username }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Without a username there is nothing to address the collection by.
        guard let username = container.lenientString(.username), !username.isEmpty else {
            throw DecodingError.keyNotFound(
                CodingKeys.username, .init(codingPath: [], debugDescription: "no username"))
        }
        self.username = username
    }
}

/// A folder of `GET /users/{username}/collection/folders`.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-collection
struct DiscogsFolderRow: LenientDecodable, MappedListRow {
    static let listKey = "folders"

    @Lenient var id: Int?
    @Lenient var name: String?
    @Lenient var count: Int?

    /// The folder; nil without an id.
    var value: CollectionFolder? {
        id.map { CollectionFolder(id: $0, name: name ?? "folder \($0)", count: max(0, count ?? 0)) }
    }
}

/// A copy of one release in `GET /users/{username}/collection/releases/{release_id}`.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-collection-items-by-release
struct DiscogsInstanceRow: LenientDecodable, MappedListRow {
    static let listKey = "releases"

    @Lenient var instanceID: Int?
    @Lenient var folderID: Int?
    @Lenient var dateAdded: String?

    enum CodingKeys: String, CodingKey {
        case instanceID = "instance_id"
        case folderID = "folder_id"
        case dateAdded = "date_added"
    }

    /// The copy; nil without an instance id. A copy without a folder is in Uncategorized.
    var value: CollectionInstance? {
        instanceID.map {
            CollectionInstance(
                instanceID: $0, folderID: folderID ?? CollectionFolder.uncategorizedID, dateAdded: dateAdded)
        }
    }
}

/// `POST /users/{username}/collection/folders/{folder_id}/releases/{release_id}`: 201 and the new copy.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-add-to-collection-folder
struct DiscogsAddResponse: Decodable {
    let instanceID: Int

    enum CodingKeys: String, CodingKey { case instanceID = "instance_id" }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let instanceID = container.lenientInt(.instanceID) else {
            throw DecodingError.keyNotFound(
                CodingKeys.instanceID, .init(codingPath: [], debugDescription: "no instance_id"))
        }
        self.instanceID = instanceID
    }
}
