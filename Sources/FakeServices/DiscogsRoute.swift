/// The Discogs API endpoints the fake knows, read from a request.
enum DiscogsRoute: Equatable {
    case search(barcode: String?, page: Int, perPage: Int)
    case release(id: Int)
    case unknown
    case wrongMethod

    init(_ request: RecordedRequest) {
        guard request.method == "GET" || request.method == "HEAD" else {
            self = .wrongMethod
            return
        }
        let parts = request.path.split(separator: "/")
        switch parts.count {
        case 2 where parts[0] == "database" && parts[1] == "search":
            let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
            let perPage = min(100, max(1, request.query("per_page").flatMap { Int($0) } ?? 50))
            self = .search(barcode: request.query("barcode"), page: page, perPage: perPage)
        case 2 where parts[0] == "releases":
            if let id = Int(parts[1]) { self = .release(id: id) } else { self = .unknown }
        default:
            self = .unknown
        }
    }

    var isSearch: Bool {
        if case .search = self { true } else { false }
    }
}
