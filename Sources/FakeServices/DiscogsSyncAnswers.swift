import Foundation

extension DiscogsEmulator {
    /// The answers to the collection endpoints `cdscan sync` uses, after the token and rate-limit
    /// checks, with the statuses Discogs documents: 201 for a new folder, 204 for an edit or a
    /// removal, 404 for an instance not in the folder named, 422 for a value a field does not take.
    func syncAnswer(_ route: DiscogsSyncRoute, state: inout State) -> FakeResponse {
        guard state.collection.isOwner(route.username) else { return DiscogsPages.noPermission }
        switch route {
        case .createFolder(_, let name):
            let name = name?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !name.isEmpty else { return DiscogsPages.message("A folder needs a name.", status: 422) }
            let id = state.collection.addFolder(name)
            let document = state.collection.folderDocument(id: id, name: name, baseURL: state.baseURL)
            return .json(document.encodedText, status: 201)
        case .folderReleases(_, let folderID, let page, let perPage):
            guard folderID == 0 || state.collection.folders.contains(where: { $0.id == folderID }) else {
                return DiscogsPages.folderNotFound
            }
            let document = state.collection.folderPage(
                folderID: folderID, page: page, perPage: perPage, catalog: state.catalog, baseURL: state.baseURL)
            return .json(document.encodedText)
        case .fields:
            return .json(state.collection.fieldsDocument().encodedText)
        case .editInstance(_, let path, let rating, let moveTo):
            return Self.answer(
                state.collection.edit(
                    instanceID: path.instanceID, releaseID: path.releaseID, folderID: path.folderID,
                    rating: rating, moveTo: moveTo))
        case .deleteInstance(_, let path):
            return Self.answer(
                state.collection.delete(
                    instanceID: path.instanceID, releaseID: path.releaseID, folderID: path.folderID))
        case .editField(_, let path, let fieldID, let value):
            return Self.answer(
                state.collection.setField(
                    fieldID, to: value, instanceID: path.instanceID, releaseID: path.releaseID,
                    folderID: path.folderID))
        }
    }

    private static func answer(_ outcome: DiscogsCollectionState.EditOutcome) -> FakeResponse {
        switch outcome {
        case .done: FakeResponse(status: 204)
        case .notFound: DiscogsPages.message("The requested resource was not found.", status: 404)
        case .invalid: DiscogsPages.message("Invalid value.", status: 422)
        }
    }
}
