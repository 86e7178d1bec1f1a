import Foundation

/// A stand-in for the Discogs API on 127.0.0.1: barcode search and release lookup over a
/// fixture catalogue, the token user's collection in memory (`/oauth/identity`, folders,
/// adding releases; see `collection`), token and User-Agent checks, a moving-window rate
/// limit with Discogs' headers, and scripted faults.
///
/// ```swift
/// let discogs = try FakeDiscogs(catalog: .bundled())
/// try discogs.start()
/// discogs.script(barcode: "029667431224", [.status(429), .ok])
/// // client searches discogs.baseURL + "/database/search?barcode=029667431224&type=release"
/// #expect(discogs.counters.tooManyRequests == 1)
/// ```
///
/// Order of checks for each request: a reply queued by `failNext`/`scriptNext`
/// (answered whatever the request); no User-Agent → 403 HTML (not counted in the
/// window); unknown path → 404; wrong token → 401; over the limit → 429; a reply
/// scripted for the searched barcode; else the normal answer. Every answer but
/// the 403 for a missing User-Agent and `.raw` replies carries the
/// `X-Discogs-Ratelimit*` headers; `Used` counts the admitted requests of the
/// moving window (a 429 does not use up the allowance). Search returns every row whose barcode matches,
/// masters included: filtering is the client's job.
package final class FakeDiscogs: Sendable {
    /// How the fake behaves.
    package struct Configuration: Sendable {
        /// The token the client must send as `Authorization: Discogs token=<token>`; nil: no check.
        package var token: String?
        /// Requests allowed per window.
        package var rateLimit: Int
        /// The moving window's length in seconds.
        package var window: Double
        /// Seconds on a monotonic clock; tests may inject their own.
        package var clock: @Sendable () -> Double

        package init(
            token: String? = FakeDiscogs.defaultToken, rateLimit: Int = 60, window: Double = 60,
            clock: @escaping @Sendable () -> Double = FakeDiscogs.monotonicClock()
        ) {
            self.token = token
            self.rateLimit = rateLimit
            self.window = window
            self.clock = clock
        }
    }

    /// `GET` this path for the counters as JSON; it is neither counted nor checked (for benchmark scripts).
    package static let countersPath = fakeCountersPath

    /// The token a default configuration expects.
    package static let defaultToken = "fake-discogs-token"

    /// The HTTP server underneath, for its recorded requests and connection count.
    package let server: FakeHTTPServer
    // Internal so the collection controls (DiscogsCollectionControls.swift) can reach the state.
    let emulator: DiscogsEmulator

    /// A fake serving `catalog` (empty by default; `DiscogsCatalog.bundled()` has the fixtures).
    package init(configuration: Configuration = Configuration(), catalog: DiscogsCatalog = DiscogsCatalog()) {
        let emulator = DiscogsEmulator(configuration: configuration, catalog: catalog)
        self.emulator = emulator
        server = FakeHTTPServer { emulator.respond(to: $0) }
    }

    /// Seconds since this call, on the monotonic clock.
    package static func monotonicClock() -> @Sendable () -> Double {
        let origin = ContinuousClock.now
        return {
            let elapsed = origin.duration(to: .now).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
    }

    /// Listens on 127.0.0.1:`port` (0: any free port) and returns the port.
    @discardableResult
    package func start(port: Int = 0) throws(FakeServerError) -> Int {
        let port = try server.start(port: port)
        let baseURL = server.baseURL
        emulator.state.withLock { $0.baseURL = baseURL }
        return port
    }

    /// Stops the server; hung and delayed answers end at once.
    package func stop() {
        server.stop()
    }

    /// "http://127.0.0.1:PORT": the client's Discogs base URL.
    package var baseURL: String { server.baseURL }

    /// The configuration in force.
    package var configuration: Configuration { emulator.configuration }

    /// The header value a client must send: "Discogs token=<token>".
    package var authorization: String { "Discogs token=\(emulator.configuration.token ?? "")" }

    /// Every request received so far.
    package var requests: [RecordedRequest] { server.requests }

    /// Connections the client closed while a hang or a delay held the answer back (`FakeHTTPServer`).
    package var hungUpByClientCount: Int { server.hungUpByClientCount }

    /// The counters so far.
    package var counters: DiscogsCounters {
        emulator.counters
    }

    /// Sets every counter back to zero (the rate-limit window keeps its history).
    package func resetCounters() {
        emulator.resetCounters()
    }

    /// The catalogue served.
    package var catalog: DiscogsCatalog {
        emulator.catalog
    }

    /// Adds a search-result row (see `DiscogsCatalog.add(_:answering:)`).
    package func add(_ row: JSONValue, answering queries: [String] = []) {
        emulator.state.withLock { _ = $0.catalog.add(row, answering: queries) }
    }

    /// Adds a search row, found also by a catalogue-number search for `query`.
    package func add(_ row: JSONValue, answeringCatalogNumber query: String) {
        emulator.state.withLock { $0.catalog.add(row, answeringCatalogNumber: query) }
    }

    /// Adds a release detail served at `/releases/{id}`.
    package func addRelease(_ detail: JSONValue) {
        emulator.state.withLock { $0.catalog.addRelease(detail) }
    }

    /// Adds `count` synthetic CD releases and returns their barcodes (see `SyntheticReleases`).
    @discardableResult
    package func addSyntheticReleases(count: Int, first: Int = 0) -> [String] {
        emulator.state.withLock { $0.catalog.addSyntheticReleases(count: count, first: first) }
    }

    /// Queues replies for searches of `barcode` (spaces and dashes ignored), used one per search, in order.
    ///
    /// They apply after the User-Agent, token and rate-limit checks; once used up, searches answer normally.
    package func script(barcode: String, _ replies: [DiscogsReply]) {
        emulator.script(normalizedBarcode: DiscogsCatalog.normalize(barcode), replies)
    }

    /// Queues replies for the next requests, whatever they ask, before any other check.
    package func scriptNext(_ replies: [DiscogsReply]) {
        emulator.scriptNext(replies)
    }

    /// Drops every queued reply.
    package func clearScripts() {
        emulator.clearScripts()
    }
}
