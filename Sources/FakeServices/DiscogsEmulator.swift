import Foundation
import Synchronization

/// The request handler behind `FakeDiscogs`: routing, token and User-Agent checks,
/// the rate-limit window, scripted replies and the answers themselves.
final class DiscogsEmulator: ServiceEmulator {
    struct State: EmulatorState {
        var catalog: DiscogsCatalog
        var window: RateWindow
        var counters = DiscogsCounters()
        var nextReplies: [DiscogsReply] = []
        var repliesByBarcode: [String: [DiscogsReply]] = [:]
        var baseURL = "http://127.0.0.1"
        var collection = DiscogsCollectionState()
        var faultPlan: FaultPlan?
        var market = DiscogsMarketState()
        /// The request whose answer is held back (`holdAnswer`), if any.
        var hold: DiscogsHold?
    }

    let configuration: FakeDiscogs.Configuration
    let state: Mutex<State>

    init(configuration: FakeDiscogs.Configuration, catalog: DiscogsCatalog) {
        self.configuration = configuration
        state = Mutex(
            State(catalog: catalog, window: RateWindow(length: configuration.window, limit: configuration.rateLimit)))
    }

    func now() -> Double { configuration.clock() }

    func tally(_ response: FakeResponse, route: DiscogsRoute, counters: inout DiscogsCounters) {
        if case .release = route { counters.releaseLookups += 1 }
        switch response.status {
        case 401: counters.unauthorized += 1
        case 429: counters.tooManyRequests += 1
        default: break
        }
    }

    func answer(_ request: RecordedRequest, route: DiscogsRoute, now: Double, state: inout State)
        -> FakeResponse
    {
        if var hold = state.hold, !hold.held, hold.matches(request) {
            hold.held = hold.remaining == 0
            hold.remaining -= 1
            state.hold = hold
            if hold.held {
                if hold.carriesOut { _ = normalAnswer(route, state: &state) }
                return .hang
            }
        }
        let scripted = state.nextReplies.isEmpty ? state.faultPlan?.draw() : state.nextReplies.removeFirst()
        let hasUserAgent = !(request.headers["User-Agent"] ?? "").isEmpty
        if scripted == nil, !hasUserAgent {
            // The CDN turns these away before the API sees them: no rate-limit headers, no window.
            state.counters.blockedWithoutUserAgent += 1
            return DiscogsPages.blockedByEdge
        }
        let (used, admitted) = state.window.record(at: now)
        state.counters.maxRequestsInWindow = state.window.maxInWindow
        let response: FakeResponse
        var isRaw = false
        if let scripted {
            state.counters.scriptedReplies += 1
            isRaw = scripted.isRaw
            response = render(scripted, route: route, state: &state)
        } else if route == .wrongMethod {
            response = DiscogsPages.methodNotAllowed
        } else if route == .unknown {
            response = DiscogsPages.notFound
        } else if let token = configuration.token, request.headers["Authorization"] != "Discogs token=\(token)" {
            response = DiscogsPages.unauthorized
        } else if !admitted {
            response = DiscogsPages.tooManyRequests
        } else if case .search(let barcode?, _, _, _, _) = route,
            let reply = state.repliesByBarcode[DiscogsCatalog.normalize(barcode)]?.first
        {
            state.repliesByBarcode[DiscogsCatalog.normalize(barcode)]?.removeFirst()
            state.counters.scriptedReplies += 1
            isRaw = reply.isRaw
            response = render(reply, route: route, state: &state)
        } else {
            response = normalAnswer(route, state: &state)
        }
        if isRaw { return response }
        return
            response
            .with(header: "X-Discogs-Ratelimit", String(configuration.rateLimit))
            .with(header: "X-Discogs-Ratelimit-Used", String(used))
            .with(header: "X-Discogs-Ratelimit-Remaining", String(max(0, configuration.rateLimit - used)))
    }

    private func render(_ reply: DiscogsReply, route: DiscogsRoute, state: inout State) -> FakeResponse {
        switch reply {
        case .ok: return normalAnswer(route, state: &state)
        case .delayed(let seconds): return normalAnswer(route, state: &state).delayed(by: seconds)
        case .status(let status):
            return status == 404 && route.isSearch ? DiscogsPages.notFound : DiscogsPages.status(status)
        case .hang: return .hang
        case .closeWithoutAnswer: return .closeWithoutAnswer
        case .resetMidBody:
            let normal = normalAnswer(route, state: &state)
            return normal.reset(afterBytes: normal.body.count / 2)
        case .malformedJSON:
            var normal = normalAnswer(route, state: &state)
            normal.body = normal.body.prefix(max(1, normal.body.count / 2))
            return normal
        case .wrongShapeJSON:
            let rows = route.isSearch ? searchDocument(route, state: state)["results"] ?? [] : []
            return .json(JSONValue.array([rows]).encodedText)
        case .htmlPage: return DiscogsPages.maintenance
        case .hugeBody(let bytes):
            guard case .object(var members) = searchDocument(route, state: state) else { return .json("{}") }
            members["padding"] = .string(String(repeating: "x", count: max(0, bytes)))
            return .json(JSONValue.object(members).encodedText)
        case .raw(let response): return response
        }
    }

    private func normalAnswer(_ route: DiscogsRoute, state: inout State) -> FakeResponse {
        switch route {
        case .search:
            return .json(searchDocument(route, state: state).encodedText)
        case .release(let id):
            guard let detail = state.catalog.release(id: id) else { return DiscogsPages.releaseNotFound }
            return .json(detail.encodedText)
        case .identity, .folders, .collectionRelease, .addToFolder, .collectionValue:
            return collectionAnswer(route, state: &state)
        case .priceSuggestions, .marketStats:
            return marketplaceAnswer(route, state: &state)
        case .sync(let route):
            return syncAnswer(route, state: &state)
        case .unknown, .wrongMethod:
            return DiscogsPages.notFound
        }
    }

    /// `{"pagination": ..., "results": [...]}` for a search route.
    private func searchDocument(_ route: DiscogsRoute, state: State) -> JSONValue {
        guard case .search(let barcode, let page, let perPage, let catno, let label) = route else { return [:] }
        let all =
            catno.map { state.catalog.search(catalogNumber: $0, label: label) }
            ?? barcode.map { state.catalog.search(barcode: $0) } ?? []
        let window = DiscogsPage(page: page, perPage: perPage, items: all.count)
        let results = Array(all[window.range])
        let pagination = window.pagination { page in
            var query = "page=\(page)&per_page=\(perPage)&type=release"
            for (name, value) in [("barcode", barcode), ("catno", catno), ("label", label)] {
                guard let value else { continue }
                query += "&\(name)=" + (value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            }
            return .string("\(state.baseURL)/database/search?\(query)")
        }
        return ["pagination": pagination, "results": .array(results)]
    }
}
