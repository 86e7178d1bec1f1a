import Foundation

/// The collection endpoints `cdscan sync` uses, read from a request's path, method and parameters.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection
enum DiscogsSyncRoute: Equatable {
    /// `POST /users/{username}/collection/folders` with `name`: 201 and the new folder.
    case createFolder(username: String, name: String?)
    /// `GET /users/{username}/collection/folders/{folder_id}/releases?page=&per_page=`.
    case folderReleases(username: String, folderID: Int, page: Int, perPage: Int)
    /// `GET /users/{username}/collection/fields`.
    case fields(username: String)
    /// `POST .../folders/{folder_id}/releases/{release_id}/instances/{instance_id}` with `rating`
    /// and/or `folder_id` (the folder to move to): 204.
    case editInstance(username: String, instance: InstancePath, rating: Int?, moveTo: Int?)
    /// `DELETE .../folders/{folder_id}/releases/{release_id}/instances/{instance_id}`: 204.
    case deleteInstance(username: String, instance: InstancePath)
    /// `POST .../instances/{instance_id}/fields/{field_id}?value=`: 204.
    case editField(username: String, instance: InstancePath, fieldID: Int, value: String)

    /// The folder, release and instance a path names.
    struct InstancePath: Equatable {
        var folderID: Int
        var releaseID: Int
        var instanceID: Int
    }

    /// nil when the path is none of these.
    init?(segments parts: [String], request: RecordedRequest) {
        guard parts.count >= 4, parts[0] == "users", parts[2] == "collection" else { return nil }
        let username = parts[1]
        let parameters = Self.parameters(of: request)
        switch parts.count {
        case 4 where parts[3] == "fields":
            self = .fields(username: username)
        case 4 where parts[3] == "folders" && request.method == "POST":
            self = .createFolder(username: username, name: parameters["name"])
        case 6 where parts[3] == "folders" && parts[5] == "releases":
            guard let folderID = Int(parts[4]) else { return nil }
            let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
            let perPage = min(500, max(1, request.query("per_page").flatMap { Int($0) } ?? 50))
            self = .folderReleases(username: username, folderID: folderID, page: page, perPage: perPage)
        case 9 where parts[3] == "folders" && parts[5] == "releases" && parts[7] == "instances":
            guard let instance = Self.instancePath(parts) else { return nil }
            if request.method == "DELETE" {
                self = .deleteInstance(username: username, instance: instance)
            } else {
                self = .editInstance(
                    username: username, instance: instance, rating: parameters["rating"].flatMap { Int($0) },
                    moveTo: parameters["folder_id"].flatMap { Int($0) })
            }
        case 11
        where parts[3] == "folders" && parts[5] == "releases" && parts[7] == "instances" && parts[9] == "fields":
            guard let instance = Self.instancePath(parts), let fieldID = Int(parts[10]) else { return nil }
            self = .editField(
                username: username, instance: instance, fieldID: fieldID, value: parameters["value"] ?? "")
        default:
            return nil
        }
    }

    var username: String {
        switch self {
        case .createFolder(let username, _), .folderReleases(let username, _, _, _), .fields(let username),
            .editInstance(let username, _, _, _), .deleteInstance(let username, _), .editField(let username, _, _, _):
            username
        }
    }

    /// Whether Discogs answers this path with `method` (others get 405).
    func allows(_ method: String) -> Bool {
        switch self {
        case .folderReleases, .fields: method == "GET" || method == "HEAD"
        case .createFolder, .editInstance, .editField: method == "POST"
        case .deleteInstance: method == "DELETE"
        }
    }

    private static func instancePath(_ parts: [String]) -> InstancePath? {
        guard let folderID = Int(parts[4]), let releaseID = Int(parts[6]), let instanceID = Int(parts[8]) else {
            return nil
        }
        return InstancePath(folderID: folderID, releaseID: releaseID, instanceID: instanceID)
    }

    /// The query's parameters, overridden by a JSON object body's members (Discogs takes either).
    private static func parameters(of request: RecordedRequest) -> [String: String] {
        var values: [String: String] = [:]
        for item in request.queryItems { values[item.name] = item.value ?? "" }
        if let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any] {
            for (name, value) in object { values[name] = "\(value)" }
        }
        return values
    }
}
