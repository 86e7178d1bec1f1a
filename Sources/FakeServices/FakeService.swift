/// Either fake web service as a harness drives it (`cdscan-fake-server`): started on a
/// loopback port, addressed by its base URL, stopped, its counters reported, and its
/// answers scripted.
package protocol FakeService: Sendable {
    associatedtype Counters: CustomStringConvertible & Sendable
    /// A scripted answer (`DiscogsReply`, `MusicBrainzReply`).
    associatedtype Reply: Sendable
    /// Listens on 127.0.0.1 `port` (0: any free port) and returns the port.
    @discardableResult func start(port: Int) throws(FakeServerError) -> Int
    /// Stops listening; requests in flight are answered or dropped.
    func stop()
    /// Where the service listens, e.g. "http://127.0.0.1:49152".
    var baseURL: String { get }
    /// What it has seen and answered so far.
    var counters: Counters { get }
    /// Queues replies for the next requests, whatever they ask, before any other check.
    func scriptNext(_ replies: [Reply])
}

extension FakeService {
    /// Answers the next `count` requests with `reply`, before any other check.
    package func failNext(_ count: Int, with reply: Reply) {
        scriptNext(Array(repeating: reply, count: max(0, count)))
    }
}

extension FakeDiscogs: FakeService {}
extension FakeMusicBrainz: FakeService {}
