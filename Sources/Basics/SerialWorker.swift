import Dispatch
import Foundation
import Synchronization

/// One thread that runs jobs one after another with a resource only it touches,
/// so the caller's thread stays free (the camera keeps reading frames, a batch
/// can stop waiting at a second Ctrl-C) while the jobs wait on the network.
///
/// The resource (a lookup session over libcurl handles, which are not `Sendable`)
/// is handed over when the worker is made and never leaves its thread: jobs
/// receive it, and only their `Sendable` outputs come back. The shared queues
/// live in a `Mutex`, and the two sides wake each other with semaphores, so the
/// compiler checks every crossing. Outputs come back in submission order.
package final class SerialWorker<Resource, Output: Sendable>: Sendable {
    /// A job: what to do with the resource, on the worker's thread.
    package typealias Job = @Sendable (Resource) -> Output
    /// Names one submitted job, to wait for its output.
    package typealias Ticket = Int

    private let core: Core

    /// Starts the thread, which takes `resource` for its own; `name` is the thread's name.
    package init(name: String, resource: sending Resource) {
        core = Core()
        let handoff = Mutex<Resource?>(resource)
        let thread = Thread { [core] in
            let taken = handoff.withLock { value -> sending Resource? in
                let resource = value
                value = nil
                return resource
            }
            guard let taken else { return }
            core.work(with: taken)
        }
        thread.name = name
        thread.start()
    }

    /// Lets the thread end: jobs still queued are dropped, the one running finishes.
    deinit { close() }

    /// Queues `job`; returns its ticket.
    @discardableResult
    package func submit(_ job: @escaping Job) -> Ticket {
        core.submit(job)
    }

    /// Jobs queued or running whose outputs have not come back yet.
    package var pending: Int { core.state.withLock { $0.jobs.count + ($0.running == nil ? 0 : 1) } }

    /// Whether a job is pending or an output is waiting to be taken.
    package var isBusy: Bool {
        core.state.withLock { !$0.jobs.isEmpty || $0.running != nil || !$0.outputs.isEmpty }
    }

    /// The outputs that have come back, oldest first, without waiting.
    package func takeOutputs() -> [Output] {
        core.state.withLock { state in
            defer { state.outputs.removeAll() }
            return state.outputs.map(\.output)
        }
    }

    /// Waits up to `seconds` for an output (returns at once when one is there or nothing is pending).
    package func waitForOutputs(seconds: Double) -> [Output] {
        let deadline = DispatchTime.now() + seconds
        while core.state.withLock({ $0.outputs.isEmpty && (!$0.jobs.isEmpty || $0.running != nil) }) {
            if core.outputReady.wait(timeout: deadline) == .timedOut { break }
        }
        return takeOutputs()
    }

    /// Waits for the output of `ticket`, calling `whileWaiting` every `interval` seconds
    /// until it comes; nil when `whileWaiting` returned true (stop waiting): the job then
    /// goes on unseen and its output is dropped.
    package func wait(for ticket: Ticket, checkingEvery interval: Double, whileWaiting: () -> Bool) -> Output? {
        while true {
            if let output = core.take(ticket) { return output }
            if core.outputReady.wait(timeout: .now() + interval) == .timedOut, whileWaiting() {
                core.abandon(ticket)
                return nil
            }
        }
    }

    /// Runs `job` and waits for its output as `wait(for:checkingEvery:whileWaiting:)` does.
    package func run(_ job: @escaping Job, checkingEvery interval: Double, whileWaiting: () -> Bool) -> Output? {
        wait(for: submit(job), checkingEvery: interval, whileWaiting: whileWaiting)
    }

    /// Lets the thread end once the job running (if any) is done; jobs still queued are dropped.
    package func close() {
        core.state.withLock { state in
            state.jobs.removeAll()
            state.closed = true
        }
        core.jobReady.signal()
    }

    /// What the caller and the worker's thread share.
    private final class Core: Sendable {
        struct State {
            var jobs: [(ticket: Ticket, job: Job)] = []
            var outputs: [(ticket: Ticket, output: Output)] = []
            var running: Ticket?
            var abandoned: Set<Ticket> = []
            var nextTicket = 0
            var closed = false
        }

        let state = Mutex(State())
        /// Signalled once per job queued (and at close): the worker waits on it.
        let jobReady = DispatchSemaphore(value: 0)
        /// Signalled once per output: the caller waits on it.
        let outputReady = DispatchSemaphore(value: 0)

        func submit(_ job: @escaping Job) -> Ticket {
            let ticket = state.withLock { state in
                defer { state.nextTicket += 1 }
                state.jobs.append((state.nextTicket, job))
                return state.nextTicket
            }
            jobReady.signal()
            return ticket
        }

        func take(_ ticket: Ticket) -> Output? {
            state.withLock { state in
                guard let index = state.outputs.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return state.outputs.remove(at: index).output
            }
        }

        func abandon(_ ticket: Ticket) {
            state.withLock { state in
                state.abandoned.insert(ticket)
                state.jobs.removeAll { $0.ticket == ticket }
                state.outputs.removeAll { $0.ticket == ticket }
            }
        }

        /// The thread's loop: the next job, until closed.
        func work(with resource: Resource) {
            while let (ticket, job) = next() {
                let output = job(resource)
                state.withLock { state in
                    state.running = nil
                    if state.abandoned.remove(ticket) == nil { state.outputs.append((ticket, output)) }
                }
                outputReady.signal()
            }
        }

        private func next() -> (Ticket, Job)? {
            while true {
                jobReady.wait()
                let next: (Ticket, Job)?? = state.withLock { state in
                    if !state.jobs.isEmpty {
                        let first = state.jobs.removeFirst()
                        state.running = first.ticket
                        return .some((first.ticket, first.job))
                    }
                    return state.closed ? .some(nil) : nil
                }
                if let next { return next }
            }
        }
    }
}
