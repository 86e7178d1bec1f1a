import FakeServices
import Foundation
import Scanner
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// `cdscan scan` from a camera, run in-process with a scripted camera, reader and lookup.
@Suite struct CameraScanTests {
    typealias F = CameraFixtures
    static let upc = F.sighting(F.upc)
    static let ean = F.sighting(F.ean)
    static let seedsTable = [F.gtin(F.upc).ean13: F.seeds]

    @Test func noLookupPrintsTheBarcodeOnceItIsStable() {
        let script = CameraScript([.frame([]), .frame([Self.upc]), .frame([Self.upc]), .frame([Self.upc])])
        let captured = CapturedConsole()
        #expect(F.scan(["--no-lookup"], script: script, console: captured) == .success)
        #expect(captured.out == "029667431224\n")
        #expect(
            captured.err
                == "cdscan: reading barcodes from /dev/video7 at 8x6 (stops at the first disc; Ctrl-C to stop)\n")
        #expect(script.framesServed == 4)
    }

    @Test func noLookupJSONNamesTheSymbology() {
        let script = CameraScript([.frame([Self.upc])])
        let captured = CapturedConsole()
        #expect(F.scan(["--no-lookup", "--json", "--frames", "1"], script: script, console: captured) == .success)
        #expect(
            captured.out
                == "{\"barcode\":\"0029667431224\",\"input\":\"029667431224\",\"status\":\"read\",\"symbology\":\"UPC-A\"}\n"
        )
    }

    @Test func aFoundDiscPrintsItsCardAndExits0() {
        let script = CameraScript([.frame([Self.upc]), .frame([Self.upc]), .frame([Self.upc])])
        let captured = CapturedConsole()
        let status = F.scan(
            [], script: script, console: captured, albums: Self.seedsTable)
        #expect(status == .success)
        #expect(captured.out.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(captured.out.contains("https://www.discogs.com/release/4707982\n"))
    }

    @Test func aDiscNotOnDiscogsExits1() {
        let script = CameraScript([.frame([Self.ean])])
        let captured = CapturedConsole()
        #expect(F.scan(["--frames", "1", "--json"], script: script, console: captured) == .notFound)
        #expect(captured.out.contains("\"status\":\"not_found\""))
        #expect(captured.out.contains("\"input\":\"5099750442227\""))
    }

    @Test func noTokenForDiscogsAloneExits78BeforeTheCameraOpens() {
        let script = CameraScript([.frame([Self.upc])])
        let opened = OpenedFlag()
        let captured = CapturedConsole()
        let status = F.scan(
            ["--source", "discogs"], script: script, console: captured,
            camera: F.camera(script, opened: opened), variables: [:])
        #expect(status == .configuration)
        #expect(!opened.value)
        #expect(captured.err.hasPrefix("cdscan: error: DISCOGS_TOKEN is not set, and Discogs needs one"))
    }

    @Test func noTokenUnderAutoScansAndSaysMusicBrainzAloneIsAsked() {
        let script = CameraScript([.frame([Self.upc])])
        let opened = OpenedFlag()
        let captured = CapturedConsole()
        let status = F.scan(
            ["--frames", "1"], script: script, console: captured,
            camera: F.camera(script, opened: opened), albums: Self.seedsTable, variables: [:])
        #expect(status == .success)
        #expect(opened.value)
        #expect(
            captured.err.components(separatedBy: "cdscan: no DISCOGS_TOKEN: asking MusicBrainz only").count == 2,
            "the note is printed once")
    }

    @Test func anUnknownSymbologyIsAUsageError() {
        let script = CameraScript([])
        let opened = OpenedFlag()
        let captured = CapturedConsole()
        let status = F.scan(
            ["--symbologies", "ean13,bogus"], script: script, console: captured,
            camera: F.camera(script, opened: opened))
        #expect(status == .usage)
        #expect(!opened.value)
        #expect(captured.err.hasPrefix("cdscan: error: unknown barcode symbology 'bogus'"))
        #expect(captured.err.contains("See 'cdscan scan --help'"))
    }

    @Test(arguments: [
        (CameraError.noCamera(directory: "/dev"), ExitCode.unavailable, "cdscan: error: no camera found: "),
        (.deviceMissing(path: "/dev/video4"), .unavailable, "cdscan: error: /dev/video4 does not exist"),
        (.notCaptureDevice(device: "/dev/video1"), .unavailable, "cdscan: error: /dev/video1 is not a camera"),
        (
            .noUsableFormat(device: "/dev/video0", offered: ["H264"]), .unavailable,
            "cdscan: error: /dev/video0 cannot deliver"
        ),
        (
            .permissionDenied(device: "/dev/video0"), .permission,
            "cdscan: error: Cannot open /dev/video0: permission denied."
        ),
        (.busy(device: "/dev/video0"), .temporaryFailure, "cdscan: error: /dev/video0 is in use by another program"),
    ])
    func cameraThatCannotOpenGivesItsStatusAndAdvice(_ error: CameraError, _ status: ExitCode, _ message: String) {
        let script = CameraScript([])
        let captured = CapturedConsole()
        #expect(
            F.scan(
                ["--no-lookup"], script: script, console: captured, camera: F.camera(script, openError: error)
            )
                == status)
        #expect(captured.err.hasPrefix(message))
        #expect(captured.out.isEmpty)
    }

    @Test func aCameraThatStallsMidScanIsUnavailable() {
        let script = CameraScript([.frame([]), .frame([])])
        let captured = CapturedConsole()
        #expect(F.scan(["--no-lookup"], script: script, console: captured) == .unavailable)
        #expect(captured.err.contains("cdscan: error: /dev/video7 sent no frame for 5 s: the camera stalled."))
    }

    @Test func onceModeTimesOutWithStatus1() {
        let script = CameraScript(Array(repeating: .frame([]), count: 40))
        let captured = CapturedConsole()
        #expect(F.scan(["--no-lookup", "--timeout", "2"], script: script, console: captured) == .notFound)
        #expect(captured.err.contains("cdscan: no barcode read within 2 s"))
        #expect(script.framesServed == 8)  // a frame every 0.25 s
    }

    @Test func ctrlCWithNothingReadExits130WithASummary() {
        let script = CameraScript([.frame([]), .frame([Self.upc]), .interrupt, .frame([Self.upc])])
        let captured = CapturedConsole()
        #expect(F.scan(["--no-lookup"], script: script, console: captured) == .interrupted)
        #expect(captured.out.isEmpty)
        #expect(captured.err.hasSuffix("cdscan: 0 discs read.\n"))
        #expect(script.framesServed == 3)
    }

    @Test func continuousModeReadsDiscAfterDiscUntilCtrlC() {
        let frames: [CameraStep] = [
            .frame([Self.upc]), .frame([Self.upc]), .frame([Self.upc]), .frame([Self.upc]), .frame([]),
            .frame([Self.ean]), .frame([Self.ean]), .interrupt,
        ]
        let script = CameraScript(frames)
        let captured = CapturedConsole()
        let status = F.scan(
            ["--continuous", "--frames", "2", "--json"], script: script, console: captured,
            albums: Self.seedsTable)
        #expect(status == .notFound)
        let lines = captured.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("\"status\":\"found\"") == true)
        #expect(lines.last?.contains("\"status\":\"not_found\"") == true)
        #expect(captured.err.hasSuffix("cdscan: 2 discs read: 1 found, 1 not found, 0 errors.\n"))
    }

    @Test func continuousTimeoutAfterADiscExits0() {
        let script = CameraScript([.frame([Self.upc])] + Array(repeating: .frame([]), count: 40))
        let captured = CapturedConsole()
        #expect(
            F.scan(["-c", "--no-lookup", "--frames", "1", "--timeout", "1"], script: script, console: captured)
                == .success)
        #expect(captured.out == "029667431224\n")
        #expect(captured.err.contains("cdscan: no new disc for 1 s; stopping\n"))
        #expect(captured.err.hasSuffix("cdscan: 1 disc read.\n"))
        #expect(script.framesServed == 5)  // the disc, then 1 s of frames every 0.25 s
    }

    @Test(arguments: [(false, true), (true, false)])
    func noEscapeSequencesWithoutAColourTerminal(stderrIsTerminal: Bool, colorAllowed: Bool) {
        let script = CameraScript([.frame([]), .frame([Self.upc]), .frame([Self.upc]), .frame([Self.upc])])
        let captured = CapturedConsole(
            stdoutIsTerminal: stderrIsTerminal, stderrIsTerminal: stderrIsTerminal, colorAllowed: colorAllowed)
        #expect(
            F.scan(
                ["--continuous"], script: script, console: captured,
                albums: Self.seedsTable) == .unavailable)
        #expect(captured.out.contains("The Seeds - Future"))
        #expect(!captured.out.contains("\u{1B}"))
        #expect(!captured.err.contains("\u{1B}"))
    }

    @Test func previewOnAColourTerminalIsUndoneBeforeTheResultAndAtTheEnd() {
        let script = CameraScript([.frame([]), .frame([Self.upc]), .frame([Self.upc]), .frame([Self.upc])])
        let captured = CapturedConsole(stdoutIsTerminal: true, stderrIsTerminal: true)
        #expect(F.scan(["--no-lookup"], script: script, console: captured) == .success)
        let err = captured.err
        #expect(err.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
        #expect(err.contains("▀"))
        #expect(err.contains("\u{7}"))
        #expect(err.hasSuffix("\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h"))
        #expect(captured.out == "029667431224\n")
    }

    @Test func catalogRecordsBarcodesReadWithoutLookup() throws {
        let directory = F.emptyDirectory()
        let script = CameraScript([.frame([Self.upc]), .frame([]), .frame([Self.ean])])
        let captured = CapturedConsole()
        let status = F.scan(
            ["-c", "--no-lookup", "--frames", "1", "--catalog", "scans.csv", "--db", "catalog.sqlite"],
            script: script, console: captured,
            variables: ["XDG_DATA_HOME": directory + "/data"], directory: directory)
        #expect(status == .unavailable)  // the script ends in a stall
        let csv = try String(contentsOfFile: directory + "/scans.csv", encoding: .utf8)
        #expect(csv.contains("029667431224"))
        #expect(csv.contains("5099750442227"))
        #expect(FileManager.default.fileExists(atPath: directory + "/catalog.sqlite"))
    }

    @Test func anUnwritableCatalogFailsBeforeTheCameraOpens() {
        let script = CameraScript([])
        let opened = OpenedFlag()
        let captured = CapturedConsole()
        let status = F.scan(
            ["--no-lookup", "--catalog", "/proc/cdscan/x.csv", "--db", "/proc/cdscan/catalog.sqlite"],
            script: script, console: captured, camera: F.camera(script, opened: opened))
        #expect(status == .cannotCreate)
        #expect(!opened.value)
        #expect(captured.err.hasPrefix("cdscan: error: "))
    }
}

/// The camera scan's lookup thread with the real Discogs client (libcurl) against the fake Discogs.
@Suite struct CameraScanDiscogsTests {
    static let token = "camera-secret-token-7c21"

    @Test func continuousLookupsRunOnTheirThreadWithTheRealClient() throws {
        let server = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        try server.start()
        defer { server.stop() }
        let upc = CameraFixtures.sighting(CameraFixtures.upc)
        let unknown = CameraFixtures.sighting("4006408687016")
        let script = CameraScript([.frame([upc]), .frame([]), .frame([unknown]), .interrupt])
        // MusicBrainz' one-a-second window runs on the scan's virtual clock, as the client's spacing does.
        let musicBrainz = FakeMusicBrainz(configuration: .init(clock: { [time = script.time] in time.now() }))
        try musicBrainz.start()
        defer { musicBrainz.stop() }
        let captured = CapturedConsole()
        let status = CameraFixtures.scan(
            ["--continuous", "--frames", "1"], script: script, console: captured, lookups: .live,
            variables: [
                "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": server.baseURL, "CDSCAN_RETRY_DELAY": "0.01",
                "MUSICBRAINZ_API_URL": musicBrainz.baseURL,
            ])
        #expect(status == .notFound)
        #expect(captured.out.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(
            captured.out.hasSuffix(
                "\n\n4006408687016: not found on Discogs or MusicBrainz "
                    + "(searched \"4006408687016\", \"4 006408 687016\")\n"))
        #expect(captured.err.hasSuffix("cdscan: 2 discs read: 1 found, 1 not found, 0 errors.\n"))
        #expect(!captured.out.contains(Self.token) && !captured.err.contains(Self.token))
        #expect(musicBrainz.counters.rateLimited == 0)
    }
}
