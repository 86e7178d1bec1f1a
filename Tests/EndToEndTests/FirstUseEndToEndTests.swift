import Barcode
import Catalog
import Foundation
import TestSupport
import Testing

/// What a new user tripped on (issue 29), through the built binary: commands given nothing,
/// output names, messages.
@Suite struct FirstUseEndToEndTests {
    /// A catalog with one item, made by the store, in `directory`.
    func makeCatalog(in directory: String) throws {
        let store = try CatalogStore(path: directory + "/catalog.sqlite")
        try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument", notes: "shelf 1")
    }

    func run(_ arguments: [String], in directory: String, _ environment: [String: String] = [:]) throws
        -> CDScanBinary.Run
    {
        try CDScanBinary.run(
            arguments, environment: environment.merging(["XDG_DATA_HOME": directory]) { given, _ in given },
            directory: URL(fileURLWithPath: directory))
    }

    @Test func catalogGivenNothingIsAUsageErrorLikeLookup() throws {
        try withScratchDirectory { directory in
            try makeCatalog(in: directory)
            for arguments in [
                ["catalog", "--db", "catalog.sqlite"], ["catalog", "--db", "catalog.sqlite", "--retry"],
            ] {
                let run = try self.run(arguments, in: directory)
                #expect(run.status == 64, "\(arguments): \(run.stderr)")
                #expect(run.stdout.isEmpty)
                #expect(run.stderr.hasPrefix("cdscan: error: missing expected argument '<file>' or '<barcode>...'"))
            }
            let lookup = try self.run(["lookup"], in: directory)
            #expect(lookup.status == 64)
        }
    }

    @Test func aGalleryIsNeverWrittenToStandardOutputNorToAFolderNamedLikeACSV() throws {
        try withScratchDirectory { directory in
            try makeCatalog(in: directory)
            for output in ["-", "mycoll.csv"] {
                let run = try self.run(
                    ["export", "--db", "catalog.sqlite", "--format", "html", "-o", output], in: directory)
                #expect(run.status == 64, "\(output): \(run.stderr)")
                #expect(run.stderr.hasPrefix("cdscan: error: '--format html' writes a folder of pages"))
                #expect(!FileManager.default.fileExists(atPath: directory + "/" + output))
            }
        }
    }

    @Test func cdscanFormatHTMLIsRefusedAlikeByCatalogAndExport() throws {
        try withScratchDirectory { directory in
            try makeCatalog(in: directory)
            let environment = ["CDSCAN_FORMAT": "html"]
            let export = try run(["export", "--db", "catalog.sqlite", "-o", "mycoll.csv"], in: directory, environment)
            let catalog = try run(["catalog", "--db", "catalog.sqlite", "029667431224"], in: directory, environment)
            for run in [export, catalog] {
                #expect(run.status == 78, "\(run.stderr)")
                #expect(run.stderr.hasPrefix("cdscan: error: CDSCAN_FORMAT: 'html' is no CSV format"))
            }
            #expect(!FileManager.default.fileExists(atPath: directory + "/mycoll.csv"))
            // A value that is no format at all gets the CSV formats, never html, as its choices.
            let bogus = try run(["export", "--db", "catalog.sqlite"], in: directory, ["CDSCAN_FORMAT": "bogus"])
            #expect(bogus.status == 78, "\(bogus.stderr)")
            #expect(
                bogus.stderr
                    == "cdscan: error: CDSCAN_FORMAT: 'bogus' is no CSV format (cdscan, discogs, spreadsheet or jsonl).\n"
            )
            let csv = try run(["export", "--db", "catalog.sqlite"], in: directory, ["CDSCAN_FORMAT": "jsonl"])
            #expect(csv.status == 0 && csv.stdout.hasPrefix("{"))
        }
    }
}
