import Catalog
import Cataloging

extension CDScan {
    /// Prints why a batch stopped (nothing for an interrupt: the summary says so), and
    /// returns the status to end with.
    static func report(_ stop: BatchStop, _ console: Console) -> ExitCode {
        switch stop {
        case .interrupted:
            return .interrupted
        case .lookup(let error):
            console.error("\(error).")
            return ExitCode(error)
        case .catalog(let error):
            console.error("\(error).")
            return ExitCode(error)
        case .noSession(let error as LookupSession.Failure):
            return report(error, console)
        case .noSession(let error):
            console.error("\(error).")
            return .software
        }
    }
}

extension ExitCode {
    /// The status a catalog failure ends the process with.
    init(_ error: CatalogError) {
        switch error {
        case .missing: self = .noInput
        case .newerSchema, .damagedItem: self = .dataError
        case .notInCatalog: self = .software
        case .cannotCreateDirectory, .database, .cannotWrite: self = .cannotCreate
        }
    }
}
