import Foundation

/// A folder of a Discogs collection. Folder 0 "All" shows every release; 1
/// "Uncategorized" is where releases go by default; the user makes the others.
package struct CollectionFolder: Sendable, Codable, Equatable, Hashable {
    /// The folder that holds releases added without a choice.
    static let uncategorizedID = 1
    /// The view of every folder, which cannot hold releases itself.
    static let allID = 0

    package var id: Int
    package var name: String
    /// Releases in the folder when Discogs was last asked.
    package var count: Int

    package init(id: Int, name: String, count: Int = 0) {
        self.id = id
        self.name = name
        self.count = count
    }

    /// The folder a person named for adding releases, from `folders` as Discogs lists them.
    ///
    /// nil or blank means 1 "Uncategorized"; digits are a folder id (and then a
    /// name, for a folder called "2024"); anything else is a name, compared
    /// without regard to case. Folder 0 "All" is refused, by id or by name.
    package static func resolve(_ nameOrID: String?, in folders: [CollectionFolder]) throws(LookupError)
        -> CollectionFolder
    {
        let wanted = nameOrID?.trimmingCharacters(in: .whitespaces) ?? ""
        let available = folders.filter { $0.id != allID }.map(\.name)
        if wanted.isEmpty {
            guard let uncategorized = folders.first(where: { $0.id == uncategorizedID }) else {
                throw .folderNotFound(name: "Uncategorized", available: available)
            }
            return uncategorized
        }
        let byID = Int(wanted).flatMap { id in folders.first { $0.id == id } }
        let byName = folders.first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
        if Int(wanted) == allID { throw .allFolderChosen(available: available) }
        guard let folder = byID ?? byName else { throw .folderNotFound(name: wanted, available: available) }
        if folder.id == allID { throw .allFolderChosen(available: available) }
        return folder
    }
}

/// One copy of a release in a collection (Discogs lets a user own several).
package struct CollectionInstance: Sendable, Codable, Equatable, Hashable {
    /// The copy's own id, needed to move, rate or remove it.
    package var instanceID: Int
    /// The folder that holds it.
    package var folderID: Int
    /// When it was added, as Discogs writes it ("2024-05-01T10:12:00-07:00").
    package var dateAdded: String?
}

/// What `addIfMissing` did.
package enum CollectionAddResult: Sendable, Equatable {
    /// The release was added to `folder` (its `count` includes the new copy) as instance `instanceID`.
    case added(folder: CollectionFolder, instanceID: Int)
    /// The release was in the collection already, in these folders; nothing was added.
    case alreadyThere([CollectionFolder])
}
