import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `catalog -` and `lookup -` at a terminal, as a handheld barcode scanner (a keyboard wedge:
/// it types the code and Enter) uses them, through the built binary in a pseudo-terminal
/// against the fake Discogs: each code's card before the next code is typed, the bell for a
/// hit, invalid and unknown codes said, a second copy counted, Ctrl-D's summary and status.
@Suite struct TypedScanEndToEndTests {
    static let token = "typed-scan-token-3b7d"
    /// On the bundled fake Discogs: The Seeds - Future.
    static let seeds = "0029667431224"
    /// A valid EAN-13 that neither fake service knows.
    static let unknown = "4006381333931"
    static let attribution = "Data provided by Discogs."
    static let bell = "\u{07}"

    let rig: ServiceRig
    let directory: String

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
        directory = try makeTemporaryDirectory(prefix: "cdscan-typed")
    }

    /// The services, a catalogue of the test's own, and no colour (the bell is not colour: it still rings).
    var environment: [String: String] {
        rig.environment(["NO_COLOR": "1", "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory, "HOME": directory])
    }

    var csv: String { directory + "/collection.csv" }

    /// Types `code` and Enter, then waits for `answer` to show: the card arrives while the
    /// terminal (cdscan's standard input) is still open.
    func scan(_ code: String, _ terminal: PseudoTerminal, answer: String, times: Int = 1) {
        terminal.type(code + "\n")
        #expect(terminal.waitFor(answer, times: times), "no \(answer) after \(code): \(terminal.text)")
        #expect(terminal.isRunning)
    }

    func bells(_ terminal: PseudoTerminal) -> Int { terminal.text.filter { $0 == "\u{07}" }.count }

    @Test func catalogAnswersEachScanAtOnceAndEndsWithTheSummaryOnCtrlD() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try PseudoTerminal(["catalog", "-", "-o", csv], environment: environment)
        #expect(terminal.waitFor("barcode> "))
        scan(Self.seeds, terminal, answer: Self.attribution + "\n" + Self.bell)
        #expect(terminal.text.contains("The Seeds - Future (2013)\n"))
        scan("12345", terminal, answer: "\"12345\" is not a valid barcode: it has 5 digits")
        scan(Self.unknown, terminal, answer: "\(Self.unknown): unknown: no release has it")
        scan(Self.seeds, terminal, answer: "you have 2 copies now", times: 1)
        #expect(terminal.waitFor(Self.attribution, times: 2))
        #expect(terminal.waitFor("barcode> ", times: 5))
        #expect(bells(terminal) == 2)  // the two hits; nothing for the invalid and the unknown code
        terminal.type("\u{04}")
        #expect(terminal.exitStatus() == 65)  // an invalid line
        #expect(terminal.text.contains("cdscan: 4 inputs: 2 found · 1 not found · 1 invalid\n"))
        let written = try String(contentsOfFile: csv, encoding: .utf8)
        #expect(written.components(separatedBy: "\r\n").filter { $0.hasPrefix(Self.seeds + ",found,") }.count == 2)
    }

    @Test func lookupPrintsEachCardAsItIsScannedAndCountsOnCtrlD() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try PseudoTerminal(["lookup", "-"], environment: environment)
        #expect(terminal.waitFor("barcode> "))
        scan(Self.seeds, terminal, answer: Self.attribution)
        #expect(terminal.waitFor(Self.bell))
        scan("12345", terminal, answer: "\"12345\" is not a valid barcode")
        scan(Self.unknown, terminal, answer: "\(Self.unknown): not found on Discogs or MusicBrainz")
        #expect(terminal.waitFor("barcode> ", times: 4))
        #expect(bells(terminal) == 1)
        terminal.type("\u{04}")
        #expect(terminal.exitStatus() == 65)
        #expect(terminal.text.contains("cdscan: 3 codes: 1 found · 1 not found · 1 invalid\n"))
    }

    @Test func noBellRingsWithNoBell() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try PseudoTerminal(["lookup", "--no-bell", "-"], environment: environment)
        scan(Self.seeds, terminal, answer: Self.attribution)
        terminal.type("\u{04}")
        #expect(terminal.exitStatus() == 0)
        #expect(terminal.text.contains("cdscan: 1 code: 1 found\n"))
        #expect(bells(terminal) == 0)
    }

    @Test func ctrlCAtThePromptEndsTheCatalogKeepingWhatWasScanned() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try PseudoTerminal(["catalog", "-", "-o", csv], environment: environment)
        scan(Self.seeds, terminal, answer: Self.attribution)
        #expect(terminal.waitFor("barcode> ", times: 2))
        terminal.type("\u{03}")
        #expect(terminal.exitStatus() == 130)
        #expect(terminal.text.contains("cdscan: 1 input: 1 found\n"))
        #expect(try String(contentsOfFile: csv, encoding: .utf8).contains("\r\n" + Self.seeds + ",found,"))
    }

    @Test func aScanWaitingForTheRateLimitSaysSoAndCtrlCStillEndsTheRun() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // One request a minute once the first answer announces the limit: the next request waits its turn.
        let slow = FakeDiscogs(
            configuration: .init(token: Self.token, rateLimit: 2, window: 60), catalog: try DiscogsCatalog.bundled())
        try slow.start()
        var environment = environment
        environment["DISCOGS_API_URL"] = slow.baseURL
        let terminal = try PseudoTerminal(["catalog", "-", "-o", csv], environment: environment)
        terminal.type(Self.seeds + "\n" + Self.unknown + "\n")
        #expect(terminal.waitFor("s for its turn (the services' rate limit)…"), "\(terminal.text)")
        #expect(terminal.isRunning)
        terminal.type("\u{03}")
        #expect(terminal.exitStatus() == 130)
        #expect(terminal.text.contains("interrupted: saving what is done"))
        #expect(terminal.text.contains("still to look up; 'cdscan catalog --resume' goes on\n"))
    }

    @Test func pipedStandardInputIsStillReadWholeFirst() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let catalog = try CDScanBinary.run(
            ["catalog", "-", "-o", csv], environment: environment, stdin: Self.seeds + "\n" + Self.seeds + "\n")
        #expect(catalog.status == 0)
        #expect(!catalog.stderr.contains("barcode> "))
        #expect(!catalog.stderr.contains(Self.bell))
        #expect(catalog.stderr.contains("cdscan: 2 inputs: 2 found\n"))
        let lookup = try CDScanBinary.run(["lookup", "-"], environment: environment, stdin: Self.seeds + "\n")
        #expect(lookup.status == 0)
        #expect(lookup.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(lookup.stderr.isEmpty)
        let empty = try CDScanBinary.run(["lookup", "-"], environment: environment, stdin: "\n# nothing\n")
        #expect(empty.status == 66)
        #expect(empty.stderr == "cdscan: error: standard input held no barcode to look up.\n")
    }

    /// Issue 29, point 10: a code scanned while the previous one is looked up is not echoed into
    /// the card being printed; it is shown after the next prompt, when its turn comes.
    @Test func aCodeScannedDuringALookupIsShownAfterTheNextPromptNotInsideTheCard() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        rig.discogs.scriptNext([.delayed(1.5)])
        let terminal = try PseudoTerminal(["lookup", "--no-bell", "-"], environment: environment)
        #expect(terminal.waitFor("barcode> "))
        terminal.type(Self.seeds + "\n")
        #expect(terminal.waitFor(Self.seeds))
        usleep(200_000)  // the lookup is under way (the fake holds its answer 1.5 s)
        terminal.type(Self.unknown + "\n")
        #expect(terminal.waitFor("\(Self.unknown): not found"), "\(terminal.text)")
        terminal.type("\u{04}")
        #expect(terminal.exitStatus() == 1)
        let text = terminal.text
        let card = try #require(text.range(of: Self.attribution))
        let typedAhead = try #require(text.range(of: Self.unknown))
        #expect(typedAhead.lowerBound > card.upperBound, "\(text)")
        #expect(text.contains("barcode> \(Self.unknown)\n"), "\(text)")
        #expect(rig.discogs.counters.scriptedReplies == 1, "the answer was held back: \(rig.discogs.counters)")
        #expect(terminal.echoes, "the terminal echoes again after cdscan")
    }

    /// Ctrl-C during a lookup (a request that never answers) ends at once with the summary, 130,
    /// and the terminal echoing again.
    @Test func ctrlCDuringALookupEndsWithTheSummaryAndTheTerminalAsItWas() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        rig.discogs.script(barcode: Self.unknown, [.hang])
        let terminal = try PseudoTerminal(["lookup", "--no-bell", "-"], environment: environment)
        scan(Self.seeds, terminal, answer: Self.attribution)
        #expect(terminal.waitFor("barcode> ", times: 2))
        terminal.type(Self.unknown + "\n")
        #expect(terminal.waitFor(Self.unknown))
        usleep(300_000)
        terminal.type("\u{03}")
        #expect(terminal.exitStatus(deadline: 10) == 130, "\(terminal.text)")
        #expect(terminal.text.contains("cdscan: 1 code: 1 found\n"), "\(terminal.text)")
        #expect(terminal.echoes)
    }

    /// Ctrl-D typed while a lookup runs is not lost: the answer comes, then the summary.
    @Test func ctrlDTypedDuringALookupEndsOnceTheAnswerIsPrinted() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        rig.discogs.scriptNext([.delayed(1)])
        let terminal = try PseudoTerminal(["lookup", "--no-bell", "-"], environment: environment)
        #expect(terminal.waitFor("barcode> "))
        terminal.type(Self.seeds + "\n")
        #expect(terminal.waitFor(Self.seeds))
        usleep(200_000)
        terminal.type("\u{04}")
        #expect(terminal.exitStatus(deadline: 10) == 0, "\(terminal.text)")
        #expect(terminal.text.contains("cdscan: 1 code: 1 found\n"), "\(terminal.text)")
        #expect(terminal.echoes)
        #expect(rig.discogs.counters.scriptedReplies == 1, "the answer was held back: \(rig.discogs.counters)")
    }

    /// Ctrl-C while a lookup waits its turn in the rate limit (a minute here) ends at once, not
    /// when the wait is over: the wait is cut short and the request never sent.
    @Test func ctrlCWhileALookupWaitsForTheRateLimitEndsAtOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let limited = try ServiceRig(
            token: Self.token, discogs: .init(token: Self.token, rateLimit: 1, window: 60),
            musicBrainzCatalog: MusicBrainzCatalog())
        let environment = limited.environment([
            "NO_COLOR": "1", "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory, "HOME": directory,
        ])
        let terminal = try PseudoTerminal(
            ["lookup", "--no-bell", "--source", "discogs", "-"], environment: environment)
        scan(Self.seeds, terminal, answer: Self.attribution)
        #expect(terminal.waitFor("barcode> ", times: 2))
        terminal.type(Self.unknown + "\n")
        #expect(terminal.waitFor("for its turn"), "\(terminal.text)")
        terminal.type("\u{03}")
        #expect(terminal.exitStatus(deadline: 10) == 130, "\(terminal.text)")
        #expect(terminal.text.contains("cdscan: 1 code: 1 found\n"), "\(terminal.text)")
        #expect(limited.discogs.counters.searches == 1, "\(limited.discogs.counters)")
        #expect(terminal.echoes)
    }
}
