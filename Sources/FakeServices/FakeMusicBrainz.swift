import Foundation

/// A stand-in for the MusicBrainz web service on 127.0.0.1: release search by barcode over a
/// fixture catalogue, the User-Agent check, one request per second per client, and scripted faults.
///
/// ```swift
/// let musicBrainz = FakeMusicBrainz(catalog: try .bundled())
/// try musicBrainz.start()
/// musicBrainz.script(barcode: "029667431224", [.rateLimited, .ok])
/// // client GETs musicBrainz.baseURL + "/ws/2/release?query=barcode:029667431224&fmt=json"
/// #expect(musicBrainz.counters.rateLimited == 1)
/// ```
///
/// Order of checks for each request: a reply queued by `failNext`/`scriptNext`
/// (answered whatever the request); no User-Agent → 400 JSON error (not counted
/// in any window); wrong method → 405; unknown path → 404; more than
/// `requestsPerWindow` from this client (its User-Agent) in the moving window →
/// 503 with the rate-limit error (not using up the allowance); a reply scripted
/// for the searched barcode; else the search result, as JSON when `fmt=json` or
/// `Accept` asks for it and as XML otherwise. The search returns every release
/// filed under the barcode, near-misses included: filtering is the client's job.
package final class FakeMusicBrainz: Sendable {
    /// How the fake behaves.
    package struct Configuration: Sendable {
        /// Requests one client may send per window.
        package var requestsPerWindow: Int
        /// The moving window's length in seconds.
        package var window: Double
        /// Seconds on a monotonic clock; tests may inject their own.
        package var clock: @Sendable () -> Double

        package init(
            requestsPerWindow: Int = 1, window: Double = 1,
            clock: @escaping @Sendable () -> Double = FakeDiscogs.monotonicClock()
        ) {
            self.requestsPerWindow = requestsPerWindow
            self.window = window
            self.clock = clock
        }
    }

    /// `GET` this path for the counters as JSON; it is neither counted nor checked (for benchmark scripts).
    package static let countersPath = fakeCountersPath

    /// The HTTP server underneath, for its recorded requests and connection count.
    package let server: FakeHTTPServer
    private let emulator: MusicBrainzEmulator

    /// A fake serving `catalog` (empty by default; `MusicBrainzCatalog.bundled()` has the fixtures).
    package init(configuration: Configuration = Configuration(), catalog: MusicBrainzCatalog = MusicBrainzCatalog()) {
        let emulator = MusicBrainzEmulator(configuration: configuration, catalog: catalog)
        self.emulator = emulator
        server = FakeHTTPServer { emulator.respond(to: $0) }
    }

    /// Listens on 127.0.0.1:`port` (0: any free port) and returns the port.
    @discardableResult
    package func start(port: Int = 0) throws(FakeServerError) -> Int {
        try server.start(port: port)
    }

    /// Stops the server; hung and delayed answers end at once.
    package func stop() {
        server.stop()
    }

    /// "http://127.0.0.1:PORT": the client's MusicBrainz base URL.
    package var baseURL: String { server.baseURL }

    /// The configuration in force.
    package var configuration: Configuration { emulator.configuration }

    /// Every request received so far.
    package var requests: [RecordedRequest] { server.requests }

    /// The counters so far.
    package var counters: MusicBrainzCounters {
        emulator.counters
    }

    /// Sets every counter back to zero (the rate-limit windows keep their history).
    package func resetCounters() {
        emulator.resetCounters()
    }

    /// The catalogue served.
    package var catalog: MusicBrainzCatalog {
        emulator.catalog
    }

    /// Adds a release (see `MusicBrainzCatalog.add(_:answering:)`).
    package func add(_ release: JSONValue, answering queries: [String] = []) {
        emulator.state.withLock { _ = $0.catalog.add(release, answering: queries) }
    }

    /// Adds what `/ws/2/release/{mbid}` answers (see `MusicBrainzCatalog.addLookup(_:)`).
    package func addLookup(_ release: JSONValue) {
        emulator.state.withLock { $0.catalog.addLookup(release) }
    }

    /// Queues replies for searches of `barcode` (spaces and dashes ignored), used one per search, in order.
    ///
    /// They apply after the User-Agent and rate-limit checks; once used up, searches answer normally.
    package func script(barcode: String, _ replies: [MusicBrainzReply]) {
        emulator.script(normalizedBarcode: MusicBrainzCatalog.normalize(barcode), replies)
    }

    /// Queues replies for the next requests, whatever they ask, before any other check.
    package func scriptNext(_ replies: [MusicBrainzReply]) {
        emulator.scriptNext(replies)
    }

    /// Drops every queued reply.
    package func clearScripts() {
        emulator.clearScripts()
    }
}

extension FakeMusicBrainz {
    /// Files a disc ID answer (a disc with `releases`, or a CD stub) under `discID`.
    package func add(disc answer: JSONValue, discID: String) {
        emulator.state.withLock { $0.catalog.discs.add(answer, discID: discID) }
    }

    /// Files a fuzzy answer under a table of contents (see `MusicBrainzDiscs`).
    package func add(fuzzy answer: JSONValue, toc: String) {
        emulator.state.withLock { $0.catalog.discs.add(answer, fuzzyTOC: toc) }
    }
}
