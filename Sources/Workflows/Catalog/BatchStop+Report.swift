import Cataloging
import Terminal

extension ErrorReport {
    /// Prints why a batch stopped (nothing for an interrupt: the summary says so), and
    /// returns the status to end with; the reasons go through the one funnel (`fail`).
    package static func report(_ stop: BatchStop, _ console: Console) -> ExitCode {
        switch stop {
        case .interrupted: .interrupted
        case .lookup(let error): fail(error, console)
        case .catalog(let error): fail(error, console)
        case .noSession(let error): fail(error, console)
        }
    }
}
