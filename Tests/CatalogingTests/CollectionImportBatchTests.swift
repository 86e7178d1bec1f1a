import Album
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import Catalog
@testable import Cataloging

/// A collection export recorded (`CollectionImport`) and its releases fetched by a `BatchRunner`,
/// against the fake Discogs through libcurl.
@Suite struct CollectionImportBatchTests {
    let rig: ServicesRig
    let store: CatalogStore

    init() throws {
        rig = try ServicesRig()
        store = try CatalogStore(path: CatalogStore.inMemoryPath, clock: rig.time)
    }

    func export() throws -> (rows: [DiscogsCollectionImport.Row], problems: [DiscogsCollectionImport.Problem]) {
        let url = PackageRoot.fixtures.appendingPathComponent("discogs/collection-import.csv")
        return try DiscogsCollectionImport.read(try Data(contentsOf: url))
    }

    func record() throws -> CollectionImport.Recorded {
        let export = try export()
        return try CollectionImport.record(
            export.rows, problems: export.problems, path: "/x/import.csv", name: "import.csv", in: store)
    }

    func runner(only: Set<ItemKey>?) throws -> BatchRunner {
        let session = try rig.session(musicBrainz: false)
        var options = BatchRunner.Options()
        options.only = only
        return BatchRunner(
            store: store, options: options, observer: RecordingObserver(), makeSession: { session })
    }

    @Test func eachReleaseIsFetchedOnceForEveryCopyAndA404IsNotFound() throws {
        let recorded = try record()
        #expect(recorded.rows == 4 && recorded.added == 4 && recorded.problems.map(\.row) == [6])
        #expect(
            recorded.keys == [
                ItemKey(kind: .release, code: "discogs:4707982"), ItemKey(kind: .release, code: "discogs:880801"),
                ItemKey(kind: .release, code: "discogs:880999"),
            ])
        let report = try runner(only: recorded.keys).run()
        #expect(report.stop == nil && report.tally.requests == 3)
        let items = try store.allItems()
        #expect(items.map(\.status) == [.found, .found, .found, .notFound])
        #expect(items[0].album?.format == "CD x2, Album, Reissue, Remastered", "Discogs' release, not the row's")
        #expect(items[0].details?.identifiers.first?.value == "0 29667 43122 4")
        #expect(items.map(\.condition.rating) == [4, nil, 5, 3])
        let again = try record()
        #expect(again.added == 0)
        #expect(try store.allItems().count == 4)
        #expect(again.rows == 4 && again.problems.map(\.row) == [6])
    }

    @Test func aRunOfEveryPendingCodeLeavesImportedReleasesToTheImport() throws {
        _ = try record()
        let report = try runner(only: nil).run()
        #expect(report.tally.done == 0 && rig.discogs.requests.isEmpty)
        #expect(try store.allItems().allSatisfy { $0.status == .pending })
    }
}
