import Synchronization

/// What a fake keeps under its lock beside its own: the catalogue served, the counters,
/// and the replies a test queued (for any next request, or for searches of one barcode).
protocol EmulatorState: Sendable {
    associatedtype Catalog: Sendable
    associatedtype Counters: ServiceCounters
    associatedtype Reply: Sendable
    var catalog: Catalog { get set }
    var counters: Counters { get set }
    var nextReplies: [Reply] { get set }
    var repliesByBarcode: [String: [Reply]] { get set }
}

/// A fake service's routes: parsed from the request, searches told apart for the counters.
protocol EmulatedRoute {
    init(_ request: RecordedRequest)
    var isSearch: Bool { get }
}

/// The request handler behind a fake: one `respond(to:)` (the counters path, routing and the
/// shared counts) around the service's own `answer`, and the locked state its facade exposes.
protocol ServiceEmulator: Sendable {
    associatedtype State: EmulatorState
    associatedtype Route: EmulatedRoute
    var state: Mutex<State> { get }
    /// Seconds on the configured monotonic clock.
    func now() -> Double
    /// The service's answer to a counted request.
    func answer(_ request: RecordedRequest, route: Route, now: Double, state: inout State) -> FakeResponse
    /// Counts what only this service counts, once `response` is known.
    func tally(_ response: FakeResponse, route: Route, counters: inout State.Counters)
}

/// `GET` this path on either fake for its counters as JSON; it is neither counted nor checked.
let fakeCountersPath = "/_fake/counters"

extension ServiceEmulator {
    func respond(to request: RecordedRequest) -> FakeResponse {
        let now = now()
        return state.withLock { state in
            if request.path == fakeCountersPath {
                return .json(state.counters.json.encodedText)
            }
            let route = Route(request)
            state.counters.traffic.requests += 1
            if route.isSearch { state.counters.traffic.searches += 1 }
            let response = answer(request, route: route, now: now, state: &state)
            tally(response, route: route, counters: &state.counters)
            return response
        }
    }

    var counters: State.Counters { state.withLock { $0.counters } }

    func resetCounters() { state.withLock { $0.counters = State.Counters() } }

    var catalog: State.Catalog { state.withLock { $0.catalog } }

    /// Queues `replies` for searches of the already normalized `barcode`.
    func script(normalizedBarcode barcode: String, _ replies: [State.Reply]) {
        state.withLock { $0.repliesByBarcode[barcode, default: []] += replies }
    }

    func scriptNext(_ replies: [State.Reply]) { state.withLock { $0.nextReplies += replies } }

    func clearScripts() {
        state.withLock { state in
            state.nextReplies.removeAll()
            state.repliesByBarcode.removeAll()
        }
    }
}
