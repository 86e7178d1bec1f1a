import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 41, point 9, through the built binary: a signal during `scan --image` of several photos,
/// or `lookup` of several codes, ends as `catalog` ends: a summary of how far it got, and 130
/// for SIGINT (143 for SIGTERM), never death by the signal.
@Suite struct InterruptSummaryEndToEndTests {
    static let token = "interrupt-summary-token"
    static let seeds = "029667431224"

    let rig: ServiceRig
    let home: String

    init() throws {
        rig = try ServiceRig(token: Self.token)
        home = try makeTemporaryDirectory(prefix: "cdscan-interrupt-summary")
        let clean = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean").path
        for (name, fixture) in [
            ("1.png", "upca-029667431224.png"), ("2.png", "upca-075678264924.png"),
            ("3.png", "ean13-4006408687016.png"),
        ] {
            try FileManager.default.copyItem(atPath: clean + "/" + fixture, toPath: home + "/" + name)
        }
        // The first code's lookup never answers: the run is stopped while it waits.
        rig.discogs.script(barcode: Self.seeds, [.hang])
    }

    /// Runs cdscan with `arguments` until its first Discogs search is in flight, then sends `signal`.
    func stopped(_ arguments: [String], by signal: Int32) throws -> CDScanBinary.Run {
        let run = try RunningCDScan(
            arguments,
            environment: rig.environment(
                token: true, ["XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "HOME": home, "NO_COLOR": "1"]),
            directory: URL(fileURLWithPath: home))
        for _ in 0..<3000 where rig.discogs.counters.searches == 0 { usleep(10_000) }
        #expect(rig.discogs.counters.searches == 1, "the lookup is in flight")
        return run.stop(with: signal)
    }

    @Test func scanOfPhotosSaysHowFarItGotAndExits130() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try stopped(
            ["scan", "--image", "1.png", "2.png", "3.png", "--source", "discogs", "--catalog", "c.csv"], by: SIGINT)
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.stderr.contains("cdscan: interrupted after 0 of 3 photos; 3 not read\n"), "\(run.stderr)")
        // The lookup cut short is no answer: nothing printed or recorded as an error for it.
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        let csv = (try? String(contentsOfFile: home + "/c.csv", encoding: .utf8)) ?? ""
        #expect(!csv.contains("error"), "\(csv)")
    }

    @Test func scanOfPhotosEndedBySIGTERMExits143() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try stopped(["scan", "--image", "1.png", "2.png", "--source", "discogs"], by: SIGTERM)
        #expect(run.status == 143, "\(run.stderr)")
        #expect(run.stderr.contains("cdscan: interrupted after 0 of 2 photos; 2 not read\n"), "\(run.stderr)")
    }

    @Test func lookupOfSeveralCodesSaysHowFarItGotAndExits130() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try stopped(
            ["lookup", Self.seeds, "075678264924", "4006408687016", "--source", "discogs"], by: SIGINT)
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.stderr.contains("cdscan: interrupted after 0 of 3 codes; 3 not looked up\n"), "\(run.stderr)")
    }
}
