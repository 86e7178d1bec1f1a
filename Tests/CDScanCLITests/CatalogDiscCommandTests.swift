import Basics
import Catalog
import Cataloging
import CommandLineKit
import Disc
import DumpIndex
import FakeServices
import Foundation
import Lookup
import Synchronization
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// A drive that hands out scripted discs and counts ejects.
final class ScriptedDiscDrive: DiscReader, Sendable {
    private let reads: Mutex<[Result<Disc, DiscError>]>
    private let ejected = Mutex(0)
    var ejects: Int { ejected.withLock { $0 } }

    init(_ reads: [Result<Disc, DiscError>]) {
        self.reads = Mutex(reads)
    }

    func read() throws(DiscError) -> Disc {
        let next = reads.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else { throw .noDisc(device: "/dev/sr0", trayOpen: true, detail: nil) }
        return try next.get()
    }

    func eject() throws(DiscError) { ejected.withLock { $0 += 1 } }
}

/// `cdscan catalog --disc` in-process: discs made from tables of contents, the fake MusicBrainz
/// behind the real libcurl client, a captured console, a scripted person at the terminal.
@Suite struct CatalogDiscCommandTests {
    static let nevermindTOC = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"
    static let fictionTOC = "1 10 206535 150 18901 39738 59557 79152 100126 124833 147278 166336 182560"

    let time = ManualClock()
    let musicBrainz: FakeMusicBrainz

    init() throws {
        let time = time
        musicBrainz = FakeMusicBrainz(
            configuration: .init(clock: { time.now() }), catalog: try MusicBrainzCatalog.bundled())
        try musicBrainz.start()
    }

    struct Run {
        var status: ExitCode
        var out: String
        var err: String
    }

    static func disc(_ toc: String, mcn: String? = nil) throws -> Disc {
        let computed = try DiscID.disc(for: TableOfContents(parsing: toc))
        return Disc(toc: computed.toc, id: computed.id, freedbID: computed.freedbID, mcn: mcn, device: "/dev/sr0")
    }

    /// Runs `cdscan catalog arguments` in `directory`; `answers` are what the person types at
    /// the terminal (nil: no terminal), the end of them Ctrl-D.
    func catalog(
        _ arguments: [String], in directory: String, drive: ScriptedDiscDrive?, answers: [String]? = nil
    ) throws -> Run {
        guard
            case .run(let options, let positionals) = try OptionParser.parse(
                arguments, spec: CatalogCommand.spec, defaults: .init())
        else {
            throw UsageErrorForTests("help asked for")
        }
        let captured = CapturedConsole(stderrIsTerminal: answers != nil, colorAllowed: false)
        let typed = Mutex(answers ?? [])
        var context = CommandContext(
            console: captured.console, environment: ["XDG_DATA_HOME": directory, "NO_COLOR": "1"],
            directory: directory, time: time,
            readLine: { typed.withLock { $0.isEmpty ? nil : $0.removeFirst() } }, stdinIsTerminal: answers != nil)
        let (baseURL, time) = (musicBrainz.baseURL, time)
        context.lookupServices = LookupServices { _ in
            LookupSession(
                discogs: nil,
                musicBrainz: try MusicBrainzClient(
                    configuration: MusicBrainzConfiguration(baseURL: baseURL, userAgent: "cdscan-tests/1.0"),
                    transport: try CurlTransport(), retry: RetryPolicy(random: { 0.5 }), time: time))
        }
        context.discReader = drive
        let status = CatalogCommand.main(options, arguments: positionals, context: context)
        return Run(status: status, out: captured.out, err: captured.err)
    }

    func csvRows(_ path: String) throws -> [[String]] {
        try CSVReader().rows(in: try String(contentsOfFile: path, encoding: .utf8))
    }

    func column(_ name: String) throws -> Int { try #require(CatalogCSV.columns.firstIndex(of: name)) }

    /// With a dump index and no token, `catalog --disc` says that only MusicBrainz is asked, as
    /// `disc` does: the index holds no disc IDs, so neither opens it for discs (`catalog --disc`
    /// did, and its index hid the note). In-process: the binary would need a CD drive.
    @Test func withADumpIndexAndNoTokenTheNoteSaysOnlyMusicBrainzIsAsked() throws {
        let disc = try Self.disc(Self.nevermindTOC, mcn: "0720642442524")
        try withScratchDirectory { directory in
            let releases = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/dump/releases.xml").path
            _ = try DumpImporter.run(
                ImportRequest(
                    file: releases, indexPath: directory + "/cdscan/discogs-dump.sqlite", date: nil, tracklists: false),
                clock: { 0 })
            let run = try catalog(
                ["--disc", "-o", "out.csv"], in: directory, drive: ScriptedDiscDrive([.success(disc)]))
            #expect(run.status == .success)
            #expect(run.err.contains("cdscan: no DISCOGS_TOKEN: asking MusicBrainz only"))
        }
    }

    @Test func withoutATerminalOneDiscIsReadRecordedAndWritten() throws {
        let disc = try Self.disc(Self.nevermindTOC, mcn: "0720642442524")
        try withScratchDirectory { directory in
            let drive = ScriptedDiscDrive([.success(disc), .success(disc)])
            let run = try catalog(["--disc", "-o", "out.csv"], in: directory, drive: drive)
            #expect(run.status == .success)
            #expect(run.out.isEmpty)
            #expect(run.err.contains("cdscan: disc \(disc.id) in /dev/sr0: 12 tracks, 59:21, MCN 0720642442524\n"))
            #expect(run.err.contains("cdscan: item 1: found Nirvana - Nevermind (1991), release "))
            #expect(run.err.contains("on MusicBrainz\n"))
            #expect(run.err.contains("cdscan: 1 input: 1 found\n"))
            #expect(!run.err.contains("press Enter"))
            #expect(run.err.contains("cdscan: this run: 1 looked up (0 from the cache), 1 request (1.00 a disc)\n"))
            #expect(drive.ejects == 0)
            let rows = try csvRows(directory + "/out.csv")
            #expect(rows.count == 2)
            #expect(rows[1][0] == "0720642442524")
            #expect(rows[1][1] == "found")
            #expect(rows[1][try column("kind")] == "disc_id")
            #expect(rows[1][try column("code")] == disc.id)
            #expect(rows[1][try column("source")] == "disc:/dev/sr0")
        }
    }

    @Test func onATerminalDiscAfterDiscUntilQ() throws {
        let discs = [try Self.disc(Self.nevermindTOC), try Self.disc(Self.fictionTOC)]
        try withScratchDirectory { directory in
            let drive = ScriptedDiscDrive(discs.map { .success($0) })
            let run = try catalog(
                ["--disc", "--eject", "-o", "out.csv"], in: directory, drive: drive, answers: ["", "q"])
            #expect(run.status == .notFound)
            let prompt = "Insert the next disc and press Enter (q, or Ctrl-D, to finish): "
            #expect(run.err.components(separatedBy: prompt).count == 3)
            #expect(drive.ejects == 2)
            #expect(run.err.contains("item 2: no release found; add the disc to MusicBrainz: "))
            #expect(run.err.contains("https://musicbrainz.org/cdtoc/attach?id=\(discs[1].id)&tracks=10&toc=1+10+"))
            #expect(run.err.contains("cdscan: 2 inputs: 1 found · 1 not found\n"))
            let rows = try csvRows(directory + "/out.csv")
            let code = try column("code")
            #expect(rows.dropFirst().map { $0[code] } == discs.map(\.id))
            #expect(musicBrainz.counters.maxRequestsInWindow == 1)
        }
    }

    @Test func ctrlDAtThePromptEndsWithTheSummary() throws {
        try withScratchDirectory { directory in
            let drive = ScriptedDiscDrive([.success(try Self.disc(Self.nevermindTOC))])
            let run = try catalog(["--disc", "-o", "out.csv"], in: directory, drive: drive, answers: [])
            #expect(run.status == .success)
            #expect(run.err.contains("Change the disc and press Enter (q, or Ctrl-D, to finish): "))
            #expect(run.err.contains("cdscan: 1 input: 1 found\n"))
        }
    }

    @Test func aTrayLeftOpenIsToldAndTheNextTryReadsTheDisc() throws {
        try withScratchDirectory { directory in
            let open = DiscError.noDisc(device: "/dev/sr0", trayOpen: true, detail: nil)
            let drive = ScriptedDiscDrive([.failure(open), .success(try Self.disc(Self.nevermindTOC))])
            let run = try catalog(["--disc", "-o", "out.csv"], in: directory, drive: drive, answers: ["", "q"])
            #expect(run.status == .success, "a disc was catalogued after all")
            #expect(run.err.contains("cdscan: error: the tray of /dev/sr0 is open; insert an audio CD"))
            #expect(try csvRows(directory + "/out.csv").count == 2)
        }
    }

    @Test(arguments: [
        (DiscError.noDisc(device: "/dev/sr0", trayOpen: false, detail: nil), ExitCode.noInput, 0),
        (DiscError.dataDisc(device: "/dev/sr0", detail: nil), ExitCode.dataError, 1),
        (DiscError.permission(device: "/dev/sr0", group: "cdrom", detail: nil), ExitCode.permission, 0),
    ])
    func withoutADiscCataloguedWhyNoneWasReadIsTheStatus(error: DiscError, status: ExitCode, ejects: Int) throws {
        try withScratchDirectory { directory in
            let drive = ScriptedDiscDrive([.failure(error)])
            let run = try catalog(["--disc", "--eject", "-o", "out.csv"], in: directory, drive: drive)
            #expect(run.status == status)
            #expect(run.err == "cdscan: error: \(error).\n")
            #expect(drive.ejects == ejects)
            #expect(!FileManager.default.fileExists(atPath: directory + "/out.csv"))
            #expect(musicBrainz.requests.isEmpty)
        }
    }

    @Test(arguments: [
        (["--eject"], "'--eject' ejects the discs --disc reads; add --disc"),
        (["--device", "/dev/sr1"], "'--device' names the drive --disc reads; add --disc"),
        (["--disc", "0029667431224"], "'--disc' reads the discs in the drive; give no list, barcodes or --images"),
        (
            ["--disc", "--images", "photos"],
            "'--disc' reads the discs in the drive; give no list, barcodes or --images"
        ),
        (["--disc", "--details"], "'--details' and '--add-to-collection' apply to barcodes so far, not to --disc"),
        (["--disc", "--resume"], "'--resume' looks up what earlier runs left pending; run it without --disc"),
        (["--disc", "--source", "dump"], "'--source dump' has no disc IDs; use auto, discogs or musicbrainz"),
    ])
    func optionsThatDoNotGoWithDiscAreUsageErrors(arguments: [String], message: String) throws {
        try withScratchDirectory { directory in
            let drive = ScriptedDiscDrive([.success(try Self.disc(Self.nevermindTOC))])
            let run = try catalog(arguments, in: directory, drive: drive)
            #expect(run.status == .usage)
            #expect(run.err.hasPrefix("cdscan: error: \(message)"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/cdscan/catalog.sqlite"))
        }
    }

    @Test func aDiscLeftUnidentifiedIsLookedUpByResume() throws {
        try withScratchDirectory { directory in
            musicBrainz.stop()
            let disc = try Self.disc(Self.nevermindTOC)
            let failed = try catalog(
                ["--disc", "-o", "out.csv"], in: directory, drive: ScriptedDiscDrive([.success(disc)]))
            #expect(failed.status == .unavailable)
            #expect(failed.err.contains("item 1: the lookup failed; 'cdscan catalog --resume' tries it again"))
            #expect(try csvRows(directory + "/out.csv")[1][1] == "error")
            let again = try CatalogDiscCommandTests()
            let resumed = try again.catalog(["--resume", "-o", "out.csv"], in: directory, drive: nil)
            #expect(resumed.status == .success)
            #expect(try csvRows(directory + "/out.csv")[1][1] == "found")
        }
    }
}
