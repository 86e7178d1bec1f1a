import Basics
import Catalog
import Cataloging
import Disc
import DumpIndex
import Foundation
import Gallery
import Imaging
import Lookup
import PhoneServer
import Presentation
import Scanner
import Settings
import TestSupport
import Testing
import Workflows

/// `ErrorReport` knows, by name, every error a module lets reach a command: each ends with its
/// documented status and its own words; anything else is said to be a bug.
struct ErrorReportTests {
    /// One value of every error type `ErrorReport.status(of:)` maps, with the status it ends with.
    static let reported: [(any Error, ExitCode)] = [
        (LookupError.tokenRefused(service: .discogs), .permission),
        (CatalogError.noSuchItem(id: 4), .usage),
        (CatalogInputs.Failure.overlongLine(path: "list.txt", line: 2), .dataError),
        (CommandFailure.catalogExists(database: "/x/catalog.sqlite", backup: "old.sqlite"), .cannotCreate),
        (ImageError.empty(path: "back.jpg"), .dataError),
        (DiscError.noDisc(device: "/dev/sr0", trayOpen: false, detail: nil), .noInput),
        (DumpError.noIndex(path: "/x/index"), .noInput),
        (SettingsError.notOwned(path: "/x/config", owner: 0), .configuration),
        (OutputFileError.isAnInput(path: "list.txt", input: "list.txt"), .usage),
        (PhoneServerError.badListenAddress("x"), .usage),
        (CameraError.busy(device: "/dev/video0"), .temporaryFailure),
        (GalleryError.notAFolder(path: "/x/gallery.csv"), .cannotCreate),
        (DecoderError.zbarFailed("zbar_image_scanner_create"), .software),
        (PrivateFiles.Failure.cannotCreateDirectory(path: "/x/cdscan", reason: "Permission denied"), .cannotCreate),
        (TransportError.failed(host: "covers", reason: "libcurl could not start"), .software),
    ]

    @Test(arguments: 0..<reported.count)
    func eachKnownErrorEndsWithItsStatusAndItsOwnWords(index: Int) {
        let (error, status) = Self.reported[index]
        let captured = CapturedConsole()
        #expect(ErrorReport.status(of: error) == status)
        #expect(ErrorReport.fail(error, captured.console) == status)
        #expect(captured.err.hasPrefix("cdscan: error: \(String(describing: error).prefix(20))"))
        #expect(captured.err.hasSuffix(".\n") && !captured.err.hasSuffix("..\n"))
    }

    @Test func anErrorNoModuleLetsOutIsReportedAsABug() {
        struct Stray: Error {}
        let captured = CapturedConsole()
        #expect(ErrorReport.status(of: Stray()) == nil)
        #expect(ErrorReport.fail(Stray(), captured.console) == .software)
        #expect(captured.err.contains("internal error (please report it): Stray"))
    }

    /// Error types that never leave the module or the call that declares them: each is turned
    /// into one of the reported types (or handled) where it arises.
    static let convertedWhereTheyArise: Set<String> = [
        "RaisedStatus",  // ErrorReport.fail: its error, with at least its status
        "ExitCode",  // a status reported where it arose
        "UsageError",  // CDScan.fail: with the command's usage line
        "LookupSession.Failure", "LookupSession.StartFailure",  // ErrorReport.report
        "SharedRequestLog.Failure",  // a warning: the run keeps its own window
        "BoundedRead.Failure",  // CatalogInputs.Failure, ConfigFile
        "FileLock.Failure",  // CatalogError.inUse, DumpError.importRunning, SharedRequestLog.Failure
        "DiscogsCollectionImport.Failure",  // CommandFailure.unimportableCollection
        "DiscogsCollectionImport.Problem",  // a row of a collection import: listed in the summary
        "TurboJPEG.Failure",  // ImageError
        "CurlError",  // TransportError
        "DatabaseError",  // CatalogError.database, DumpError.database
        "CSVError",  // DiscogsCollectionImport.Failure.csv
        "BarcodeError",  // an invalid input: a line of the report, never thrown out
        "CopyFieldError",  // UsageError.refused: a value of items edit, list, catalog, scan or audit (64)
    ]

    /// "PrivateFiles.Failure" for `Basics.PrivateFiles.Failure`: the name without its module.
    static func name(of error: any Error) -> String {
        String(reflecting: type(of: error)).split(separator: ".").dropFirst().joined(separator: ".")
    }

    @Test func everyErrorDeclaredInSourcesIsReportedOrConvertedWhereItArises() throws {
        let reported = Set(Self.reported.map { Self.name(of: $0.0) })
        let sources = PackageRoot.url.appendingPathComponent("Sources")
        let notLinked = ["FakeServices", "FakeServer", "TestSupport", "BenchDecoder"]
        // A type at the start of a line encloses the indented ones after it: "PrivateFiles.Failure".
        let outer = try Regex(#"^(?:\w+ )*(?:enum|struct|class|extension) (\w+)"#)
        let declaration = try Regex(#"^(\s*)(?:\w+ )*(?:enum|struct|class) (\w+)[^{]*:[^{]*\bError\b"#)
        var declared: [String: String] = [:]
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            let module = file.pathComponents[sources.pathComponents.count]
            guard file.pathExtension == "swift", !notLinked.contains(module) else { continue }
            var enclosing = ""
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: outer), let name = match.output[1].substring {
                    enclosing = String(name)
                }
                guard let match = line.firstMatch(of: declaration),
                    let indent = match.output[1].substring, let name = match.output[2].substring
                else { continue }
                declared[indent.isEmpty ? String(name) : "\(enclosing).\(name)"] = file.lastPathComponent
            }
        }
        #expect(declared.count > 25)
        #expect(declared["PrivateFiles.Failure"] == "PrivateFiles.swift")
        // The list stays true: each name on it is still declared.
        #expect(Self.convertedWhereTheyArise.subtracting(declared.keys).isEmpty)
        let unaccounted = declared.filter {
            !reported.contains($0.key) && !Self.convertedWhereTheyArise.contains($0.key)
        }
        #expect(
            unaccounted.isEmpty, "add these to ErrorReport.status(of:) or to convertedWhereTheyArise: \(unaccounted)")
    }
}
