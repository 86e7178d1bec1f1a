import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan sync` of the copy's record for a user who made Discogs fields named "Location" and
/// "Tags": both ways, then a resync that writes nothing (see ``SyncEndToEndTests`` for the rest).
@Suite struct SyncRecordFieldsEndToEndTests {
    let rig: ServiceRig
    let sync: SyncEndToEndTests
    var discogs: FakeDiscogs { rig.discogs }

    init() throws {
        sync = try SyncEndToEndTests()
        rig = sync.rig
    }

    /// The requests that change the collection.
    var writes: [RecordedRequest] {
        discogs.requests.filter { $0.method == "POST" || $0.method == "DELETE" }
    }

    @Test func locationAndTagsSyncBothWaysThenAResyncWritesNothing() throws {
        try withScratchDirectory { directory in
            try sync.imported(directory)
            discogs.updateCollection { state in
                #expect(state.addField(named: "location") == 4)
                #expect(state.addField(named: "Tags") == 5)
            }
            let edit = try sync.cdscan(
                ["items", "edit", "1", "--location", "Living room/Shelf A", "--tag", "jazz", "--tag", "live"],
                in: directory)
            #expect(edit.status == 0, "\(edit.stderr)")
            let first = try sync.cdscan(["sync"], in: directory)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(sync.instance(1)?.fields[4] == "Living room/Shelf A")
            #expect(sync.instance(1)?.fields[5] == "jazz, live")
            // Discogs to here: a place typed with spaces, tags in another order.
            discogs.updateCollection { state in
                _ = state.setField(4, to: "Cellar / Box 2", instanceID: 1, releaseID: sync.seeds, folderID: 0)
                _ = state.setField(5, to: "live,jazz,to sell", instanceID: 1, releaseID: sync.seeds, folderID: 0)
            }
            let second = try sync.cdscan(["sync"], in: directory)
            #expect(second.status == 0, "\(second.stderr)")
            let item = try #require(try sync.store(directory).item(id: 1))
            #expect(item.record.location?.description == "Cellar/Box 2")
            #expect(item.record.tags == ["live", "jazz", "to sell"])
            let before = writes.count
            let third = try sync.cdscan(["sync", "--json"], in: directory)
            #expect(third.status == 0, "\(third.stderr)")
            #expect(writes.count == before, "a sync right after a sync writes nothing")
            #expect(!third.stdout.contains(#""action":"update""#), "\(third.stdout)")
        }
    }

    @Test func aDiscogsValueThatDoesNotParseBackIsReportedAndTheRestGoesOn() throws {
        try withScratchDirectory { directory in
            try sync.imported(directory)
            discogs.updateCollection { state in _ = state.addField(named: "Price") }
            #expect(try sync.cdscan(["sync"], in: directory).status == 0)
            discogs.updateCollection { state in
                _ = state.setField(4, to: "cheap", instanceID: 1, releaseID: sync.seeds, folderID: 0)
                _ = state.setField(3, to: "on loan", instanceID: 1, releaseID: sync.seeds, folderID: 0)
            }
            let run = try sync.cdscan(["sync"], in: directory)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("Discogs' paid \"cheap\" is not one cdscan reads"), "\(run.stdout)")
            #expect(try sync.store(directory).item(id: 1)?.notes == "on loan")
            #expect(try sync.store(directory).item(id: 1)?.record.paid == nil)
            #expect(sync.instance(1)?.fields[4] == "cheap")
        }
    }

    @Test func aValueACustomDropdownDoesNotOfferIsReportedAsForConditions() throws {
        try withScratchDirectory { directory in
            try sync.imported(directory)
            discogs.updateCollection { state in _ = state.addField(named: "Location", options: ["Cellar"]) }
            let edit = try sync.cdscan(["items", "edit", "1", "--location", "Shelf A"], in: directory)
            #expect(edit.status == 0, "\(edit.stderr)")
            let run = try sync.cdscan(["sync"], in: directory)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("Discogs does not offer \"Shelf A\" for location"), "\(run.stdout)")
            #expect(discogs.collection.instances.count == 3)
            #expect(sync.instance(1)?.fields[4] == nil)
            #expect(sync.instance(1)?.fields[3] == "shelf 2, left")
        }
    }
}
