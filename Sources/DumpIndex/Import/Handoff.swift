import Dispatch
import Synchronization

/// A bounded queue from one producer thread to one consumer thread.
///
/// The import's stages run on their own threads and pass work on through
/// these: a full queue blocks its producer, so memory stays at `capacity`
/// items per queue whatever the file's size. The consumer may `cancel` when it
/// stops early; the producer's next `put` then returns false (a producer
/// blocked on a full queue is woken for it), and it winds down.
final class Handoff<Element: Sendable>: Sendable {
    private struct State {
        var items: [Element] = []
        var cancelled = false
    }

    private let state = Mutex(State())
    /// Counts the items waiting, so the consumer sleeps while there are none.
    private let ready = DispatchSemaphore(value: 0)
    /// Counts the free places, so the producer sleeps while there are none.
    private let room: DispatchSemaphore

    /// A queue holding at most `capacity` items.
    init(capacity: Int) {
        // Made at 0 and raised: libdispatch traps when a semaphore is freed
        // below the value it was made with, as `room` is when a queue is given
        // up with items in it (a failed or stopped import).
        room = DispatchSemaphore(value: 0)
        for _ in 0..<capacity { room.signal() }
    }

    /// Hands `item` on, waiting while the queue is full; false when the consumer has cancelled.
    func put(_ item: Element) -> Bool {
        if isCancelled { return false }
        room.wait()
        let taken = state.withLock { state in
            guard !state.cancelled else { return false }
            state.items.append(item)
            return true
        }
        if taken { ready.signal() } else { room.signal() }  // keeps a cancelled queue unblocked
        return taken
    }

    /// The next item, waiting until there is one. Only the producer ends a
    /// stream (with an item that says so), so this always gets one.
    func take() -> Element {
        ready.wait()
        let item = state.withLock { $0.items.removeFirst() }
        room.signal()
        return item
    }

    /// Tells the producer to stop: its `put`s return false from now on.
    func cancel() {
        state.withLock { $0.cancelled = true }
        room.signal()
    }

    /// Whether the consumer has cancelled.
    var isCancelled: Bool { state.withLock { $0.cancelled } }
}
