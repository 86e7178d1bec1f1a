import Barcode
import Cataloging
import FakeServices
import Foundation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// Issue 10 through `cdscan catalog` in-process (a fake Discogs behind the real libcurl client):
/// copies and re-runs, what a run works on, tolerant lists.
@Suite struct CatalogCopiesRunTests {
    let commands = CatalogCommandTests()

    @Test func aRepeatedLineIsACopyAndRunningTheListAgainAddsNothing() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try commands.write(
                "\(KnownBarcodes.seeds), copy 1 shelf A\n\(KnownBarcodes.seeds), copy 2 shelf B\n"
                    + "\(KnownBarcodes.seeds), copy 3\n", to: directory + "/list.txt")
            for _ in 1...2 {
                let run = try commands.catalog(["list.txt", "-o", "out.csv"], in: directory, rig: rig)
                #expect(run.status == .success)
            }
            let rows = try commands.csvRows(directory + "/out.csv")
            #expect(rows.dropFirst().map { $0[15] } == ["copy 1 shelf A", "copy 2 shelf B", "copy 3"])
            #expect(rows.dropFirst().map { $0[20] } == ["3", "3", "3"])
            #expect(rig.discogs.counters.searches == 1, "one lookup serves every copy; the re-run asks nothing")
        }
    }

    @Test func aTypedBarcodeIsANewCopyEachTimeWithAWarning() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            _ = try commands.catalog([KnownBarcodes.seeds], in: directory, rig: rig)
            let again = try commands.catalog([KnownBarcodes.seeds], in: directory, rig: rig)
            #expect(again.err.contains("already in the catalog: you have 2 copies now (item 2 is the new one"))
            #expect(rig.discogs.counters.searches == 1)
        }
    }

    @Test func aRunLooksUpOnlyWhatItIsGivenUnlessResumed() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            // An earlier run left a barcode pending (no token: nothing was looked up).
            let left = try commands.catalog([KnownBarcodes.unknown, "--source", "discogs"], in: directory, rig: nil)
            #expect(left.status == .configuration)
            let one = try commands.catalog([KnownBarcodes.seeds, "-o", "out.csv"], in: directory, rig: rig)
            #expect(one.status == .success)
            #expect(rig.discogs.counters.searches == 1, "the pending barcode of the earlier run is left alone")
            let rows = try commands.csvRows(directory + "/out.csv")
            #expect(rows.dropFirst().map { $0[1] } == ["pending", "found"], "the CSV holds the whole catalog")
            let thisRun = try commands.catalog(
                [KnownBarcodes.seeds, "--rows", "run", "-o", "run.csv"], in: directory, rig: rig)
            #expect(thisRun.status == .success)
            #expect(try commands.csvRows(directory + "/run.csv").dropFirst().map { $0[1] } == ["found", "found"])
            let resumed = try commands.catalog(["--resume"], in: directory, rig: rig)
            #expect(resumed.status == .notFound)
            #expect(rig.discogs.counters.searches > 1)
            let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite", create: false)
            #expect(try store.item(for: try GTIN(parsing: KnownBarcodes.unknown))?.status == .notFound)
        }
    }

    @Test func aSpreadsheetListWithABOMCRLFSemicolonsQuotesAndAHeaderIsRead() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let list = "\u{FEFF}Barcode;Notes\r\n\"\(KnownBarcodes.seeds)\";\"shelf 3; top\"\r\n"
            try commands.write(list, to: directory + "/list.csv")
            let run = try commands.catalog(["list.csv", "-o", "out.csv"], in: directory, rig: rig)
            #expect(run.status == .success, "\(run.err)")
            let rows = try commands.csvRows(directory + "/out.csv")
            #expect(rows.count == 2, "the header is not an invalid row")
            #expect(rows[1][1] == "found" && rows[1][15] == "shelf 3; top" && rows[1][14] == "file:list.csv:2")
        }
    }

    @Test func theDiscogsFormatSaysWhatItLeftOut() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let run = try commands.catalog(
                [KnownBarcodes.seeds, KnownBarcodes.unknown, "12345", "--format", "discogs", "-o", "d.csv"],
                in: directory, rig: rig)
            #expect(run.status == .dataError)
            #expect(run.err.contains("wrote 1 of 3 items for Discogs to d.csv; left out 2: 1 not found, 1 invalid"))
            #expect(try commands.csvRows(directory + "/d.csv").count == 2)
        }
    }
}

/// Photos and copies (issue 10, point 2): two photos of one code are two copies, with a warning
/// that the second may be a retake.
@Suite struct CatalogPhotoCopiesTests {
    let commands = CatalogCommandTests()

    @Test func twoPhotosOfOneCodeAreTwoCopiesWithOneRetakeWarning() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try commands.photos(
                ["clean/upca-029667431224.jpg", "clean/upca-029667431224.png", "clean/ean13-4988005543059.png"],
                in: directory)
            let run = try commands.catalog(["--images", "photos", "-o", "out.csv"], in: directory, rig: rig)
            let photos = directory + "/photos/"
            #expect(
                run.err.contains(
                    "warning: \(photos)upca-029667431224.png: 029667431224 is also on \(photos)upca-029667431224.jpg: "
                        + "recorded as a second copy (item 3); if it is a retake of the same case, remove the copy "
                        + "with 'cdscan items remove 3' (and the photo, or reading the folder again adds it back)"))
            #expect(run.err.components(separatedBy: "is also on").count == 2, "one warning for the one pair")
            #expect(!run.err.contains("already in the catalog"), "the retake warning replaces the copies warning")
            let rows = try commands.csvRows(directory + "/out.csv")
            let seeds = rows.dropFirst().filter { $0[0] == "0029667431224" }
            #expect(seeds.map { $0[20] } == ["2", "2"])
            // One search for both copies of the Seeds, two (its two forms) for the EAN-13 no fixture has.
            #expect(rig.discogs.counters.searches == 3)

            // Reading the folder again adds nothing and warns no more.
            let again = try commands.catalog(["--images", "photos", "-o", "out.csv"], in: directory, rig: rig)
            #expect(!again.err.contains("is also on"))
            #expect(try commands.csvRows(directory + "/out.csv").count == rows.count)
        }
    }

    @Test func aPhotoOfACodeAlreadyListedGetsTheCopiesWarningNotTheRetakeOne() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try commands.photos(["clean/upca-029667431224.png"], in: directory)
            _ = try commands.catalog([KnownBarcodes.seeds], in: directory, rig: rig)
            let run = try commands.catalog(["--images", "photos"], in: directory, rig: rig)
            #expect(
                run.err.contains("029667431224: already in the catalog: you have 2 copies now (item 2 is the new one"))
            #expect(!run.err.contains("is also on"))
        }
    }
}
