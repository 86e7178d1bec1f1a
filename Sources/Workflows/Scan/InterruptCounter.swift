import Basics

/// Counts the Ctrl-C (SIGINT) and SIGTERM signals that arrived during a scan: the
/// process's `SignalCounter`, or a script in tests.
package protocol InterruptCounter: AnyObject {
    /// Signals received since the counter was started.
    var count: Int { get }
}

extension SignalCounter: InterruptCounter {}
