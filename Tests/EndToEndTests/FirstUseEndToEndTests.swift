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
}
