import Foundation

/// The Discogs API endpoints the fake knows, read from a request.
enum DiscogsRoute: Equatable, EmulatedRoute {
    /// `/database/search` by `barcode`, or by catalogue number (`catno`, optionally narrowed to `label`).
    case search(barcode: String?, page: Int, perPage: Int, catno: String? = nil, label: String? = nil)
    case release(id: Int)
    /// `GET /oauth/identity`: the token's user.
    case identity
    /// `GET /users/{username}/collection/folders`.
    case folders(username: String)
    /// `GET /users/{username}/collection/releases/{release_id}`: the copies of one release.
    case collectionRelease(username: String, releaseID: Int)
    /// `POST /users/{username}/collection/folders/{folder_id}/releases/{release_id}`.
    case addToFolder(username: String, folderID: Int, releaseID: Int)
    /// `GET /marketplace/price_suggestions/{release_id}`.
    case priceSuggestions(releaseID: Int)
    /// `GET /marketplace/stats/{release_id}?curr_abbr=CUR`.
    case marketStats(releaseID: Int, currency: String?)
    /// `GET /users/{username}/collection/value`.
    case collectionValue(username: String)
    /// The routes `cdscan sync` adds (DiscogsRoute+Sync.swift).
    case sync(DiscogsSyncRoute)
    case unknown
    case wrongMethod

    init(_ request: RecordedRequest) {
        let parts = Self.segments(of: request.target)
        if let sync = DiscogsSyncRoute(segments: parts, request: request) {
            self = sync.allows(request.method) ? .sync(sync) : .wrongMethod
            return
        }
        let route = Self.route(segments: parts, request: request)
        let reading = request.method == "GET" || request.method == "HEAD"
        switch route {
        case .addToFolder: self = request.method == "POST" ? route : .wrongMethod
        default: self = reading ? route : .wrongMethod
        }
    }

    /// The path's segments, each percent-decoded after splitting, so "%2F" stays inside a username.
    private static func segments(of target: String) -> [String] {
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
    }

    private static func route(segments parts: [String], request: RecordedRequest) -> DiscogsRoute {
        switch parts.count {
        case 2 where parts[0] == "database" && parts[1] == "search":
            let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
            let perPage = min(100, max(1, request.query("per_page").flatMap { Int($0) } ?? 50))
            return .search(
                barcode: request.query("barcode"), page: page, perPage: perPage, catno: request.query("catno"),
                label: request.query("label"))
        case 2 where parts[0] == "releases":
            return Int(parts[1]).map { .release(id: $0) } ?? .unknown
        case 2 where parts[0] == "oauth" && parts[1] == "identity":
            return .identity
        case 3 where parts[0] == "marketplace" && parts[1] == "price_suggestions":
            return Int(parts[2]).map { .priceSuggestions(releaseID: $0) } ?? .unknown
        case 3 where parts[0] == "marketplace" && parts[1] == "stats":
            return Int(parts[2]).map { .marketStats(releaseID: $0, currency: request.query("curr_abbr")) } ?? .unknown
        case 4 where parts[0] == "users" && parts[2] == "collection" && parts[3] == "value":
            return .collectionValue(username: parts[1])
        case 4 where parts[0] == "users" && parts[2] == "collection" && parts[3] == "folders":
            return .folders(username: parts[1])
        case 5 where parts[0] == "users" && parts[2] == "collection" && parts[3] == "releases":
            return Int(parts[4]).map { .collectionRelease(username: parts[1], releaseID: $0) } ?? .unknown
        case 7 where parts[0] == "users" && parts[2] == "collection" && parts[3] == "folders" && parts[5] == "releases":
            guard let folderID = Int(parts[4]), let releaseID = Int(parts[6]) else { return .unknown }
            return .addToFolder(username: parts[1], folderID: folderID, releaseID: releaseID)
        default:
            return .unknown
        }
    }

    var isSearch: Bool {
        if case .search = self { true } else { false }
    }

    /// The user whose collection the route reads or changes; nil for other routes.
    var collectionOwner: String? {
        switch self {
        case .folders(let username), .collectionRelease(let username, _), .addToFolder(let username, _, _),
            .collectionValue(let username):
            username
        case .sync(let route): route.username
        default: nil
        }
    }
}
