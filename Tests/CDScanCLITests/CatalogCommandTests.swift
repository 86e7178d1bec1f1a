import Barcode
import Basics
import Catalog
import Cataloging
import CommandLineKit
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// `cdscan catalog` in-process: arguments parsed by its option table, a fake
/// Discogs behind the real libcurl client, a captured console.
@Suite struct CatalogCommandTests {
    struct Run {
        var status: ExitCode
        var out: String
        var err: String
    }

    /// Runs `cdscan catalog arguments` in `directory` (its catalog is `directory/catalog.sqlite`).
    func catalog(
        _ arguments: [String], in directory: String, rig: DiscogsRig?, stdin: StandardInput = .text(""),
        environment: [String: String] = [:], stderrIsTerminal: Bool = false
    ) throws -> Run {
        guard
            case .run(let options, let positionals) = try OptionParser.parse(
                arguments, spec: CatalogCommand.spec, defaults: .init())
        else {
            throw UsageErrorForTests("help asked for")
        }
        let captured = CapturedConsole(stderrIsTerminal: stderrIsTerminal)
        var context = CommandContext(
            console: captured.console, environment: ["XDG_DATA_HOME": directory].merging(environment) { $1 },
            directory: directory, time: rig?.time ?? ManualClock())
        if let rig { context.lookupServices = rig.services() }
        context.standardInput = stdin
        let status = CatalogCommand.main(options, arguments: positionals, context: context)
        return Run(status: status, out: captured.out, err: captured.err)
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func csvRows(_ path: String) throws -> [[String]] {
        try CSVReader().rows(in: try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func allFoundWritesTheCSVAndExitsZero() throws {
        let rig = try DiscogsRig(synthetic: 5)
        try withScratchDirectory { directory in
            try write(
                ([KnownBarcodes.seeds + "\tshelf 1"] + rig.barcodes).joined(separator: "\n"),
                to: directory + "/list.txt")
            let run = try catalog(["list.txt", "-o", "out.csv", "--db", "my.sqlite"], in: directory, rig: rig)
            #expect(run.status == .success)
            #expect(run.out.isEmpty)
            let rows = try csvRows(directory + "/out.csv")
            #expect(rows.count == 7)
            #expect(rows[1].prefix(4) == ["0029667431224", "found", "The Seeds", "Future"])
            #expect(rows[1][15] == "shelf 1")
            #expect(FileManager.default.fileExists(atPath: directory + "/my.sqlite"))
            #expect(run.err.contains("cdscan: 6 inputs: 6 found\n"))
            #expect(run.err.contains("this run: 6 looked up (0 from the cache), 6 requests (1.00 a barcode)"))
        }
    }

    @Test func withoutOutputTheCSVGoesToStandardOutput() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let run = try catalog([KnownBarcodes.seeds, KnownBarcodes.unknown], in: directory, rig: rig)
            #expect(run.status == .notFound)
            let rows = try CSVReader().rows(in: run.out)
            #expect(rows.map { $0[1] } == ["status", "found", "not_found"])
            #expect(rows.dropFirst().allSatisfy { $0[14] == "argument" })
        }
    }

    @Test func standardInputIsReadWhenPiped() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let run = try catalog([], in: directory, rig: rig, stdin: .text("# list\n\(KnownBarcodes.seeds), box 4\n"))
            #expect(run.status == .success)
            let rows = try CSVReader().rows(in: run.out)
            #expect(rows[1][14...15] == ["stdin:2", "box 4"])
        }
    }

    @Test func invalidLinesAreReportedRecordedOnceAndExit65() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try write("\(KnownBarcodes.seeds)\n12345\n029667431225\n", to: directory + "/barcodes.txt")
            for _ in 1...2 {
                let run = try catalog(["barcodes.txt", "-o", "out.csv"], in: directory, rig: rig)
                #expect(run.status == .dataError)
                #expect(run.err.contains(#"barcodes.txt:2: "12345" is not a valid barcode: it has 5 digits"#))
                #expect(run.err.contains(#"barcodes.txt:3: "029667431225" is not a valid barcode: the check digit"#))
                // The parts of the summary add up to the inputs.
                #expect(run.err.contains("cdscan: 3 inputs: 1 found · 2 invalid\n"))
                let rows = try csvRows(directory + "/out.csv")
                #expect(rows.count == 4)
                #expect(
                    rows.filter { $0[1] == "invalid" }.map { $0[14] } == ["file:barcodes.txt:2", "file:barcodes.txt:3"])
            }
            #expect(rig.discogs.counters.searches == 1)
        }
    }

    @Test func anUnreadableListExits66BeforeTouchingTheCatalog() throws {
        try withScratchDirectory { directory in
            try FileManager.default.createDirectory(atPath: directory + "/folder", withIntermediateDirectories: true)
            for arguments in [["missing.txt"], ["folder"]] {
                let run = try catalog(arguments, in: directory, rig: nil)
                #expect(run.status == .noInput)
                #expect(run.err.hasPrefix("cdscan: error: cannot read \(arguments[0]): "))
            }
            #expect(!FileManager.default.fileExists(atPath: directory + "/cdscan/catalog.sqlite"))
        }
    }

    @Test func nothingToReadFromATerminalIsAUsageError() throws {
        try withScratchDirectory { directory in
            let terminal = StandardInput(isTerminal: true) { Data() }
            let run = try catalog([], in: directory, rig: nil, stdin: terminal)
            #expect(run.status == .usage)
            #expect(run.err.contains("Usage: cdscan catalog"))
        }
    }

    /// Copies photos from Fixtures/images into `directory/photos`.
    func photos(_ names: [String], in directory: String) throws {
        let fixtures = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images").path
        try FileManager.default.createDirectory(atPath: directory + "/photos", withIntermediateDirectories: true)
        for name in names {
            let file = name.split(separator: "/").last.map(String.init) ?? name
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: directory + "/photos/" + file)
        }
    }

    @Test func photosAreDecodedRecordedAndLookedUp() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try photos(
                ["clean/upca-029667431224.png", "clean/ean13-5099750442227.png", "none/blank.png"], in: directory)
            let run = try catalog(["--images", "photos", "-o", "out.csv"], in: directory, rig: rig)
            #expect(run.status == .notFound)
            #expect(run.err.contains("photos/blank.png: no barcode found"))
            #expect(run.err.contains("read 2 barcodes from 3 photos; 1 could not be read or had none"))
            let rows = try csvRows(directory + "/out.csv")
            // The photo that read nothing is kept as a copy without a barcode (issue 10), first: it
            // is recorded while the photos are read, the barcodes after.
            #expect(
                rows.dropFirst().map { [$0[0], $0[1], $0[14], $0[19]] } == [
                    ["", "unidentified", "image:\(directory)/photos/blank.png", "no_barcode"],
                    ["5099750442227", "not_found", "image:\(directory)/photos/ean13-5099750442227.png", "barcode"],
                    ["0029667431224", "found", "image:\(directory)/photos/upca-029667431224.png", "barcode"],
                ])
            // Reading the same photos again adds nothing.
            _ = try catalog(["--images", "photos", "-o", "out.csv"], in: directory, rig: rig)
            #expect(try csvRows(directory + "/out.csv").count == 4)
        }
    }

    @Test func photosAndAListGoTogether() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try photos(["clean/upca-029667431224.png"], in: directory)
            try write("\(KnownBarcodes.seeds), also typed\n", to: directory + "/list.txt")
            let run = try catalog(["list.txt", "--images", "photos", "-o", "out.csv"], in: directory, rig: rig)
            #expect(run.status == .success)
            let rows = try csvRows(directory + "/out.csv")
            // A list line and a photo of one barcode are two copies (issue 10), looked up once.
            #expect(rows.count == 3)
            #expect(rows[1][14...15] == ["file:list.txt:1", "also typed"])
            #expect(rows[2][14] == "image:\(directory)/photos/upca-029667431224.png")
            #expect(rows.dropFirst().map { $0[20] } == ["2", "2"])
            #expect(rig.discogs.counters.searches == 1)
        }
    }

    @Test func noRecursiveReadsAFoldersOwnPhotosOnly() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try photos(["clean/upca-029667431224.png"], in: directory)
            try FileManager.default.createDirectory(
                atPath: directory + "/photos/more", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean/ean13-5099750442227.png")
                    .path,
                toPath: directory + "/photos/more/b.png")
            let run = try catalog(["--images", "photos", "--no-recursive", "-o", "out.csv"], in: directory, rig: rig)
            #expect(run.status == .success)
            #expect(run.err.contains("read 1 barcode from 1 photo"))
            #expect(try csvRows(directory + "/out.csv").dropFirst().map { $0[0] } == ["0029667431224"])
            let deep = try catalog(["--images", "photos", "-o", "out.csv"], in: directory, rig: rig)
            #expect(deep.err.contains("read 2 barcodes from 2 photos"))
        }
    }

    @Test func aMissingPhotoFolderExits66() throws {
        try withScratchDirectory { directory in
            let run = try catalog(["--images", "no-such-folder"], in: directory, rig: nil)
            #expect(run.status == .noInput)
            #expect(run.err.contains("no-such-folder does not exist"))
        }
    }

    @Test func anUnwritableCSVIsFoundBeforeAnyLookup() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let run = try catalog([KnownBarcodes.seeds, "-o", "no/such/folder/out.csv"], in: directory, rig: rig)
            #expect(run.status == .cannotCreate)
            #expect(run.err.contains("the folder"))
            #expect(rig.discogs.counters.requests == 0)
        }
    }

    @Test func anUnwritableDatabaseExits73() throws {
        try withScratchDirectory { directory in
            try write("not a folder", to: directory + "/file")
            let run = try catalog([KnownBarcodes.seeds, "--db", "file/catalog.sqlite"], in: directory, rig: nil)
            #expect(run.status == .cannotCreate)
        }
    }

    @Test func aTokenIsNeededOnlyWhenSomethingMustBeLookedUp() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let first = try catalog([KnownBarcodes.unknown], in: directory, rig: rig)
            #expect(first.status == .notFound)
            // --retry within max-age: answered from the cache, so no token needed.
            let cached = try catalog(["--retry", KnownBarcodes.unknown], in: directory, rig: nil)
            #expect(cached.status == .notFound)
            #expect(!cached.err.contains("DISCOGS_TOKEN"))
            let needsLookup = try catalog(
                [KnownBarcodes.seeds, "-o", "out.csv", "--source", "discogs"], in: directory, rig: nil)
            #expect(needsLookup.status == .configuration)
            #expect(needsLookup.err.contains("DISCOGS_TOKEN is not set"), "\(needsLookup.err)")
            // A barcode typed again is another copy (issue 10): two not_found copies, then the pending one.
            #expect(
                try csvRows(directory + "/out.csv").map { $0[1] } == ["status", "not_found", "not_found", "pending"])
        }
    }

    @Test func aRefusedTokenExits77() throws {
        let rig = try DiscogsRig(token: "another-token")
        try withScratchDirectory { directory in
            let run = try catalog([KnownBarcodes.seeds], in: directory, rig: rig)
            #expect(run.status == .permission)
            #expect(run.err.contains("refused the token"))
        }
    }

    @Test func progressWithoutATerminalHasNoEscapeSequences() throws {
        let rig = try DiscogsRig(limit: 10, window: 2, synthetic: 40)
        try withScratchDirectory { directory in
            try write(rig.barcodes.joined(separator: "\n"), to: directory + "/list.txt")
            let run = try catalog(["list.txt", "-o", "out.csv"], in: directory, rig: rig)
            #expect(run.status == .success)
            #expect(run.err.contains("/40 codes  found "))
            #expect(!run.err.contains("\u{1B}"))
            #expect(!run.err.contains("\r"))
        }
    }

    @Test func noProgressMeansOnlyTheSummary() throws {
        let rig = try DiscogsRig(limit: 10, window: 2, synthetic: 40)
        try withScratchDirectory { directory in
            try write(rig.barcodes.joined(separator: "\n"), to: directory + "/list.txt")
            // --source discogs, as the rig is: auto without a token would add its note.
            let run = try catalog(
                ["list.txt", "-o", "out.csv", "--no-progress", "--source", "discogs"], in: directory, rig: rig)
            #expect(run.status == .success)
            #expect(!run.err.contains("/40 codes  found "))
            #expect(run.err.split(separator: "\n").count == 3)
            #expect(run.err.hasSuffix("cdscan: wrote 40 rows to out.csv\n"))
        }
    }

    @Test func onATerminalTheBarIsRedrawnAndClearedBeforeTheSummary() throws {
        let rig = try DiscogsRig(limit: 10, window: 2, synthetic: 20)
        try withScratchDirectory { directory in
            try write(rig.barcodes.joined(separator: "\n"), to: directory + "/list.txt")
            let run = try catalog(
                ["list.txt", "-o", "out.csv", "--source", "discogs"], in: directory, rig: rig, stderrIsTerminal: true)
            #expect(run.status == .success)
            #expect(run.err.hasPrefix("\r["))
            #expect(run.err.contains("] 20/20 codes  found 20"))
            #expect(run.err.contains("\r\u{1B}[Kcdscan: 20 inputs: 20 found"))
        }
    }
}

/// A test-side failure that is not the command's.
struct UsageErrorForTests: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
