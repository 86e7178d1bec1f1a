import Album
import Barcode
import Basics
import CommandLineKit
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// Answers typed at the pressing picker, one line per question; nil once they run out.
final class TypedAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]
    private(set) var asked = 0

    init(_ lines: [String]) { self.lines = lines }

    func next() -> String? {
        lock.withLock {
            asked += 1
            return lines.isEmpty ? nil : lines.removeFirst()
        }
    }
}

/// A context in which a person answers `answers` at a terminal (stdin and stderr both terminals).
func terminalContext(
    _ captured: CapturedConsole, answers: TypedAnswers, environment: [String: String], directory: String,
    time: any TimeSource = ManualClock()
) -> CommandContext {
    CommandContext(
        console: captured.console, environment: environment, directory: directory, time: time,
        readLine: { answers.next() }, stdinIsTerminal: true)
}

/// Parses `arguments` with `spec`; throws when they ask for help.
func parsed<Options>(_ arguments: [String], _ spec: CommandSpec<Options>, _ defaults: Options) throws -> (
    Options, [String]
) {
    guard case .run(let options, let positionals) = try OptionParser.parse(arguments, spec: spec, defaults: defaults)
    else { throw UsageErrorForTests("help asked for") }
    return (options, positionals)
}

/// `--pick` in `scan` (photos and camera): several releases on one barcode.
@Suite struct ScanPickTests {
    static let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/photos/easy.jpg").path

    /// A second CD of The Seeds' barcode, owned by fewer people: ranked second.
    static func secondSeedsPressing() -> JSONValue {
        guard case .object(var row) = SyntheticReleases.row(7) else { return .null }
        row["id"] = 880777
        row["title"] = "The Seeds - Future"
        row["barcode"] = ["029667431224"]
        row["community"] = ["want": 0, "have": 1]
        return .object(row)
    }

    let discogs: FakeDiscogs

    init() throws {
        discogs = FakeDiscogs(catalog: try DiscogsCatalog.bundled())
        discogs.add(Self.secondSeedsPressing())
        try discogs.start()
    }

    var environment: [String: String] {
        ["DISCOGS_TOKEN": FakeDiscogs.defaultToken, "DISCOGS_API_URL": discogs.baseURL, "CDSCAN_RETRY_DELAY": "0.01"]
    }

    func scanPhoto(_ arguments: [String], answers: [String], terminal: Bool = true) throws -> (
        ExitCode, CapturedConsole, TypedAnswers
    ) {
        let (options, paths) = try parsed(["--image"] + arguments + [Self.photo], ScanCommand.spec, .init())
        let captured = CapturedConsole(stderrIsTerminal: terminal)
        let typed = TypedAnswers(answers)
        var context = terminalContext(captured, answers: typed, environment: environment, directory: "/")
        context.stdinIsTerminal = terminal
        return (ImageScan.run(options, paths: paths, context: context), captured, typed)
    }

    func releaseID(_ json: String) throws -> Int? {
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (object["album"] as? [String: Any])?["release_id"] as? Int
    }

    @Test func photoAskOnATerminalTakesTheAnswer() throws {
        let (status, captured, _) = try scanPhoto(["--json", "--pick", "ask"], answers: ["2"])
        #expect(status == .success)
        #expect(try releaseID(captured.out) == 880777)
        #expect(captured.err.contains("2 releases carry 029667431224:"))
    }

    @Test func photoAskWithoutATerminalTakesTheBest() throws {
        let (status, captured, typed) = try scanPhoto(
            ["--json", "--pick", "ask"], answers: ["2"], terminal: false)
        #expect(status == .success)
        #expect(try releaseID(captured.out) == 4707982)
        #expect(typed.asked == 0)
    }

    @Test func photoBestIsTheDefault() throws {
        let (status, captured, typed) = try scanPhoto(["--json"], answers: ["2"])
        #expect(status == .success)
        #expect(try releaseID(captured.out) == 4707982)
        #expect(typed.asked == 0)
    }

    @Test func photoAllPrintsACardForEachRelease() throws {
        let (status, captured, _) = try scanPhoto(["--pick", "all"], answers: [])
        #expect(status == .success)
        #expect(captured.out.contains("https://www.discogs.com/release/4707982\n"))
        #expect(captured.out.contains("https://www.discogs.com/release/880777\n"))
        #expect(captured.out.components(separatedBy: "Data provided by Discogs.").count == 3)
    }

    /// Answers with both Seeds pressings, the Discogs one first; finishing gives the chosen one
    /// details with its id as the only track's title.
    struct TwoPressings: BarcodeLookup {
        func resolve(_ gtin: GTIN, input: String) -> LookupResult {
            var second = CameraFixtures.seeds
            second.releaseID = "880777"
            second.url = "https://www.discogs.com/release/880777"
            return LookupResult(input: input, outcome: .found(gtin, best: CameraFixtures.seeds, alternatives: [second]))
        }

        func finish(_ result: LookupResult) -> LookupResult {
            guard case .found(_, let best, _) = result.outcome else { return result }
            var finished = result
            finished.extras.details = ReleaseDetails(
                album: best, artistCredit: best.artist, tracks: [Track(position: "1", title: best.releaseID)])
            return finished
        }
    }

    @Test func cameraAskRunsThePickerOnceThePictureIsCleared() throws {
        let script = CameraScript([.frame([CameraFixtures.sighting(CameraFixtures.upc)])])
        let camera = CameraFixtures.camera(script)
        let captured = CapturedConsole(stdoutIsTerminal: false, stderrIsTerminal: true, colorAllowed: true)
        let typed = TypedAnswers(["2"])
        let (options, _) = try parsed(["--frames", "1", "--json", "--pick", "ask"], ScanCommand.spec, .init())
        var context = terminalContext(
            captured, answers: typed, environment: ["DISCOGS_TOKEN": "t"], directory: CameraFixtures.emptyDirectory(),
            time: script.time)
        context.lookupServices = CameraFixtures.lookups { _ in TwoPressings() }
        context.camera = camera
        context.stopSignals = .playing(script)
        let status = CameraScan.run(options, context: context)
        #expect(status == .success)
        #expect(try releaseID(captured.out) == 880777)
        let err = captured.err
        let menu = try #require(err.range(of: "2 releases carry 029667431224:"))
        let leftPreview = try #require(
            err.range(of: "\u{1B}[?1049l", options: .backwards, range: err.startIndex..<menu.lowerBound))
        #expect(!err[leftPreview.upperBound..<menu.lowerBound].contains("\u{1B}[?1049h"), "the preview is not back")
        let object = try #require(JSONSerialization.jsonObject(with: Data(captured.out.utf8)) as? [String: Any])
        let tracks = try #require((object["details"] as? [String: Any])?["tracks"] as? [[String: Any]])
        #expect(tracks.first?["title"] as? String == "880777", "the chosen release is the one finished")
    }
}

/// `catalog`: several releases on a barcode are `ambiguous` unless `--pick best`; `--review` chooses.
@Suite struct CatalogPickTests {
    /// Pink Floyd, "The Dark Side Of The Moon": four releases carry it, 880301 ranked first.
    static let darkSide = "077774600125"

    struct Run {
        var status: ExitCode
        var out: String
        var err: String
        var asked: Int
    }

    func catalog(
        _ arguments: [String], in directory: String, rig: DiscogsRig?, answers: [String] = [], terminal: Bool = false
    ) throws -> Run {
        let (options, positionals) = try parsed(arguments, CatalogCommand.spec, .init())
        let captured = CapturedConsole(stderrIsTerminal: terminal)
        let typed = TypedAnswers(answers)
        var context = terminalContext(
            captured, answers: typed, environment: ["XDG_DATA_HOME": directory], directory: directory,
            time: rig?.time ?? ManualClock())
        context.stdinIsTerminal = terminal
        if let rig { context.lookupServices = rig.services() }
        let status = CatalogCommand.main(
            options, arguments: positionals, context: context)
        return Run(status: status, out: captured.out, err: captured.err, asked: typed.asked)
    }

    func csv(_ path: String) throws -> [[String]] {
        try CSVReader().rows(in: try String(contentsOfFile: path, encoding: .utf8))
    }

    func store(_ directory: String) throws -> CatalogStore {
        try CatalogStore(path: directory + "/cdscan/catalog.sqlite", create: false)
    }

    @Test func severalReleasesMakeABarcodeAmbiguousWithTheCandidatesIDs() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let run = try catalog([Self.darkSide, KnownBarcodes.seeds, "-o", "out.csv"], in: directory, rig: rig)
            #expect(run.status == .notFound)
            let rows = try csv(directory + "/out.csv")
            // An ambiguous row carries its best candidate's fields; every candidate's id, one separator.
            #expect(rows[1][0...2] == ["0077774600125", "ambiguous", "Pink Floyd"])
            #expect(rows[1][13] == "880301; 880302; 880303; 880304")
            #expect(rows[2][1] == "found")
            #expect(run.err.contains("2 inputs: 1 found · 1 ambiguous\n"))
            #expect(run.err.contains("1 barcode carries several releases: choose with 'cdscan catalog --review'"))
        }
    }

    @Test func pickBestTakesTheBestRankedAndKeepsTheOthers() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let run = try catalog([Self.darkSide, "--pick", "best", "-o", "out.csv"], in: directory, rig: rig)
            #expect(run.status == .success)
            let rows = try csv(directory + "/out.csv")
            #expect(rows[1][1] == "found")
            #expect(rows[1][11] == "880301")
            #expect(rows[1][13] == "880302; 880303; 880304")
        }
    }

    @Test func reviewRecordsEachChoiceAndRewritesTheCSV() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            _ = try catalog([Self.darkSide, KnownBarcodes.seeds], in: directory, rig: rig)
            let requests = rig.discogs.counters.requests
            let review = try catalog(
                ["--review", "-o", "out.csv"], in: directory, rig: nil, answers: ["9", "2"], terminal: true)
            #expect(review.status == .success)
            #expect(review.asked == 2)
            #expect(review.err.contains("Barcode 1 of 1 · argument"))
            #expect(review.err.contains("4 releases carry 077774600125:"))
            #expect(review.err.contains("Please type a number from 1 to 4, s to skip or q to stop"))
            #expect(review.err.contains("cdscan: 077774600125: recorded"))
            #expect(review.err.contains("reviewed ambiguous barcodes: 1 chosen, 0 skipped, 0 still ambiguous"))
            #expect(rig.discogs.counters.requests == requests, "a review asks no service")
            let rows = try csv(directory + "/out.csv")
            #expect(rows[1][0...1] == ["0077774600125", "found"])
            #expect(rows[1][11] == "880302")
            #expect(rows[1][13] == "880301; 880303; 880304")
            let item = try #require(try store(directory).item(for: try GTIN(parsing: Self.darkSide)))
            #expect(item.status == .found)
            #expect(item.album?.releaseID == "880302")
            #expect(item.attempts == 1, "choosing is not another lookup")
        }
    }

    @Test func skippingLeavesTheBarcodeAmbiguousAndExitsOne() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            _ = try catalog([Self.darkSide], in: directory, rig: rig)
            let review = try catalog(["--review"], in: directory, rig: nil, answers: ["s"], terminal: true)
            #expect(review.status == .notFound)
            #expect(review.err.contains("0 chosen, 1 skipped, 1 still ambiguous"))
            #expect(review.out.isEmpty, "without -o the review prints no CSV")
            #expect(try store(directory).items(withStatus: .ambiguous).count == 1)
        }
    }

    @Test func theEndOfInputStopsTheReviewWithoutChoosing() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            _ = try catalog([Self.darkSide], in: directory, rig: rig)
            let review = try catalog(["--review"], in: directory, rig: nil, answers: [], terminal: true)
            #expect(review.status == .notFound)
            #expect(try store(directory).items(withStatus: .ambiguous).count == 1)
        }
    }

    @Test func reviewNeedsATerminal() throws {
        try withScratchDirectory { directory in
            let review = try catalog(["--review"], in: directory, rig: nil, answers: ["1"], terminal: false)
            #expect(review.status == .usage)
            #expect(review.err.hasPrefix("cdscan: error: '--review' asks you to choose: run it in a terminal"))
            #expect(review.asked == 0)
        }
    }

    @Test func reviewWithoutACatalogSaysSo() throws {
        try withScratchDirectory { directory in
            let review = try catalog(["--review"], in: directory, rig: nil, terminal: true)
            #expect(review.status == .noInput)
            #expect(review.err.contains("there is no catalog at"))
        }
    }

    @Test func pickAskOnATerminalReviewsThisRunsAmbiguousBarcodesAtTheEnd() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let run = try catalog(
                [Self.darkSide, KnownBarcodes.seeds, "--pick", "ask", "-o", "out.csv"], in: directory, rig: rig,
                answers: [""], terminal: true)
            #expect(run.status == .success)
            #expect(run.asked == 1)
            let rows = try csv(directory + "/out.csv")
            #expect(rows.dropFirst().map { [$0[1], $0[11]] } == [["found", "880301"], ["found", "4707982"]])
        }
    }
}
