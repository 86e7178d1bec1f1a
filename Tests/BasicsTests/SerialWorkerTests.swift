import Basics
import Dispatch
import Foundation
import Synchronization
import Testing

/// A resource that is not `Sendable`, as a lookup session over libcurl is not.
final class Tally {
    var jobs = 0
}

/// A gate a job waits at until the test opens it, so no test depends on timing.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func open() { semaphore.signal() }
    func pass() { semaphore.wait() }
}

@Suite struct SerialWorkerTests {
    /// The calling thread, as a number.
    static func threadID() -> String { "\(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(Thread.current))))" }

    @Test func jobsRunInOrderOnTheWorkersThreadWithItsResource() {
        let worker = SerialWorker<Tally, String>(name: "test-worker", resource: Tally())
        defer { worker.close() }
        for index in 0..<5 {
            worker.submit { tally in
                tally.jobs += 1
                return "\(index):\(tally.jobs):\(Self.threadID())"
            }
        }
        var outputs: [String] = []
        while outputs.count < 5 { outputs += worker.waitForOutputs(seconds: 10) }
        let thread = outputs.first.map { String($0.split(separator: ":")[2]) } ?? ""
        #expect(outputs == (0..<5).map { "\($0):\($0 + 1):\(thread)" })
        #expect(thread != Self.threadID())
        #expect(!worker.isBusy)
    }

    @Test func pendingCountsQueuedAndRunningJobs() {
        let gate = Gate()
        let worker = SerialWorker<Tally, Int>(name: "test-worker", resource: Tally())
        defer { worker.close() }
        worker.submit { _ in
            gate.pass()
            return 1
        }
        worker.submit { _ in 2 }
        #expect(worker.pending == 2)
        #expect(worker.takeOutputs().isEmpty)
        gate.open()
        var outputs: [Int] = []
        while outputs.count < 2 { outputs += worker.waitForOutputs(seconds: 10) }
        #expect(outputs == [1, 2])
        #expect(worker.pending == 0)
    }

    @Test func waitingForATicketCanBeGivenUpAndItsOutputIsDropped() {
        let gate = Gate()
        let worker = SerialWorker<Tally, Int>(name: "test-worker", resource: Tally())
        defer { worker.close() }
        let asked = Mutex(0)
        let given = worker.run(
            { _ in
                gate.pass()
                return 1
            }, checkingEvery: 0.01,
            whileWaiting: {
                asked.withLock { $0 += 1 }
                return true
            })
        #expect(given == nil)
        #expect(asked.withLock { $0 } == 1)
        gate.open()
        // The next job's output is its own, never the abandoned one's.
        #expect(worker.run({ _ in 2 }, checkingEvery: 0.01, whileWaiting: { false }) == 2)
    }

    @Test func closingDropsQueuedJobs() {
        let (started, gate) = (Gate(), Gate())
        let ran = Mutex<[Int]>([])
        let worker = SerialWorker<Tally, Int>(name: "test-worker", resource: Tally())
        worker.submit { _ in
            started.open()
            gate.pass()
            ran.withLock { $0.append(1) }
            return 1
        }
        worker.submit { _ in
            ran.withLock { $0.append(2) }
            return 2
        }
        started.pass()
        worker.close()
        #expect(worker.pending == 1)
        gate.open()
        while worker.pending > 0 { _ = worker.waitForOutputs(seconds: 10) }
        #expect(ran.withLock { $0 } == [1])
    }
}
