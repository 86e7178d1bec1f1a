import Album
import Lookup

extension LookupSession {
    /// Why a command could not start looking up.
    enum StartFailure: Error {
        /// No session could be made (no token, a refused URL).
        case session(Failure)
        /// The collection folder for `--add-to-collection` cannot be used (no such folder, token refused).
        case collection(LookupError)

        /// Prints why, and returns the status to end with.
        func report(_ console: Console) -> ExitCode {
            switch self {
            case .session(let failure):
                return CDScan.report(failure, console)
            case .collection(let error):
                console.error("\(error).")
                return ExitCode(error)
            }
        }
    }

    /// The session `options` ask for, ready to use: the note about a missing token printed,
    /// and the collection folder checked when `--add-to-collection` will need it, so that a
    /// wrong folder or token fails before the first lookup rather than after it.
    static func start(_ options: some LookupOptions, settings: Settings, context: CommandContext)
        throws(StartFailure) -> LookupSession
    {
        let session: LookupSession
        do {
            session = try make(
                settings: settings, choice: options.source, needsDiscogs: options.extras.addToCollection,
                time: context.time)
        } catch {
            throw .session(error)
        }
        note(settings: settings, choice: options.source).map(context.console.message)
        if options.extras.addToCollection {
            do {
                _ = try session.collectionFolder(options.extras.folder)
            } catch {
                throw .collection(error)
            }
        }
        return session
    }
}
