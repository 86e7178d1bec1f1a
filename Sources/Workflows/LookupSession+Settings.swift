import Album
import Basics
import Catalog
import DumpIndex
import Lookup
import Presentation
import Settings
import Terminal

extension CommandContext {
    /// Warns that the rate budget shared with other cdscan processes cannot be used (this
    /// process then counts its own requests alone).
    var sharingWarning: @Sendable (SharedRequestLog.Failure) -> Void {
        { [console] failure in
            console.warning(LookupNotes.notSharing(failure))
        }
    }
}

extension Settings {
    /// What the lookup session is made from; the Discogs rate budget is shared with other
    /// processes in the data folder, beside the catalogue (`SharedRequestLog`).
    package var lookup: LookupSession.Configuration {
        var services = services
        services.rateBudgetDirectory = DataFolder.path(environment: variables)
        return LookupSession.Configuration(
            services: services, version: CDScanVersion.version, projectURL: CDScanVersion.projectURL)
    }

    /// Whether there is a dump index where `auto` looks for one: at `path` (`--index`, resolved),
    /// else at the default place.
    func hasDumpIndex(at path: String?) -> Bool {
        DumpIndex.exists(at: path ?? DumpIndex.defaultPath(environment: variables))
    }
}

extension LookupResult {
    /// The status this input ends the process with, its extras' failures included; a found
    /// release that `--add-to-collection` could not add counts as not found (1).
    var exitCode: ExitCode {
        let lookup: ExitCode =
            switch outcome {
            case .found: extras.leftUndone ? .notFound : .success
            case .notFound: .notFound
            case .invalid: .dataError
            case .failed(_, let error): ExitCode(error)
            }
        return extras.failures.map(ExitCode.init).reduce(lookup, max)
    }
}
