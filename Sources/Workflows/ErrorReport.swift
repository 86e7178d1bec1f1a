import Basics
import Catalog
import Cataloging
import Disc
import DumpIndex
import Gallery
import Imaging
import Lookup
import PhoneServer
import Presentation
import Scanner
import Settings
import Terminal

/// An error that ends a run with at least `status` (what the run had come to before it failed),
/// said as the error says itself.
package struct RaisedStatus: Error {
    package var error: any Error
    package var status: ExitCode

    package init(_ error: any Error, atLeast status: ExitCode) {
        self.error = error
        self.status = status
    }
}

/// The one place an error becomes a line on stderr and a sysexits status (the command line
/// adds only its usage errors, whose usage line it knows).
package enum ErrorReport {
    /// Prints `error` and returns the status it ends the process with.
    ///
    /// An `ExitCode` thrown on its own was reported where it arose (the reason is printed).
    package static func fail(_ error: any Error, _ console: Console) -> ExitCode {
        switch error {
        case let status as ExitCode:
            return status
        case let raised as RaisedStatus:
            return max(fail(raised.error, console), raised.status)
        case let failure as LookupSession.StartFailure:
            return report(failure, console)
        case let failure as LookupSession.Failure:
            return report(failure, console)
        default:
            guard let status = status(of: error) else {
                // Every error a module lets out is in `status(of:)`; one that is not is a bug, said as one.
                console.error("internal error (please report it): \(type(of: error)): \(error).")
                return .software
            }
            console.error("\(error).")
            return status
        }
    }

    /// The status of each error a module lets reach a command, whose message is its
    /// description; nil for a type no module lets out (the list `ErrorReportTests` checks
    /// against every `Error` declared in Sources).
    package static func status(of error: any Error) -> ExitCode? {
        switch error {
        case let lookup as LookupError: ExitCode(lookup)
        case let catalog as CatalogError: ExitCode(catalog)
        case let inputs as CatalogInputs.Failure: ExitCode(inputs)
        case let failure as CommandFailure: ExitCode(failure)
        case let image as ImageError: ExitCode(image)
        case let disc as DiscError: ExitCode(disc)
        case let dump as DumpError: ExitCode(dump)
        case is SettingsError: .configuration
        case let output as OutputFileError: ExitCode(output)
        case let phone as PhoneServerError: ExitCode(phone)
        case let camera as CameraError: ExitCode(camera)
        case is GalleryError: .cannotCreate
        case is PrivateFiles.Failure: .cannotCreate
        // libcurl could not start (the cover client, a session): nothing a user typed causes it.
        case is TransportError: .software
        // A symbology the command line named but zbar does not know is a usage error where the
        // option is parsed; what reaches here is zbar failing.
        case is DecoderError: .software
        default: nil
        }
    }

    /// Prints why a command could not start looking up, and returns the status to end with.
    package static func report(_ failure: LookupSession.StartFailure, _ console: Console) -> ExitCode {
        switch failure {
        case .session(let failure): return report(failure, console)
        case .collection(let error): return fail(error, console)
        }
    }

    /// Prints why the lookup session could not be made, and returns the matching status.
    package static func report(_ failure: LookupSession.Failure, _ console: Console) -> ExitCode {
        switch failure {
        case .noToken:
            console.error(SourceAdvice.missingToken)
            return .configuration
        case .noReleaseSource:
            console.error(SourceAdvice.noReleaseSource)
            return .configuration
        case .badURL(let setting, let error):
            console.error("\(setting): \(error).")
            return ExitCode(error)
        case .transport(let error):
            return fail(error, console)
        }
    }
}
