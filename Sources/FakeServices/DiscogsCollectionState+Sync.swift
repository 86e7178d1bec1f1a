import Foundation

/// What `cdscan sync` asks of the fake collection: fields, instance edits, removals, paged listings.
extension DiscogsCollectionState {
    /// A collection field (`GET /users/{username}/collection/fields`): a dropdown with its options,
    /// or free text.
    package struct Field: Sendable, Equatable {
        package var id: Int
        package var name: String
        /// The values a dropdown offers; nil for a text field.
        package var options: [String]?

        package init(id: Int, name: String, options: [String]? = nil) {
            self.id = id
            self.name = name
            self.options = options
        }

        /// The three fields every Discogs user starts with, numbered 1 to 3 as Discogs does.
        package static let standard: [Field] = [
            Field(id: 1, name: "Media Condition", options: mediaGrades),
            Field(id: 2, name: "Sleeve Condition", options: mediaGrades + ["Generic", "No Cover", "Not Graded"]),
            Field(id: 3, name: "Notes"),
        ]

        private static let mediaGrades = [
            "Mint (M)", "Near Mint (NM or M-)", "Very Good Plus (VG+)", "Very Good (VG)", "Good Plus (G+)",
            "Good (G)", "Fair (F)", "Poor (P)",
        ]
    }

    /// What an edit of an instance came to.
    package enum EditOutcome: Sendable, Equatable {
        case done
        /// No such folder, release or instance in that folder: 404.
        case notFound
        /// A value the field does not take (a dropdown's unknown option, a rating outside 0...5): 422.
        case invalid
    }

    /// The index of instance `instanceID` of `releaseID` when it is in `folderID` (0: any folder).
    private func index(of instanceID: Int, releaseID: Int, folderID: Int) -> Int? {
        instances.firstIndex { copy in
            copy.instanceID == instanceID && copy.releaseID == releaseID && (folderID == 0 || copy.folderID == folderID)
        }
    }

    /// Changes an instance's rating and/or moves it to another folder.
    package mutating func edit(
        instanceID: Int, releaseID: Int, folderID: Int, rating: Int?, moveTo newFolder: Int?
    ) -> EditOutcome {
        guard let position = index(of: instanceID, releaseID: releaseID, folderID: folderID) else { return .notFound }
        if let rating, !(0...5).contains(rating) { return .invalid }
        if let newFolder, newFolder == 0 || !folders.contains(where: { $0.id == newFolder }) { return .notFound }
        if let rating { instances[position].rating = rating }
        if let newFolder { instances[position].folderID = newFolder }
        return .done
    }

    /// Gives the user a custom field (a text field, or a dropdown of `options`), numbered after
    /// the last as Discogs numbers them; its id.
    package mutating func addField(named name: String, options: [String]? = nil) -> Int {
        let id = (fields.map(\.id).max() ?? 0) + 1
        fields.append(Field(id: id, name: name, options: options))
        return id
    }

    /// Sets field `fieldID` of an instance; an empty value clears it.
    package mutating func setField(
        _ fieldID: Int, to value: String, instanceID: Int, releaseID: Int, folderID: Int
    ) -> EditOutcome {
        guard let position = index(of: instanceID, releaseID: releaseID, folderID: folderID),
            let field = fields.first(where: { $0.id == fieldID })
        else { return .notFound }
        if let options = field.options, !value.isEmpty, !options.contains(value) { return .invalid }
        instances[position].fields[fieldID] = value.isEmpty ? nil : value
        return .done
    }

    /// Removes an instance from its folder (and so from the collection).
    package mutating func delete(instanceID: Int, releaseID: Int, folderID: Int) -> EditOutcome {
        guard folderID != 0, let position = index(of: instanceID, releaseID: releaseID, folderID: folderID) else {
            return .notFound
        }
        instances.remove(at: position)
        return .done
    }

    /// One instance as the collection listings show it, its fields as `notes`.
    func row(_ copy: Instance, information: JSONValue) -> JSONValue {
        let notes = copy.fields.sorted { $0.key < $1.key }.map { id, value -> JSONValue in
            ["field_id": .int(id), "value": .string(value)]
        }
        return [
            "id": .int(copy.releaseID), "instance_id": .int(copy.instanceID), "folder_id": .int(copy.folderID),
            "rating": .int(copy.rating), "date_added": .string(Self.dateAdded(copy.instanceID)),
            "basic_information": information, "notes": .array(notes),
        ]
    }

    /// `GET /users/{username}/collection/folders/{folder_id}/releases`: one page of the folder's
    /// instances (0: every folder) in the order added, with `pagination.urls` to the others.
    func folderPage(
        folderID: Int, page: Int, perPage: Int, catalog: DiscogsCatalog, baseURL: String
    ) -> JSONValue {
        let all = instances.filter { folderID == 0 || $0.folderID == folderID }
        let window = DiscogsPage(page: page, perPage: perPage, items: all.count)
        let rows = all[window.range].map { copy in
            row(copy, information: Self.basicInformation(releaseID: copy.releaseID, catalog: catalog))
        }
        let base = "\(baseURL)/users/\(username)/collection/folders/\(folderID)/releases"
        let pagination = window.pagination { .string("\(base)?page=\($0)&per_page=\(perPage)") }
        return ["pagination": pagination, "releases": .array(rows)]
    }

    /// `GET /users/{username}/collection/fields`.
    func fieldsDocument() -> JSONValue {
        let rows = fields.enumerated().map { position, field -> JSONValue in
            var row: [String: JSONValue] = [
                "id": .int(field.id), "name": .string(field.name), "position": .int(position + 1), "public": true,
            ]
            if let options = field.options {
                row["type"] = "dropdown"
                row["options"] = .array(options.map { .string($0) })
            } else {
                row["type"] = "textarea"
                row["lines"] = 3
            }
            return .object(row)
        }
        return ["fields": .array(rows)]
    }

    /// The 201 body of `POST /users/{username}/collection/folders`.
    func folderDocument(id: Int, name: String, baseURL: String) -> JSONValue {
        [
            "id": .int(id), "name": .string(name), "count": 0,
            "resource_url": .string("\(baseURL)/users/\(username)/collection/folders/\(id)"),
        ]
    }
}
