import Foundation

/// The token owner's Discogs collection: who they are, their folders, and adding releases.
///
/// These calls go through the same request loop as `lookup`, so the same
/// `RateLimiter` counts them. A 401 is `.tokenRefused`; a JSON 403 from the
/// collection is `.collectionForbidden` (a token of another user, or one
/// without access to the collection).
extension DiscogsClient {
    /// The username the token belongs to (`GET /oauth/identity`); asked once per client, then remembered.
    package func identity() throws(LookupError) -> String {
        if let knownUsername { return knownUsername }
        let call = DiscogsCall(path: "/oauth/identity", subject: "the token's user")
        let response = try send(call)
        guard response.status != 404 else { throw unexpected(response, for: call) }
        let username = try decode(DiscogsIdentityResponse.self, from: response, for: call).username
        knownUsername = username
        return username
    }

    /// The user's collection folders as Discogs lists them, 0 "All" and 1 "Uncategorized" included.
    package func folders(username: String) throws(LookupError) -> [CollectionFolder] {
        let call = collectionCall(
            path: "/users/\(Self.pathComponent(username))/collection/folders",
            subject: "the collection folders of \(username)", username: username)
        let response = try send(call)
        guard response.status != 404 else { throw unexpected(response, for: call) }
        return try decode(ListResponse<DiscogsFolderRow>.self, from: response, for: call).values
    }

    /// The folder a person named for adding releases (see `CollectionFolder.resolve`): nil for
    /// 1 "Uncategorized", a folder id, or a name in any case; never 0 "All".
    func resolveFolder(_ nameOrID: String?, username: String) throws(LookupError) -> CollectionFolder {
        try CollectionFolder.resolve(nameOrID, in: folders(username: username))
    }

    /// The copies of release `releaseID` in the user's collection, in any folder; empty when there are none.
    func collectionInstances(username: String, releaseID: String) throws(LookupError)
        -> [CollectionInstance]
    {
        let number = try Self.releaseNumber(releaseID)
        let call = collectionCall(
            path: "/users/\(Self.pathComponent(username))/collection/releases/\(number)?per_page=100",
            subject: "release \(number) in the collection of \(username)", username: username)
        let response = try send(call)
        // Discogs answers 404 for a release it does not know, which no collection can hold.
        if response.status == 404 { return [] }
        return try decode(ListResponse<DiscogsInstanceRow>.self, from: response, for: call).values
    }

    /// Adds one copy of release `releaseID` to folder `folderID` and returns the new instance id.
    ///
    /// Discogs adds a release that is already there once more; `addIfMissing` checks first.
    /// The request is repeated only after a 429 or a refused connection, never after a
    /// failure that may have reached Discogs, so one call adds at most one copy.
    package func addToCollection(releaseID: String, folderID: Int, username: String) throws(LookupError) -> Int {
        let number = try Self.releaseNumber(releaseID)
        if folderID == CollectionFolder.allID { throw .allFolderChosen(available: []) }
        guard folderID > 0 else { throw .folderNotFound(name: String(folderID), available: []) }
        var call = collectionCall(
            path: "/users/\(Self.pathComponent(username))/collection/folders/\(folderID)/releases/\(number)",
            subject: "adding release \(number) to the collection of \(username)", username: username)
        call.method = "POST"
        let response = try send(call)
        if response.status == 404 {
            // One status for two mistakes; Discogs' message tells which.
            let message = String(decoding: response.body.prefix(512), as: UTF8.self).lowercased()
            if message.contains("folder") { throw .folderNotFound(name: String(folderID), available: []) }
            throw .releaseNotFound(service: Self.service, id: String(number))
        }
        return try decode(DiscogsAddResponse.self, from: response, for: call).instanceID
    }

    /// Adds release `releaseID` to `folder` unless a copy is anywhere in the collection already.
    ///
    /// - Parameter username: the collection's owner; nil for the token's own user (`identity()`).
    /// - Returns: `.added` with the folder (its count now including the copy) and the new
    ///   instance id, or `.alreadyThere` with the folders that hold it, in which case nothing was sent.
    package func addIfMissing(releaseID: String, folder: CollectionFolder, username: String? = nil)
        throws(LookupError) -> CollectionAddResult
    {
        if folder.id == CollectionFolder.allID { throw .allFolderChosen(available: []) }
        let user: String
        if let username { user = username } else { user = try identity() }
        let existing = try collectionInstances(username: user, releaseID: releaseID)
        guard existing.isEmpty else {
            var seen = Set<Int>()
            let folderIDs = existing.map(\.folderID).filter { seen.insert($0).inserted }
            let known = try folders(username: user)
            return .alreadyThere(
                folderIDs.map { id in known.first { $0.id == id } ?? CollectionFolder(id: id, name: "folder \(id)") })
        }
        let instanceID = try addToCollection(releaseID: releaseID, folderID: folder.id, username: user)
        var updated = folder
        updated.count += 1
        return .added(folder: updated, instanceID: instanceID)
    }

    /// A call on `username`'s collection, where a JSON 403 means the token may not use it.
    func collectionCall(path: String, subject: String, username: String) -> DiscogsCall {
        DiscogsCall(
            path: path, subject: subject,
            forbidden: .collectionForbidden(service: Self.service, username: username))
    }

    func unexpected(_ response: HTTPResponse, for call: DiscogsCall) -> LookupError {
        .unexpectedResponse(
            service: Self.service, status: response.status, mediaType: response.mediaType, subject: call.subject)
    }

    /// `text` as one path segment: all but letters, digits and "-._~" percent-encoded ("a b/c" → "a%20b%2Fc").
    static func pathComponent(_ text: String) -> String {
        // "." and ".." are encoded too, or they would move up the path instead of naming a user.
        let allowed = CharacterSet(
            charactersIn: text.allSatisfy { $0 == "." } ? "" : "-._~" + asciiLetters + "0123456789")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    private static let asciiLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
}
