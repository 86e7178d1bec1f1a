import Album
import Barcode
import Basics
import CommandLineKit
import Foundation
import Lookup
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// `cdscan export` in-process: the database alone, no network, no token.
@Suite struct ExportCommandTests {
    func export(_ arguments: [String], in directory: String) throws -> (ExitCode, CapturedConsole) {
        guard
            case .run(let options, let positionals) = try OptionParser.parse(
                arguments, spec: ExportCommand.spec, defaults: .init())
        else {
            throw UsageErrorForTests("help asked for")
        }
        let captured = CapturedConsole()
        // No DISCOGS_TOKEN, and a Discogs URL nothing listens on: export must need neither.
        let context = CommandContext(
            console: captured.console,
            environment: ["XDG_DATA_HOME": directory, "DISCOGS_API_URL": "http://127.0.0.1:9"],
            directory: directory, time: ManualClock())
        return (
            CDScan.running(context.console) {
                try ExportCommand.checkedRun(options, arguments: positionals, context: context)
            }, captured
        )
    }

    /// Names that break naive CSV writers and spreadsheets.
    static let hostileNames = [
        "=HYPERLINK(\"http://evil.example\",\"x\")", "+1+1", "-2+3", "@SUM(A1:A2)", "\tTabbed", "\rCarriage",
        "Comma, Quote \" and\nnewline", "Ünïcödé 東京 🎵", "\"\"", " leading and trailing ", "",
    ]

    func hostileAlbum(_ index: Int, _ name: String) -> Album {
        Album(
            artist: name, title: "Title \(name)", year: 1990 + index, labels: [name, "Plain Label"],
            catalogNumber: name, format: "CD, Album", media: ["CD"], country: "UK", genres: ["Rock"],
            styles: [name], releaseID: String(1000 + index), url: "https://www.discogs.com/release/\(1000 + index)",
            coverImage: nil, owners: nil, source: .discogs)
    }

    /// A catalog whose found releases carry the hostile names, and whose notes do too.
    func hostileCatalog(_ path: String) throws -> [String] {
        let store = try CatalogStore(path: path)
        var barcodes: [String] = []
        for (index, name) in Self.hostileNames.enumerated() {
            let body = String(format: "%012d", 400_000_000_000 + index).compactMap(\.wholeNumberValue)
            let gtin = try GTIN(parsing: body.map(String.init).joined() + String(GTIN.checkDigit(for: body)))
            try store.record(gtin, source: "file:hostile.txt:\(index + 1)", notes: name)
            try store.recordResult(.found(hostileAlbum(index, name), alternatives: []), for: .barcode(gtin))
            barcodes.append(gtin.ean13)
        }
        try store.recordInvalid(
            "=cmd|' /C calc'!A0", source: "file:hostile.txt:99", reason: .recordedText("not a barcode"))
        return barcodes
    }

    @Test func hostileNamesSurviveTheFullExportPath() throws {
        try withScratchDirectory { directory in
            let barcodes = try hostileCatalog(directory + "/cdscan/catalog.sqlite")
            let (status, captured) = try export(["-o", "out.csv"], in: directory)
            #expect(status == .success)
            #expect(captured.out.isEmpty)
            // The file written is named on stderr, as `catalog -o` names it: the items and the invalid input.
            #expect(captured.err == "cdscan: wrote \(Self.hostileNames.count + 1) rows to out.csv\n")
            let text = try String(contentsOfFile: directory + "/out.csv", encoding: .utf8)
            // The cdscan format is read by programs: every value as it is, no formula guard.
            let rows = try CSVReader(undoesFormulaDefence: false).rows(in: text)
            #expect(rows.count == Self.hostileNames.count + 2)
            for (index, name) in Self.hostileNames.enumerated() {
                let row = rows[index + 1]
                #expect(row[0] == barcodes[index])
                #expect(row[2] == name)
                #expect(row[3] == "Title \(name)")
                #expect(row[6] == name)
                #expect(row[15] == name)
            }
            #expect(rows.last?[0] == "=cmd|' /C calc'!A0")
        }
    }

    @Test func onlyTheSpreadsheetFormatGuardsFormulasAndItKeepsEveryCodeAsText() throws {
        try withScratchDirectory { directory in
            let barcodes = try hostileCatalog(directory + "/cdscan/catalog.sqlite")
            let (status, sheet) = try export(["-o", "sheet.csv", "--format", "spreadsheet"], in: directory)
            #expect(status == .success)
            #expect(sheet.err == "cdscan: wrote \(barcodes.count + 1) rows to sheet.csv\n")
            let text = try String(contentsOfFile: directory + "/sheet.csv", encoding: .utf8)
            let raw = try CSVReader(undoesFormulaDefence: false).rows(in: text)
            let code = try #require(CatalogCSV.columns.firstIndex(of: "code"))
            // Both code columns of a barcode are kept as text, leading zeros and all.
            #expect(raw.dropFirst().prefix(barcodes.count).map { $0[0] } == barcodes.map { "=\"\($0)\"" })
            #expect(raw.dropFirst().prefix(barcodes.count).map { $0[code] } == barcodes.map { "=\"\($0)\"" })
            // Spreadsheets never see a cell that starts a formula, except the ="…" of a code.
            let cells = raw.joined().filter {
                !($0.hasPrefix("=\"") && $0.dropFirst(2).dropLast().allSatisfy(\.isNumber))
            }
            #expect(!cells.contains { ["=", "+", "-", "@"].contains($0.first.map(String.init) ?? "") })
            // The guard is the spreadsheet's alone: Discogs gets "+1+1", not "'+1+1".
            let (_, discogs) = try export(["--format", "discogs", "--db", "cdscan/catalog.sqlite"], in: directory)
            #expect(discogs.out.contains("\r\n+1+1,+1+1,Title +1+1,"))
            #expect(!discogs.out.contains("'+1+1"))
        }
    }

    @Test func theDiscogsFormatToStandardOutputRoundTripsToo() throws {
        try withScratchDirectory { directory in
            _ = try hostileCatalog(directory + "/my.sqlite")
            let (status, captured) = try export(["--format", "discogs", "--db", "my.sqlite"], in: directory)
            // The hostile catalog holds items that are not Discogs releases: said on stderr, status 1.
            #expect(status == .notFound)
            #expect(captured.err.contains("for Discogs; left out"))
            let rows = try CSVReader(undoesFormulaDefence: false).rows(in: captured.out)
            #expect(rows.first == CatalogCSV.discogsColumns)
            #expect(rows.dropFirst().map { $0[1] } == Self.hostileNames)
            #expect(rows.dropFirst().map { $0[12] } == Self.hostileNames)
        }
    }

    @Test func aMissingDatabaseExits66WithoutCreatingOne() throws {
        try withScratchDirectory { directory in
            let (status, captured) = try export(["--db", "nothing-here.sqlite"], in: directory)
            #expect(status == .noInput)
            #expect(captured.err.contains("there is no catalog at \(directory)/nothing-here.sqlite yet"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/nothing-here.sqlite"))
            let (defaultStatus, _) = try export([], in: directory)
            #expect(defaultStatus == .noInput)
            #expect(!FileManager.default.fileExists(atPath: directory + "/cdscan"))
        }
    }

    @Test func anUnwritableOutputExits73() throws {
        try withScratchDirectory { directory in
            _ = try hostileCatalog(directory + "/cdscan/catalog.sqlite")
            let (status, captured) = try export(["-o", "no/such/folder/out.csv"], in: directory)
            #expect(status == .cannotCreate)
            #expect(captured.err.contains("cannot write"))
        }
    }

    /// An export `scan --catalog` cannot write (a CatalogError) ends as the same failure does
    /// for `export -o` (an OutputFileError): the same status, the same words.
    @Test(arguments: [
        (OutputFileError.isAnInput(path: "a.csv", input: "a.csv"), ExitCode.usage),
        (.isAFolder(path: "out"), .cannotCreate),
        (.noFolder(path: "no/out.csv", folder: "no"), .cannotCreate),
        (.cannotWrite(path: "out.csv", reason: "Permission denied"), .cannotCreate),
    ])
    func anOutputFailureInTheCatalogEndsAsItDoesAlone(_ error: OutputFileError, _ status: ExitCode) {
        #expect(ExitCode(error) == status)
        #expect(ExitCode(CatalogError.output(error)) == status)
        #expect(CatalogError.output(error).description == error.description)
    }

    @Test func exportTakesNoArguments() throws {
        #expect(throws: UsageError("unexpected argument 'out.csv'", command: "export")) {
            try OptionParser.parse(["out.csv"], spec: ExportCommand.spec, defaults: .init())
        }
    }
}
