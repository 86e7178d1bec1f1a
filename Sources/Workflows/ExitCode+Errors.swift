import Basics
import Catalog
import Cataloging
import Disc
import DumpIndex
import Imaging
import Lookup
import PhoneServer
import Presentation
import Scanner

// The one mapping from the modules' errors to cdscan's exit statuses (see the README's
// "Exit codes"); `ErrorReport.fail` applies it to whatever a command throws.
extension ExitCode {
    /// The status a catalog failure ends the process with.
    package init(_ error: CatalogError) {
        switch error {
        case .missing: self = .noInput
        case .newerSchema, .damagedItem, .notACatalog: self = .dataError
        case .noSuchItem: self = .usage
        case .inUse, .replaced: self = .temporaryFailure
        case .notInCatalog: self = .software
        case .cannotCreateDirectory, .database, .cannotWrite: self = .cannotCreate
        case .output(let error): self = ExitCode(error)
        }
    }

    /// The status a list of barcodes that cannot be read ends the process with: 66 when it cannot
    /// be read, 65 when it is refused, 64 for nothing to read or a Discogs export.
    package init(_ error: CatalogInputs.Failure) {
        switch error {
        case .unreadable, .folder, .noSuchFile: self = .noInput
        case .tooLarge, .overlongLine: self = .dataError
        case .nothingToRead, .collectionExport: self = .usage
        }
    }

    /// The status a failure a run finds itself ends the process with: 66 for a file that is not
    /// there or holds nothing, 65 for one that cannot be imported, 73 for a catalogue that would
    /// be replaced, 64 for an item's release that cannot be chosen.
    package init(_ failure: CommandFailure) {
        switch failure {
        case .noBarcodeOnStandardInput, .noSuchBackup: self = .noInput
        case .unimportableCollection: self = .dataError
        case .catalogExists: self = .cannotCreate
        case .noReleaseToChoose, .noSuchRelease: self = .usage
        }
    }

    /// The status an output that cannot be written ends the process with: 64 when it is one
    /// of the inputs (nothing was written), else 73.
    package init(_ error: OutputFileError) {
        switch error {
        case .isAnInput: self = .usage
        case .isAFolder, .noFolder, .cannotWrite: self = .cannotCreate
        }
    }

    /// The status a lookup failure ends the process with.
    package init(_ error: LookupError) {
        switch error {
        case .tokenRefused: self = .permission
        case .rateLimited, .coverHostLimited: self = .temporaryFailure
        case .refusedCoverURL: self = .dataError
        case .olderIndex: self = .unavailable
        case .insecureURL: self = .configuration
        case .forbidden, .serverError, .network, .unexpectedResponse, .malformedJSON, .unreadableIndex:
            self = .unavailable
        case .releaseNotFound: self = .dataError
        case .folderNotFound, .allFolderChosen: self = .usage
        case .collectionForbidden: self = .permission
        case .interrupted: self = .interrupted
        }
    }

    /// The status a camera failure ends `scan` or `devices` with.
    package init(_ error: CameraError) {
        switch error {
        case .permissionDenied: self = .permission
        case .busy: self = .temporaryFailure
        case .noCamera, .noCaptureCamera, .deviceMissing, .notCaptureDevice, .cannotStream, .noUsableFormat,
            .stalled, .unplugged, .systemCall:
            self = .unavailable
        }
    }

    /// The status a photo that cannot be read ends the process with: 66 (EX_NOINPUT) when
    /// there is nothing to read (missing, no permission, a folder without images), 65
    /// (EX_DATAERR) when the bytes are there but are not a usable image (empty, not an
    /// image, unsupported, cut short, damaged, too large), 69 (EX_UNAVAILABLE) when the
    /// format's decoder (libheif) is not installed.
    package init(_ error: ImageError) {
        switch error {
        case .missing, .permissionDenied, .unreadable, .noImages, .symlinkLoop:
            self = .noInput
        case .empty, .unknownFormat, .unsupportedFormat, .truncated, .corrupt, .tooLarge, .fileTooLarge:
            self = .dataError
        case .decoderMissing:
            self = .unavailable
        }
    }

    /// The status a disc that could not be read ends the process with.
    package init(_ error: DiscError) {
        switch error {
        case .noDrive, .notADrive, .ejectFailed: self = .unavailable
        case .noDisc: self = .noInput
        case .dataDisc, .invalidTOC: self = .dataError
        case .notReady: self = .temporaryFailure
        case .permission: self = .permission
        case .unreadable: self = .ioError
        }
    }

    /// The status a data dump failure ends the process with.
    package init(_ error: DumpError) {
        switch error {
        case _ where error.isBadInput: self = .dataError
        case .cannotRead, .noIndex: self = .noInput
        case .newerIndex: self = .dataError
        case .interrupted: self = .interrupted
        case .importRunning: self = .temporaryFailure
        default: self = .cannotCreate
        }
    }
}

extension ExitCode {
    /// The status the phone page's server ends `scan --phone` with when it cannot start.
    package init(_ error: PhoneServerError) {
        switch error {
        case .badListenAddress: self = .usage
        case .noLANAddress, .cannotListen, .libraryMissing: self = .unavailable
        case .tls: self = .software
        case .identityFile, .unusableIdentity: self = .cannotCreate
        case .keyFile(_, .notAFile, _), .keyFile(_, .unreadable, _): self = .noInput
        case .keyFile(_, .notPrivate, _): self = .permission
        case .keyFile(_, .notAKey, _): self = .dataError
        case .keyFile(_, .cannotCreate, _): self = .cannotCreate
        }
    }
}

extension PhotoFailure {
    /// What the failure adds to the exit status, as `scan --image` counts it.
    var exitCode: ExitCode {
        switch self {
        case .unreadable(let error): ExitCode(error)
        case .noBarcode, .conflict: .notFound
        }
    }
}
