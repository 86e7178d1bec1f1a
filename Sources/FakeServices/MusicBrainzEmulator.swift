import Foundation
import Synchronization

/// The request handler behind `FakeMusicBrainz`: routing, the User-Agent check, the
/// per-client rate limit, scripted replies and the answers themselves.
final class MusicBrainzEmulator: ServiceEmulator {
    struct State: EmulatorState {
        var catalog: MusicBrainzCatalog
        /// One moving window per client, keyed by User-Agent.
        var windows: [String: RateWindow] = [:]
        var counters = MusicBrainzCounters()
        var nextReplies: [MusicBrainzReply] = []
        var repliesByBarcode: [String: [MusicBrainzReply]] = [:]
    }

    let configuration: FakeMusicBrainz.Configuration
    let state: Mutex<State>

    init(configuration: FakeMusicBrainz.Configuration, catalog: MusicBrainzCatalog) {
        self.configuration = configuration
        state = Mutex(State(catalog: catalog))
    }

    func now() -> Double { configuration.clock() }

    func tally(_ response: FakeResponse, route: MusicBrainzRoute, counters: inout MusicBrainzCounters) {
        // The refusal is one constant body, whether the window or a script sent it.
        if response.status == 503, response.body == MusicBrainzPages.rateLimited.body {
            counters.rateLimited += 1
        }
    }

    func answer(_ request: RecordedRequest, route: MusicBrainzRoute, now: Double, state: inout State)
        -> FakeResponse
    {
        let scripted = state.nextReplies.isEmpty ? nil : state.nextReplies.removeFirst()
        let userAgent = request.headers["User-Agent"] ?? ""
        if scripted == nil, userAgent.trimmingCharacters(in: .whitespaces).isEmpty {
            state.counters.missingUserAgent += 1
            return MusicBrainzPages.missingUserAgent
        }
        var window =
            state.windows[userAgent]
            ?? RateWindow(length: configuration.window, limit: configuration.requestsPerWindow)
        let admitted = window.record(at: now).admitted
        state.windows[userAgent] = window
        state.counters.maxRequestsInWindow = max(state.counters.maxRequestsInWindow, window.maxInWindow)

        if let scripted {
            state.counters.scriptedReplies += 1
            return render(scripted, route: route, state: state)
        }
        switch route {
        case .wrongMethod: return MusicBrainzPages.methodNotAllowed
        case .unknown: return MusicBrainzPages.notFound
        case .releaseLookup:
            if !admitted { return MusicBrainzPages.rateLimited }
            return normalAnswer(route, state: state)
        case .releaseSearch(let barcode, _, _, _):
            if !admitted { return MusicBrainzPages.rateLimited }
            let key = barcode.map(MusicBrainzCatalog.normalize) ?? ""
            if let reply = state.repliesByBarcode[key]?.first {
                state.repliesByBarcode[key]?.removeFirst()
                state.counters.scriptedReplies += 1
                return render(reply, route: route, state: state)
            }
            return normalAnswer(route, state: state)
        case .catalogNumberSearch, .discID:
            if !admitted { return MusicBrainzPages.rateLimited }
            return normalAnswer(route, state: state)
        }
    }

    private func render(_ reply: MusicBrainzReply, route: MusicBrainzRoute, state: State) -> FakeResponse {
        switch reply {
        case .ok: return normalAnswer(route, state: state)
        case .delayed(let seconds): return normalAnswer(route, state: state).delayed(by: seconds)
        case .rateLimited: return MusicBrainzPages.rateLimited
        case .serverBusy: return MusicBrainzPages.serverBusy
        case .status(let status): return MusicBrainzPages.status(status)
        case .hang: return .hang
        case .closeWithoutAnswer: return .closeWithoutAnswer
        case .malformedJSON:
            var normal = normalAnswer(route, state: state)
            normal.body = normal.body.prefix(max(1, normal.body.count / 2))
            return normal
        case .wrongShapeJSON:
            let releases = searchDocument(route, state: state)["releases"] ?? []
            return .json(JSONValue.array([releases]).encodedText)
        case .htmlPage: return MusicBrainzPages.maintenance
        case .raw(let response): return response
        }
    }

    private func normalAnswer(_ route: MusicBrainzRoute, state: State) -> FakeResponse {
        if case .releaseLookup(let id, let json) = route {
            guard json, let release = state.catalog.release(id: id) else { return MusicBrainzPages.notFound }
            return .json(release.encodedText)
        }
        if case .discID(let id, let toc) = route {
            return state.catalog.discs.answer(id: id, toc: toc).map { .json($0.encodedText) }
                ?? MusicBrainzPages.notFound
        }
        if case .catalogNumberSearch = route { return .json(searchDocument(route, state: state).encodedText) }
        guard case .releaseSearch(_, _, _, let json) = route else { return MusicBrainzPages.notFound }
        let document = searchDocument(route, state: state)
        guard json else { return MusicBrainzPages.xml(count: document["count"]?.intValue ?? 0) }
        return .json(document.encodedText)
    }

    /// `{"created": ..., "count": ..., "offset": ..., "releases": [...]}` for a search route.
    private func searchDocument(_ route: MusicBrainzRoute, state: State) -> JSONValue {
        let all: [JSONValue]
        let (limit, offset): (Int, Int)
        switch route {
        case .releaseSearch(let barcode, let pageLimit, let pageOffset, _):
            all = barcode.map { state.catalog.search(barcode: $0) } ?? []
            (limit, offset) = (pageLimit, pageOffset)
        case .catalogNumberSearch(let catno, let label, let pageLimit, let pageOffset):
            all = state.catalog.search(catalogNumber: catno, label: label)
            (limit, offset) = (pageLimit, pageOffset)
        default:
            return [:]
        }
        let start = min(all.count, offset)
        let page = Array(all[start..<min(all.count, start + limit)])
        return [
            "created": "2025-01-01T00:00:00.000Z", "count": .int(all.count), "offset": .int(offset),
            "releases": .array(page),
        ]
    }
}
