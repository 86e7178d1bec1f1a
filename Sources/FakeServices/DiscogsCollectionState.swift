/// The collection of the one user a `FakeDiscogs` knows: folders, and the copies of releases in them.
///
/// As on Discogs, folder 0 "All" is a view of every copy and holds none itself,
/// folder 1 "Uncategorized" always exists, and adding a release that is already
/// there adds another copy with a new instance id.
package struct DiscogsCollectionState: Sendable, Equatable {
    /// A folder the user made, or 1 "Uncategorized".
    package struct Folder: Sendable, Equatable {
        package var id: Int
        package var name: String
    }

    /// One copy of a release in a folder.
    package struct Instance: Sendable, Equatable {
        package var instanceID: Int
        package var releaseID: Int
        package var folderID: Int
        /// 0 to 5 stars; 0: not rated.
        package var rating = 0
        /// The values of the user's fields (``Field``) by field id; an absent id has no value.
        package var fields: [Int: String] = [:]
    }

    /// The user a default fake answers `/oauth/identity` with.
    package static let defaultUsername = "cdscan-tester"

    /// The token's user; requests for any other user's collection get 403.
    package var username: String
    /// Folder 1 "Uncategorized" and the user's own, in id order (0 "All" is not stored).
    package private(set) var folders: [Folder]
    /// Every copy, in the order added.
    package internal(set) var instances: [Instance] = []
    /// The user's collection fields (Media Condition, Sleeve Condition, Notes by default).
    package var fields: [Field] = Field.standard
    private var nextInstanceID = 1

    /// A collection with no copies; `folders` are made after "Uncategorized", with ids from 2.
    package init(username: String = Self.defaultUsername, folders: [String] = ["CDs"]) {
        self.username = username
        self.folders = [Folder(id: 1, name: "Uncategorized")]
        for name in folders { addFolder(name) }
    }

    /// Makes a folder and returns its id.
    @discardableResult
    package mutating func addFolder(_ name: String) -> Int {
        let id = (folders.map(\.id).max() ?? 1) + 1
        folders.append(Folder(id: id, name: name))
        return id
    }

    /// Adds a copy of `releaseID` to `folderID` and returns its instance id; nil when there is no such folder.
    @discardableResult
    package mutating func add(releaseID: Int, folderID: Int) -> Int? {
        guard folders.contains(where: { $0.id == folderID }) else { return nil }
        let instanceID = nextInstanceID
        nextInstanceID += 1
        instances.append(Instance(instanceID: instanceID, releaseID: releaseID, folderID: folderID))
        return instanceID
    }

    /// The copies of `releaseID`, in the order added.
    package func instances(of releaseID: Int) -> [Instance] {
        instances.filter { $0.releaseID == releaseID }
    }

    /// Whether `name` is this collection's user (Discogs ignores case in usernames).
    func isOwner(_ name: String) -> Bool {
        name.lowercased() == username.lowercased()
    }

    /// `GET /users/{username}/collection/folders`: 0 "All" first, then the folders with their counts.
    func foldersDocument(baseURL: String) -> JSONValue {
        let base = "\(baseURL)/users/\(username)/collection/folders"
        let all: JSONValue = [
            "id": 0, "name": "All", "count": .int(instances.count), "resource_url": .string("\(base)/0"),
        ]
        let own = folders.map { folder -> JSONValue in
            [
                "id": .int(folder.id), "name": .string(folder.name),
                "count": .int(instances.count(where: { $0.folderID == folder.id })),
                "resource_url": .string("\(base)/\(folder.id)"),
            ]
        }
        return ["folders": .array([all] + own)]
    }

    /// `GET /users/{username}/collection/releases/{release_id}`: one page with every copy.
    func releasesDocument(releaseID: Int, catalog: DiscogsCatalog) -> JSONValue {
        let copies = instances(of: releaseID)
        let information = Self.basicInformation(releaseID: releaseID, catalog: catalog)
        let rows = copies.map { copy -> JSONValue in
            row(copy, information: information)
        }
        let pagination: JSONValue = [
            "page": 1, "pages": 1, "per_page": 50, "items": .int(copies.count), "urls": [:],
        ]
        return ["pagination": pagination, "releases": .array(rows)]
    }

    /// The 201 body of an add.
    func addedDocument(instanceID: Int, releaseID: Int, folderID: Int, baseURL: String) -> JSONValue {
        [
            "instance_id": .int(instanceID),
            "resource_url": .string(
                "\(baseURL)/users/\(username)/collection/folders/\(folderID)/releases/\(releaseID)/instances/"
                    + "\(instanceID)"),
        ]
    }

    /// A made-up but stable timestamp for a copy: one minute per instance.
    static func dateAdded(_ instanceID: Int) -> String {
        let minutes = instanceID % 60
        return "2025-01-0\(1 + instanceID / 60 % 9)T12:\(minutes < 10 ? "0" : "")\(minutes):00-08:00"
    }

    static func basicInformation(releaseID: Int, catalog: DiscogsCatalog) -> JSONValue {
        let detail = catalog.release(id: releaseID)
        return [
            "id": .int(releaseID), "title": detail?["title"] ?? "", "year": detail?["year"] ?? 0,
            "artists": detail?["artists"] ?? [], "labels": detail?["labels"] ?? [],
            "formats": detail?["formats"] ?? [],
        ]
    }
}
