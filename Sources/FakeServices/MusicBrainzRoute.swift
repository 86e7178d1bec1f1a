import Foundation

/// The MusicBrainz web-service endpoints the fake knows, read from a request.
enum MusicBrainzRoute: Equatable, EmulatedRoute {
    /// `/ws/2/release?query=...`: `barcode` when the query is `barcode:<digits>`.
    case releaseSearch(barcode: String?, limit: Int, offset: Int, json: Bool)
    /// `/ws/2/release/{mbid}`: one release, with what `inc` asks for.
    case releaseLookup(id: String, json: Bool)
    /// `/ws/2/release?query=catno:"…" [AND label:"…"]`.
    case catalogNumberSearch(catno: String, label: String?, limit: Int, offset: Int)
    /// `/ws/2/discid/{id}?toc=…`: a disc ID lookup, with its table of contents when given.
    case discID(id: String, toc: String?)
    case unknown
    case wrongMethod

    init(_ request: RecordedRequest) {
        guard request.method == "GET" || request.method == "HEAD" else {
            self = .wrongMethod
            return
        }
        let path = request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
        let json = request.query("fmt") == "json" || (request.headers["Accept"] ?? "").contains("json")
        if path.hasPrefix("/ws/2/discid/"), path.count > "/ws/2/discid/".count {
            let id = String(path.dropFirst("/ws/2/discid/".count))
            self = .discID(id: id.removingPercentEncoding ?? id, toc: request.query("toc"))
            return
        }
        if path.hasPrefix("/ws/2/release/") {
            self = .releaseLookup(id: String(path.dropFirst("/ws/2/release/".count)), json: json)
            return
        }
        guard path == "/ws/2/release", let query = request.query("query") else {
            self = .unknown
            return
        }
        let limit = min(100, max(1, request.query("limit").flatMap { Int($0) } ?? 25))
        let offset = max(0, request.query("offset").flatMap { Int($0) } ?? 0)
        if let catno = Self.field("catno", inQuery: query) {
            self = .catalogNumberSearch(
                catno: catno, label: Self.field("label", inQuery: query), limit: limit, offset: offset)
            return
        }
        self = .releaseSearch(barcode: Self.barcode(inQuery: query), limit: limit, offset: offset, json: json)
    }

    var isSearch: Bool {
        switch self {
        case .releaseSearch, .catalogNumberSearch: true
        default: false
        }
    }

    /// The value of `name:"…"` or `name:word` in a Lucene query: `catno:"CDWIK2 312" AND label:"Big Beat"`.
    static func field(_ name: String, inQuery query: String) -> String? {
        guard let range = query.range(of: "\(name):", options: .caseInsensitive) else { return nil }
        let rest = query[range.upperBound...]
        guard rest.first == "\"" else { return String(rest.prefix { $0 != " " }) }
        var value = ""
        var escaped = false
        for character in rest.dropFirst() {
            if escaped {
                value.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return value
            } else {
                value.append(character)
            }
        }
        return value
    }

    /// "barcode:029667431224" or `barcode:"029667431224"` → "029667431224"; nil for other queries.
    static func barcode(inQuery query: String) -> String? {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("barcode:") else { return nil }
        let value = trimmed.dropFirst("barcode:".count)
        let unquoted =
            value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
            ? value.dropFirst().dropLast() : value
        return String(unquoted)
    }
}
