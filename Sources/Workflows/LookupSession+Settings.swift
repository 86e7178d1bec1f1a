import Album
import DumpIndex
import Lookup
import Presentation
import Settings

extension CommandContext {
    /// The lookup session `options` ask for, made from the settings with the dump index
    /// when there is one, the note about a missing token printed, and the collection
    /// folder checked (`LookupSession.start`). Throws `DumpError` for `--source dump`
    /// without a readable index, else `LookupSession.StartFailure`.
    public func startLookups(_ options: some LookupOptions, settings: Settings) throws -> LookupSession {
        let dump = try DumpIndex.open(for: options.source, environment: settings.variables)
        return try LookupSession.start(
            settings.lookup, choice: options.source, extras: options.extras, dump: dump, time: time,
            note: console.message)
    }
}

extension Settings {
    /// What the lookup session is made from.
    public var lookup: LookupSession.Configuration {
        LookupSession.Configuration(
            services: services, version: CDScanVersion.version, projectURL: CDScanVersion.projectURL)
    }

    /// Whether there is a dump index where `auto` looks for one.
    public var hasDumpIndex: Bool { DumpIndex.exists(at: DumpIndex.defaultPath(environment: variables)) }
}

extension LookupResult {
    /// The status this input ends the process with, its extras' failures included; a found
    /// release that `--add-to-collection` could not add counts as not found (1).
    public var exitCode: ExitCode {
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
