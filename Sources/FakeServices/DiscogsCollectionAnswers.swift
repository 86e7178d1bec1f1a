extension DiscogsEmulator {
    /// The answer to `/oauth/identity` and the collection routes, after the token and rate-limit checks.
    ///
    /// Another user's collection gets 403, as Discogs answers a token that does not own it.
    func collectionAnswer(_ route: DiscogsRoute, state: inout State) -> FakeResponse {
        if let owner = route.collectionOwner, !state.collection.isOwner(owner) {
            return DiscogsPages.noPermission
        }
        switch route {
        case .identity:
            let document: JSONValue = [
                "id": 880_901, "username": .string(state.collection.username),
                "resource_url": .string("\(state.baseURL)/users/\(state.collection.username)"),
                "consumer_name": "cdscan tests",
            ]
            return .json(document.encodedText)
        case .folders:
            return .json(state.collection.foldersDocument(baseURL: state.baseURL).encodedText)
        case .collectionRelease(_, let releaseID):
            guard Self.knows(releaseID, in: state.catalog) else { return DiscogsPages.releaseNotFound }
            return .json(state.collection.releasesDocument(releaseID: releaseID, catalog: state.catalog).encodedText)
        case .addToFolder(_, let folderID, let releaseID):
            guard Self.knows(releaseID, in: state.catalog) else { return DiscogsPages.releaseNotFound }
            guard folderID != 0, let instanceID = state.collection.add(releaseID: releaseID, folderID: folderID)
            else { return DiscogsPages.folderNotFound }
            let document = state.collection.addedDocument(
                instanceID: instanceID, releaseID: releaseID, folderID: folderID, baseURL: state.baseURL)
            return .json(document.encodedText, status: 201)
        case .collectionValue:
            return marketplaceAnswer(route, state: &state)
        default:
            return DiscogsPages.notFound
        }
    }

    /// Whether the catalogue has the release, as a detail or as a search row.
    static func knows(_ releaseID: Int, in catalog: DiscogsCatalog) -> Bool {
        catalog.release(id: releaseID) != nil
            || catalog.rows.contains { row in
                row["id"]?.intValue == releaseID && (row["type"]?.stringValue ?? "release") == "release"
            }
    }
}

extension DiscogsPages {
    static let noPermission = message("You don't have permission to access this resource.", status: 403)
    static let folderNotFound = message("Folder not found.", status: 404)
}
