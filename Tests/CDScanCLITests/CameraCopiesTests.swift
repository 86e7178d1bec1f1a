import Catalog
import Foundation
import Scanner
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// What the camera adds to the catalogue (issue 10, point 2): within one session a code read
/// again is the same copy; a later session reading it is one more copy, with the warning.
@Suite struct CameraCopiesTests {
    typealias F = CameraFixtures
    static let upc = F.sighting(F.upc)
    static let ean = F.sighting(F.ean)

    /// Runs one camera session over `frames` (it ends when they run out: the camera stalls),
    /// recording into `directory`'s catalog; stderr.
    func session(_ frames: [CameraStep], in directory: String, lookup: Bool) -> String {
        let script = CameraScript(frames)
        let captured = CapturedConsole()
        let arguments = ["-c", "--frames", "1", "--catalog", "scans.csv", "--db", "catalog.sqlite"]
        _ = F.scan(
            arguments + (lookup ? [] : ["--no-lookup"]), script: script, console: captured,
            albums: [F.gtin(F.upc).ean13: F.seeds],
            variables: ["XDG_DATA_HOME": directory + "/data", "DISCOGS_TOKEN": "t"], directory: directory)
        return captured.err
    }

    func items(in directory: String) throws -> [CatalogItem] {
        try CatalogStore(path: directory + "/catalog.sqlite", create: false).allItems()
    }

    @Test func locationPlacesEveryCopyTheWebcamRecords() throws {
        let directory = F.emptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = CameraScript([.frame([Self.upc]), .frame([]), .frame([Self.ean]), .interrupt])
        let status = F.scan(
            [
                "-c", "--frames", "1", "--no-lookup", "--catalog", "scans.csv", "--db", "catalog.sqlite", "--location",
                "Shelf C/2",
            ], script: script,
            variables: ["XDG_DATA_HOME": directory + "/data"], directory: directory)
        #expect(status == .success)
        let places = try items(in: directory).map { $0.record.location?.description }
        #expect(places == ["Shelf C/2", "Shelf C/2"])
    }

    @Test(arguments: [false, true])
    func aCodeReadTwiceInOneSessionIsOneCopyAndALaterSessionAddsOne(lookup: Bool) throws {
        let directory = F.emptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The case shown, taken away, shown again; then another disc.
        let first = session(
            [.frame([Self.upc]), .frame([]), .frame([Self.upc]), .frame([]), .frame([Self.ean])], in: directory,
            lookup: lookup)
        #expect(
            first.contains(
                "029667431224: already recorded in this session (item 1); a case read again is not another copy"))
        #expect(!first.contains("already in the catalog"))
        #expect(try items(in: directory).map(\.barcode) == ["0029667431224", "5099750442227"])

        let second = session([.frame([Self.upc])], in: directory, lookup: lookup)
        #expect(second.contains("029667431224: already in the catalog: you have 2 copies now (item 3 is the new one"))
        #expect(!second.contains("already recorded in this session"))
        let after = try items(in: directory)
        #expect(after.map(\.barcode) == ["0029667431224", "5099750442227", "0029667431224"])
        #expect(after.allSatisfy { $0.source == "camera" })
        let csv = try String(contentsOfFile: directory + "/scans.csv", encoding: .utf8)
        #expect(try CSVReader().rows(in: csv).count == 4)
    }
}
