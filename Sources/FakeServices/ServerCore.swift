import Foundation
import Synchronization

/// The state and threads behind `FakeHTTPServer`, kept apart so that dropping
/// the public object (whose `deinit` stops this) is possible while threads run.
final class ServerCore: Sendable {
    enum Phase { case idle, running, stopped }

    struct State {
        var phase = Phase.idle
        var port = 0
        var requests: [RecordedRequest] = []
        var connectionsAccepted = 0
        /// Open client sockets by connection id, so `stop()` can wake their threads.
        var openConnections: [Int: Int32] = [:]
        /// Connections the client closed while a hang or a delay held its answer back.
        var hungUpByClient = 0
    }

    /// Bodies larger than this are refused with 413.
    static let maxBodyBytes = 16 * 1024 * 1024

    let state = Mutex(State())
    let handler: @Sendable (RecordedRequest) -> FakeResponse
    private let stopSignal = StopSignal()
    private let threads = DispatchGroup()

    init(handler: @escaping @Sendable (RecordedRequest) -> FakeResponse) {
        self.handler = handler
    }

    func start(port requested: Int) throws(FakeServerError) -> Int {
        let canStart = state.withLock { $0.phase == .idle }
        guard canStart else { throw .alreadyStarted }
        let (fd, port) = try Socket.listen(port: requested)
        state.withLock {
            $0.phase = .running
            $0.port = port
        }
        threads.enter()
        Thread { [self] in
            acceptLoop(listening: fd)
            threads.leave()
        }.start()
        return port
    }

    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.phase = .stopped }
            guard state.phase == .running else { return false }
            for fd in state.openConnections.values { Socket.shutdownBoth(fd) }
            return true
        }
        guard wasRunning else { return }
        stopSignal.fire()
        // A handler stuck in test code cannot be interrupted; do not wait for it forever.
        _ = threads.wait(timeout: .now() + 5)
    }

    private func acceptLoop(listening fd: Int32) {
        defer { Socket.close(fd) }
        while Socket.waitReadable(fd, unless: stopSignal) {
            guard let client = Socket.accept(fd) else {
                // Out of descriptors or a connection that died in the queue: breathe, then go on.
                stopSignal.wait(seconds: 0.01)
                continue
            }
            let id: Int? = state.withLock { state in
                guard state.phase == .running else { return nil }
                state.connectionsAccepted += 1
                state.openConnections[state.connectionsAccepted] = client
                return state.connectionsAccepted
            }
            guard let id else {
                Socket.close(client)
                return
            }
            threads.enter()
            Thread { [self] in
                serve(client, id: id)
                threads.leave()
            }.start()
        }
    }

    private func serve(_ fd: Int32, id: Int) {
        var connection = Connection(fd: fd, id: id, stop: stopSignal)
        let outcome = connection.run(record: record, handler: handler)
        state.withLock { state in
            state.openConnections.removeValue(forKey: id)
            if outcome == .clientHungUp { state.hungUpByClient += 1 }
        }
        if outcome != .closed { Socket.close(fd) }
    }

    private func record(_ request: RecordedRequest) {
        state.withLock { $0.requests.append(request) }
    }
}
