import Dispatch
import Foundation
import Synchronization
import Testing

@testable import DumpIndex

/// The bounded queue between the import's threads: order, back-pressure, and cancelling.
@Suite struct HandoffTests {
    /// Waits for `done`; the bound only keeps a broken handoff from hanging the suite.
    func finished(_ done: DispatchSemaphore) -> Bool { done.wait(timeout: .now() + 30) == .success }

    @Test func itemsArriveInOrderAcrossThreads() {
        let queue = Handoff<Int>(capacity: 2)
        let done = DispatchSemaphore(value: 0)
        Thread {
            for number in 0..<1000 { _ = queue.put(number) }
            done.signal()
        }.start()
        let received = (0..<1000).map { _ in queue.take() }
        #expect(received == Array(0..<1000))
        #expect(finished(done))
    }

    @Test func cancellingWakesAProducerWaitingOnAFullQueue() {
        let queue = Handoff<Int>(capacity: 1)
        #expect(queue.put(1))
        let done = DispatchSemaphore(value: 0)
        let refused = Mutex(false)
        Thread {
            // The queue is full: this waits until the consumer cancels, then is refused.
            refused.withLock { $0 = !queue.put(2) }
            done.signal()
        }.start()
        queue.cancel()
        #expect(finished(done))
        #expect(refused.withLock { $0 })
        #expect(!queue.put(3))
        #expect(!queue.put(4))
    }
}
