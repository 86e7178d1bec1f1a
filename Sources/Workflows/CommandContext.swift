import Basics
import Catalog
import Cataloging
import Foundation
import PhoneServer
import Settings
import Terminal

/// What a command may use of the outside world; `main` builds the real one,
/// tests build their own.
package struct CommandContext: Sendable {
    package var console: Console
    package var environment: [String: String]
    /// The directory `.env` and relative paths are read from.
    package var directory: String
    package var time: any TimeSource
    /// Reads a line a person typed (the pressing picker); nil at end of input.
    package var readLine: @Sendable () -> String?
    /// Whether standard input is a terminal, i.e. someone can answer a question.
    var stdinIsTerminal: Bool
    /// The settings `Subcommand` loaded (and refused to run without) before the command ran.
    package var settings: Settings?
    /// Cancelled to abort the lookups' requests in flight (a stop signal came); nil: none.
    var lookupCancellation: CancellationToken?
    /// Where lookup sessions come from (`RunAssembly` asks); tests give fake services.
    var lookupServices = LookupServices.live
    /// The webcam, its reader and the terminal size a camera or phone scan uses.
    package var camera = CameraHardware.live
    /// How the command hears a person ask it to stop (`standard()`: the process's signals).
    package var stopSignals = StopSignals.none
    /// Where a list named '-' (or none) is read from, and whether a person types it.
    package var standardInput: StandardInput
    /// The drive `catalog --disc` reads; nil: `--device`, else the first CD drive.
    var discReader: (any DiscReader & Sendable)?

    package init(
        console: Console, environment: [String: String], directory: String, time: any TimeSource,
        readLine: @escaping @Sendable () -> String? = { nil }, stdinIsTerminal: Bool = false,
        standardInput: StandardInput = .text("")
    ) {
        self.console = console
        self.environment = environment
        self.directory = directory
        self.time = time
        self.readLine = readLine
        self.stdinIsTerminal = stdinIsTerminal
        self.standardInput = standardInput
    }

    /// The process's real console, environment, directory, clock, standard input and signals.
    package static func standard() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        var context = CommandContext(
            console: .standard(environment: environment), environment: environment,
            directory: FileManager.default.currentDirectoryPath, time: SystemClock(),
            readLine: { Swift.readLine(strippingNewline: true) }, stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            standardInput: .process())
        context.stopSignals = .process()
        SignalCounter.endProcessOnSecondSignal()
        return context
    }

    /// Whether a person can be asked to choose: both stdin and stderr are terminals.
    package var canAsk: Bool { stdinIsTerminal && console.stderrIsTerminal }

    /// The settings the command line was parsed with.
    ///
    /// `Subcommand` loads them before a command runs and stops on a refused configuration;
    /// a command run directly (in a test) loads them here, and a refused config file
    /// then leaves the environment and `.env` alone, its error printed.
    func loadSettings() -> Settings {
        if let settings { return settings }
        do {
            return try readSettings()
        } catch {
            console.error("\(error).")
            var safe = self
            safe.environment["XDG_CONFIG_HOME"] = "/nonexistent"
            return (try? safe.readSettings()) ?? Settings.empty
        }
    }

    /// Settings from the environment, `.env` and the config file; warnings and notes go to stderr.
    package func readSettings() throws(SettingsError) -> Settings {
        let settings = try Settings.load(environment: environment, directory: directory)
        settings.warnings.forEach(console.warning)
        settings.notes.forEach { console.message($0) }
        return settings
    }

    /// The catalog database `--db` names (relative to the working directory), else the default.
    package func databasePath(_ option: String?) -> String {
        option.map { FilePaths.resolve($0, in: directory) } ?? CatalogStore.defaultPath(environment: environment)
    }

    /// `-o NAME` checked before anything is read ("-" is stdout): never one of `inputs` nor a
    /// file of the run's own (`ownFiles`).
    package func outputFile(_ name: String?, protecting inputs: [String] = [], database: String) throws(OutputFileError)
        -> OutputFile?
    {
        try name.map { name throws(OutputFileError) in
            try OutputFile(
                name == "-" ? "-" : FilePaths.resolve(name, in: directory), shownAs: name,
                protecting: inputs + ownFiles(database: database))
        }
    }

    /// `scan --catalog NAME`: the CSV a scan writes anew after each code, checked as `-o` is
    /// (never one of `inputs`, as the phone's `--key-file`, nor a file of the run's own). A
    /// file even when named "-": a whole CSV again after every code is no stream for a pipe.
    func catalogFile(_ name: String, protecting inputs: [String] = [], database: String) throws(OutputFileError)
        -> OutputFile
    {
        try OutputFile(
            FilePaths.resolve(name, in: directory), shownAs: name,
            protecting: inputs.map { FilePaths.resolve($0, in: directory) } + ownFiles(database: database))
    }

    /// The files every run reads or keeps, which no output may replace (refused with 64): the
    /// catalog database and SQLite's WAL and shared-memory files beside it, the config file and
    /// the `.env` settings are read from (when there), and the phone page's TLS identity.
    private func ownFiles(database: String) -> [String] {
        let dataFolder = FilePaths.directory(of: CatalogStore.defaultPath(environment: environment))
        let settings = [ConfigFile.path(environment: environment), directory + "/.env"].compactMap { $0 }
        return [database, database + "-wal", database + "-shm"]
            + (settings + [IdentityStore(directory: dataFolder).path]).filter { FileStatus(path: $0) != nil }
    }
}
