import Album
import Barcode
import Basics
import CommandLineKit
import Foundation
import Imaging
import Lookup
import Terminal
import TestSupport

@testable import CDScanCLI
@testable import Scanner
@testable import Workflows

/// What the scripted camera does when asked for its next frame.
enum CameraStep {
    /// A frame in which the reader finds these codes.
    case frame([ScanSession.Sighting])
    /// A frame with no code, during which Ctrl-C is pressed.
    case interrupt
    /// The camera fails.
    case fail(CameraError)
}

/// The script shared by the fake camera, the fake reader and the fake signals.
///
/// Unchecked: the scan that plays it reads frames, and asks for interrupts, on the test's own
/// thread, one step at a time; only the context that carries it crosses threads.
final class CameraScript: InterruptCounter, @unchecked Sendable {
    // The scan starts and stops it; the count is the script's.
    func start() {}
    func stop() {}

    var steps: [CameraStep]
    var current: [ScanSession.Sighting] = []
    var count = 0
    var framesServed = 0
    let time: ManualClock
    /// Seconds between frames.
    let interval: Double

    init(_ steps: [CameraStep], time: ManualClock = ManualClock(), interval: Double = 0.25) {
        (self.steps, self.time, self.interval) = (steps, time, interval)
    }
}

/// A camera that plays a `CameraScript`; when the script runs out it stalls.
final class ScriptedCamera: CameraFrameSource {
    let device = "/dev/video7"
    let size = FrameSize(width: 8, height: 6)
    private let script: CameraScript

    init(_ script: CameraScript) { self.script = script }

    func nextFrame() throws(CameraError) -> GrayFrame {
        script.time.advance(by: script.interval)
        guard !script.steps.isEmpty else { throw .stalled(device: device, timeout: .seconds(5)) }
        switch script.steps.removeFirst() {
        case .frame(let sightings): script.current = sightings
        case .interrupt: (script.current, script.count) = ([], script.count + 1)
        case .fail(let error): throw error
        }
        script.framesServed += 1
        return GrayFrame(width: 8, height: 6, pixels: [UInt8](repeating: 128, count: 48)) ?? Self.never()
    }

    private static func never() -> GrayFrame { fatalError("8x6 with 48 pixels is a valid frame") }
}

struct ScriptedReader: CameraCodeReader {
    let script: CameraScript
    func read(_ frame: GrayFrame) -> [ScanSession.Sighting] { script.current }
}

/// Answers lookups from a table: found for its barcodes, not found for the rest.
struct TableLookup: BarcodeLookup {
    var albums: [String: Album]

    func resolve(_ gtin: GTIN, input: String) -> LookupResult {
        guard let album = albums[gtin.ean13] else { return LookupResult(input: input, outcome: .notFound(gtin)) }
        return LookupResult(input: input, outcome: .found(gtin, best: album, alternatives: []))
    }
}

enum CameraFixtures {
    static func gtin(_ text: String) -> GTIN {
        (try? GTIN(parsing: text)) ?? GTIN.placeholder
    }

    static func sighting(_ text: String, box: FrameRect? = nil) -> ScanSession.Sighting {
        let code = gtin(text)
        return ScanSession.Sighting(
            gtin: code, text: text, symbology: code.format == .upcA ? "UPC-A" : "EAN-13", bounds: box)
    }

    static let upc = "029667431224"
    static let ean = "5099750442227"

    static let seeds = Album(
        artist: "The Seeds", title: "Future", year: 2013, labels: ["Big Beat Records"], format: "CD, Album",
        releaseID: "4707982", url: "https://www.discogs.com/release/4707982", source: .discogs)

    /// The camera hardware playing `script`; `opened` records whether the camera was opened.
    static func camera(
        _ script: CameraScript, openError: CameraError? = nil, opened: OpenedFlag = OpenedFlag()
    ) -> CameraHardware {
        CameraHardware(
            openCamera: { _, _ throws(CameraError) in
                opened.value = true
                if let openError { throw openError }
                return ScriptedCamera(script)
            },
            makeReader: { _ in ScriptedReader(script: script) },
            terminalSize: { (40, 12) })
    }

    /// Lookups that answer from `albums` (`TableLookup`), refusing `--source discogs` without a token.
    static func lookups(albums: [String: Album] = [:]) -> LookupServices {
        lookups { request throws(LookupSession.Failure) in
            guard request.configuration.services.discogsToken != nil || request.plan.choice != .discogs else {
                throw .noToken
            }
            return TableLookup(albums: albums)
        }
    }

    /// Lookups the camera gets from `make`; no other session is made.
    static func lookups(_ make: @escaping @Sendable (LookupServices.Request) throws -> any BarcodeLookup)
        -> LookupServices
    {
        LookupServices(makeSession: { _ in throw LookupSession.Failure.noToken }, makeScanLookup: make)
    }

    /// Runs `cdscan scan` with `arguments` in-process; its lookups answer from `albums` unless
    /// `lookups` says otherwise (`.live`: the services `variables` name).
    static func scan(
        _ arguments: [String], script: CameraScript, console: CapturedConsole = CapturedConsole(),
        camera: CameraHardware? = nil, albums: [String: Album] = [:], lookups: LookupServices? = nil,
        variables: [String: String] = ["DISCOGS_TOKEN": "t"], directory: String = emptyDirectory()
    ) -> ExitCode {
        var context = CommandContext(
            console: console.console, environment: variables, directory: directory, time: script.time)
        context.lookupServices = lookups ?? Self.lookups(albums: albums)
        let options: ScanCommand.Options
        do throws(UsageError) {
            guard
                case .run(let parsed, _) = try OptionParser.parse(arguments, spec: ScanCommand.spec, defaults: .init())
            else { return .success }
            options = parsed
        } catch {
            return CDScan.usageFailure(error, console.console)
        }
        context.camera = camera ?? Self.camera(script)
        context.stopSignals = .playing(script)
        return CameraScan.run(options, context: context)
    }

    /// A new empty directory (no `.env` in it).
    static func emptyDirectory() -> String {
        let path = NSTemporaryDirectory() + "cdscan-camera-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

final class OpenedFlag: @unchecked Sendable {
    var value = false
}

extension GTIN {
    /// A valid code for the rare test helper that must return something.
    static var placeholder: GTIN {
        guard let code = try? GTIN(parsing: "4006408687016") else { fatalError("a valid EAN-13") }
        return code
    }
}
