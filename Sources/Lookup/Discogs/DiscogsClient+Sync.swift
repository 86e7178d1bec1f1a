import Foundation

/// The collection calls `cdscan sync` makes: the whole collection read a page at a time, the
/// user's fields, a folder made, an instance rated, moved, edited or removed.
///
/// Like every Discogs call they go through `send`, so the one `RateLimiter` counts them. A
/// POST or DELETE is repeated only when it certainly did not reach Discogs (a 429, a refused
/// connection): a failure after sending is thrown, and the caller reads before trying again.
extension DiscogsClient {
    /// The most instances Discogs lists on one page.
    package static let instancesPerPage = 100

    /// Every instance of `username`'s collection (folder 0 "All"), read 100 a page in the order
    /// added, following `pagination.urls.next` (by page number, so the token stays on this host).
    /// `page` is told each page's number and the number of pages.
    package func collectionCopies(username: String, page progress: (Int, Int) -> Void = { _, _ in })
        throws(LookupError) -> [CollectionCopy]
    {
        var copies: [CollectionCopy] = []
        var page = 1
        while true {
            let call = collectionCall(
                path: "/users/\(Self.pathComponent(username))/collection/folders/0/releases?page=\(page)"
                    + "&per_page=\(Self.instancesPerPage)",
                subject: "the collection of \(username)", username: username)
            let response = try send(call)
            guard response.status != 404 else { throw unexpected(response, for: call) }
            copies += try decode(ListResponse<DiscogsCollectionCopyRow>.self, from: response, for: call).values
            let pagination = try decode(DiscogsPagination.self, from: response, for: call)
            progress(page, pagination.pagination?.pages ?? page)
            guard pagination.hasNext else { return copies }
            page += 1
        }
    }

    /// Every instance of `releaseID` in `username`'s collection, with its rating and fields.
    package func copies(of releaseID: Int, username: String) throws(LookupError) -> [CollectionCopy] {
        let call = collectionCall(
            path: "/users/\(Self.pathComponent(username))/collection/releases/\(releaseID)?per_page=100",
            subject: "release \(releaseID) in the collection of \(username)", username: username)
        let response = try send(call)
        if response.status == 404 { return [] }
        return try decode(ListResponse<DiscogsCollectionCopyRow>.self, from: response, for: call).values
    }

    /// The user's collection fields, in Discogs' order.
    package func collectionFields(username: String) throws(LookupError) -> [CollectionField] {
        let call = collectionCall(
            path: "/users/\(Self.pathComponent(username))/collection/fields",
            subject: "the collection fields of \(username)", username: username)
        let response = try send(call)
        guard response.status != 404 else { throw unexpected(response, for: call) }
        return try decode(ListResponse<DiscogsFieldRow>.self, from: response, for: call).values
    }

    /// Makes a folder called `name` (Discogs answers 201 and the folder).
    package func createFolder(named name: String, username: String) throws(LookupError) -> CollectionFolder {
        var call = collectionCall(
            path: "/users/\(Self.pathComponent(username))/collection/folders",
            subject: "creating folder \"\(name)\" in the collection of \(username)", username: username)
        call.method = "POST"
        call.body = try? JSONSerialization.data(withJSONObject: ["name": name])
        let response = try send(call)
        guard response.status != 404 else { throw unexpected(response, for: call) }
        let folder = try decode(DiscogsFolderRow.self, from: response, for: call).value
        guard let folder else { throw unexpected(response, for: call) }
        return folder
    }

    /// Rates instance `instanceID` (0 clears the rating) and/or moves it to folder `moveTo`.
    package func editInstance(
        _ copy: CollectionCopy, rating: Int? = nil, moveTo: Int? = nil, username: String
    ) throws(LookupError) {
        var parameters: [String: Int] = [:]
        if let rating { parameters["rating"] = rating }
        if let moveTo { parameters["folder_id"] = moveTo }
        guard !parameters.isEmpty else { return }
        var call = instanceCall(copy, username: username, suffix: "", verb: "changing")
        call.method = "POST"
        call.body = try? JSONSerialization.data(withJSONObject: parameters, options: .sortedKeys)
        let response = try send(call)
        if response.status == 404 { throw unexpected(response, for: call) }
    }

    /// Writes `value` into field `fieldID` of an instance; `.refused` when Discogs answers 422
    /// (a value the dropdown does not offer).
    package func setField(_ fieldID: Int, to value: String, of copy: CollectionCopy, username: String)
        throws(LookupError) -> FieldWrite
    {
        var query = URLComponents()
        query.queryItems = [URLQueryItem(name: "value", value: value)]
        var call = instanceCall(
            copy, username: username,
            // "+" is a space in a query ("VG+" would arrive as "VG "): written as %2B.
            suffix: "/fields/\(fieldID)?"
                + (query.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B"),
            verb: "editing a field of")
        call.method = "POST"
        do throws(LookupError) {
            let response = try send(call)
            if response.status == 404 { throw unexpected(response, for: call) }
            return .written
        } catch {
            if case .unexpectedResponse(_, status: 422, _, _) = error { return .refused }
            throw error
        }
    }

    /// Removes an instance from the collection.
    package func deleteInstance(_ copy: CollectionCopy, username: String) throws(LookupError) {
        var call = instanceCall(copy, username: username, suffix: "", verb: "removing")
        call.method = "DELETE"
        let response = try send(call)
        if response.status == 404 { throw unexpected(response, for: call) }
    }

    private func instanceCall(_ copy: CollectionCopy, username: String, suffix: String, verb: String)
        -> DiscogsCall
    {
        collectionCall(
            path: "/users/\(Self.pathComponent(username))/collection/folders/\(copy.folderID)/releases/"
                + "\(copy.releaseID)/instances/\(copy.instanceID)" + suffix,
            subject: "\(verb) instance \(copy.instanceID) of release \(copy.releaseID)", username: username)
    }
}
