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

/// `GET /users/{username}/collection/folders`.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-collection
struct DiscogsFoldersResponse: Decodable {
    struct Folder: LenientDecodable {
        @Lenient var id: Int?
        @Lenient var name: String?
        @Lenient var count: Int?
    }

    let folders: [CollectionFolder]

    enum CodingKeys: String, CodingKey { case folders }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        folders = try container.requiredElements(.folders).compactMap { (folder: Folder) in
            guard let id = folder.id else { return nil }
            return CollectionFolder(id: id, name: folder.name ?? "folder \(id)", count: max(0, folder.count ?? 0))
        }
    }
}

/// `GET /users/{username}/collection/releases/{release_id}`: the copies of one release.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-collection-items-by-release
struct DiscogsCollectionReleasesResponse: Decodable {
    struct Instance: LenientDecodable {
        @Lenient var instanceID: Int?
        @Lenient var folderID: Int?
        @Lenient var dateAdded: String?

        enum CodingKeys: String, CodingKey {
            case instanceID = "instance_id"
            case folderID = "folder_id"
            case dateAdded = "date_added"
        }
    }

    let instances: [CollectionInstance]

    enum CodingKeys: String, CodingKey { case releases }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        instances = try container.requiredElements(.releases).compactMap { (instance: Instance) in
            guard let instanceID = instance.instanceID else { return nil }
            return CollectionInstance(
                instanceID: instanceID, folderID: instance.folderID ?? CollectionFolder.uncategorizedID,
                dateAdded: instance.dateAdded)
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
