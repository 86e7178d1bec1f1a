/// Either fake web service as a harness drives it (`cdscan-fake-server`): started on a
/// loopback port, addressed by its base URL, stopped, and its counters reported.
public protocol FakeService: Sendable {
    associatedtype Counters: CustomStringConvertible & Sendable
    /// Listens on 127.0.0.1 `port` (0: any free port) and returns the port.
    @discardableResult func start(port: Int) throws(FakeServerError) -> Int
    /// Stops listening; requests in flight are answered or dropped.
    func stop()
    /// Where the service listens, e.g. "http://127.0.0.1:49152".
    var baseURL: String { get }
    /// What it has seen and answered so far.
    var counters: Counters { get }
}

extension FakeDiscogs: FakeService {}
extension FakeMusicBrainz: FakeService {}
