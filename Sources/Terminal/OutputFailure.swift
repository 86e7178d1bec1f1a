import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The first error met writing results to stdout (a full disk, an I/O error): the results are
/// lost, and the exit status must say so (`CDScan.run` makes it 73), not 0.
///
/// Shared by a console and the copies `Console.with` makes. A reader that went away (EPIPE,
/// `cdscan items list | head -1` with SIGPIPE ignored) is no error: it asked for no more.
package final class OutputFailure: Sendable {
    private let code = Mutex<Int32?>(nil)

    package init() {}

    /// Keeps `error` (an errno value) unless one is kept already or it is EPIPE; nil: none.
    package func note(_ error: Int32?) {
        guard let error, error != EPIPE else { return }
        code.withLock { kept in
            if kept == nil { kept = error }
        }
    }

    /// The first error in words ("No space left on device"); nil when every write went through.
    package var reason: String? {
        code.withLock { $0 }.map { String(cString: strerror($0)) }
    }
}
