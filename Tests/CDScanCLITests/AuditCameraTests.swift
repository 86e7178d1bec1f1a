import Barcode
import Catalog
import CommandLineKit
import Foundation
import Scanner
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// `cdscan audit --camera` in-process, the webcam played by a `CameraScript`: each stable read is
/// one copy seen, a disc kept in view counts once, Ctrl-C ends the walk and makes the report; a
/// camera that fails, or Ctrl-C before any code, makes none.
@Suite struct AuditCameraTests {
    typealias F = CameraFixtures
    static let darkSide = "077774600125"
    static let unknown = "4006408687016"

    /// A catalogue in `directory`: item 1 The Seeds at Shelf A/2, item 2 the EAN at Shelf B,
    /// item 3 Dark Side at Shelf A.
    func catalogue(in directory: String) throws {
        let store = try CatalogStore(path: directory + "/catalog.sqlite")
        for (code, place) in [(F.upc, "Shelf A/2"), (F.ean, "Shelf B"), (Self.darkSide, "Shelf A")] {
            let id = try store.record(F.gtin(code), as: .new, source: "list").id
            var edit = CopyEdit()
            edit.location = .set(try ShelfLocation(parsing: place))
            _ = try store.apply(edit, to: [.ids([id])])
        }
    }

    /// Runs `cdscan audit --location "Shelf A" --camera ARGUMENTS --db catalog.sqlite` over `steps`.
    func audit(_ arguments: [String], _ steps: [CameraStep], in directory: String, console: CapturedConsole)
        -> ExitCode
    {
        let script = CameraScript(steps)
        var context = CommandContext(
            console: console.console, environment: ["XDG_DATA_HOME": directory + "/data"], directory: directory,
            time: script.time)
        context.camera = F.camera(script)
        context.stopSignals = .playing(script)
        let line = ["--location", "Shelf A", "--camera", "--db", "catalog.sqlite"] + arguments
        do throws(UsageError) {
            guard
                case .run(let options, let rest) = try OptionParser.parse(
                    line, spec: AuditCommand.spec, defaults: .init())
            else { return .success }
            return AuditCommand.main(options, arguments: rest, context: context)
        } catch {
            return CDScan.usageFailure(error, console.console)
        }
    }

    @Test func eachStableReadIsACopySeenAndCtrlCMakesTheReport() throws {
        let directory = F.emptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try catalogue(in: directory)
        let (upc, ean, other) = (F.sighting(F.upc), F.sighting(F.ean), F.sighting(Self.unknown))
        let console = CapturedConsole()
        // The Seeds held in view for four frames: one copy. The EAN shown, taken away, shown
        // again: two copies, of which the catalogue has one (at Shelf B). Then a code it lacks.
        let status = audit(
            ["--frames", "2", "--json"],
            [
                .frame([upc]), .frame([upc]), .frame([upc]), .frame([upc]), .frame([]), .frame([ean]), .frame([ean]),
                .frame([]), .frame([ean]), .frame([ean]), .frame([other]), .frame([other]), .interrupt,
            ], in: directory, console: console)
        #expect(status == .notFound, "\(console.err)")
        let lines = try console.out.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let found = lines.map {
            "\($0["status"] as? String ?? "?") \($0["item"] as? Int ?? 0) \($0["code"] as? String ?? "?")"
        }
        #expect(
            found == [
                "here 1 0029667431224", "misplaced 2 5099750442227", "unknown 0 5099750442227",
                "unknown 0 4006408687016", "missing 3 0077774600125",
            ])
        #expect(lines[1]["location"] as? String == "Shelf B")
        #expect(console.err.contains("029667431224 read (1 code so far)"), "\(console.err)")
        #expect(console.err.contains("Shelf A: 1 here, 1 misplaced, 1 missing, 2 unknown"), "\(console.err)")
        let items = try CatalogStore(path: directory + "/catalog.sqlite", create: false).allItems()
        #expect(items.count == 3, "nothing written without --fix")
    }

    @Test func ctrlCBeforeAnyCodeOrACameraThatFailsMakesNoReport() throws {
        let directory = F.emptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try catalogue(in: directory)
        let early = CapturedConsole()
        #expect(audit([], [.frame([]), .interrupt], in: directory, console: early) == .interrupted)
        #expect(early.out.isEmpty && !early.err.contains("Shelf A:"), "\(early.err)")
        let stalled = CapturedConsole()
        // The script runs out: the camera stalls mid-walk.
        #expect(audit([], [.frame([F.sighting(F.upc)])], in: directory, console: stalled) == .unavailable)
        #expect(stalled.out.isEmpty && !stalled.err.contains("Shelf A:"), "\(stalled.err)")
    }

    @Test(arguments: [
        (["--phone"], "'--camera' and '--phone' are two cameras"),
        (["list.txt"], "read the shelf themselves"),
        (["--listen", "127.0.0.1:0"], "'--listen' is for --phone: cdscan audit --phone"),
    ])
    func cameraOptionsThatDoNotFitAreUsageErrors(_ extra: [String], _ message: String) throws {
        let directory = F.emptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let console = CapturedConsole()
        #expect(audit(extra, [], in: directory, console: console) == .usage)
        #expect(console.err.contains(message), "\(console.err)")
    }
}
