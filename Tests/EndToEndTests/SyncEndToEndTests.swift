import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan sync` through the built binary against the fake Discogs: the catalogue is filled by
/// `items import` of `Fixtures/discogs/collection-import.csv` (item 1 and 2: two copies of
/// 4707982 in CDs and Spares; 3: 880801; 4: not found), the collection starts empty.
@Suite struct SyncEndToEndTests {
    static let token = "sync-token-5e1d"
    static let export = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/discogs/collection-import.csv").path
    let seeds = 4_707_982
    let fixture = 880_801

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    func cdscan(_ arguments: [String], in directory: String, token: String = Self.token) throws -> CDScanBinary.Run {
        var environment = rig.environment(token: false, ["XDG_DATA_HOME": directory + "/data", "NO_COLOR": "1"])
        environment["DISCOGS_TOKEN"] = token
        return try CDScanBinary.run(
            arguments + ["--db", directory + "/c.sqlite"], environment: environment,
            directory: URL(fileURLWithPath: directory))
    }

    /// The catalogue filled from the export.
    func imported(_ directory: String) throws {
        let run = try cdscan(["items", "import", Self.export, "--no-progress"], in: directory)
        #expect(run.status == 65, "the row with a bad id: \(run.stderr)")
    }

    /// The requests that change the collection.
    var writes: [RecordedRequest] {
        discogs.requests.filter { $0.method == "POST" || $0.method == "DELETE" }
    }

    func instance(_ id: Int) -> DiscogsCollectionState.Instance? {
        discogs.collection.instances.first { $0.instanceID == id }
    }

    func store(_ directory: String) throws -> CatalogStore {
        try CatalogStore(path: directory + "/c.sqlite", create: false)
    }

    @Test func aFirstSyncAddsEveryCopyThenASecondSendsNoWrite() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            let first = try cdscan(["sync"], in: directory)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(discogs.collection.instances(of: seeds).count == 2)
            #expect(discogs.collection.instances(of: fixture).count == 1)
            // "Spares" did not exist on Discogs: made by name.
            #expect(discogs.collection.folders.map(\.name) == ["Uncategorized", "CDs", "Spares"])
            let one = try #require(instance(1))
            #expect(one.folderID == 2)
            #expect(one.rating == 4)
            #expect(one.fields == [1: "Near Mint (NM or M-)", 2: "Very Good Plus (VG+)", 3: "shelf 2, left"])
            #expect(instance(2)?.folderID == 3)
            #expect(first.stderr.contains("Not synced (no Discogs release): 1 not found."), "\(first.stderr)")
            let before = writes.count
            let second = try cdscan(["sync"], in: directory)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(writes.count == before, "a sync right after a sync writes nothing")
            #expect(discogs.collection.instances.count == 3)
        }
    }

    @Test func anInstanceWithNoCopyBecomesAnItem() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            #expect(try cdscan(["sync"], in: directory).status == 0)
            discogs.updateCollection { $0.add(releaseID: 880_801, folderID: 1) }
            let run = try cdscan(["sync", "--json"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains(#""action":"new_item""#), "\(run.stdout)")
            let items = try store(directory).allItems()
            #expect(items.count == 5)
            #expect(items.last?.status == .found)
            #expect(items.last?.album?.releaseID == "880801")
            #expect(items.last?.collection?.folder == "Uncategorized")
        }
    }

    @Test func aDryRunSendsNoWriteAndWritesNothingHere() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            let items = try store(directory).allItems()
            let run = try cdscan(["sync", "--dry-run"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(writes.isEmpty)
            #expect(discogs.collection.instances.isEmpty)
            #expect(
                run.stdout.contains("item 1: would add release 4707982 to Discogs, folder \"CDs\""), "\(run.stdout)")
            #expect(try store(directory).discogsPairings().isEmpty)
            #expect(try store(directory).allItems() == items)
        }
    }

    @Test func aFieldChangedOnOneSideIsWrittenToTheOther() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            #expect(try cdscan(["sync"], in: directory).status == 0)
            discogs.updateCollection {
                _ = $0.edit(instanceID: 1, releaseID: 4_707_982, folderID: 2, rating: 2, moveTo: nil)
            }
            #expect(try cdscan(["items", "edit", "1", "--notes", "moved to shelf 3"], in: directory).status == 0)
            let run = try cdscan(["sync"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try store(directory).item(id: 1)?.condition.rating == 2)
            #expect(instance(1)?.fields[3] == "moved to shelf 3")
            #expect(instance(1)?.rating == 2)
        }
    }

    @Test func aFieldChangedOnBothSidesIsAConflictUntilPreferSettlesIt() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            #expect(try cdscan(["sync"], in: directory).status == 0)
            discogs.updateCollection {
                _ = $0.edit(instanceID: 1, releaseID: 4_707_982, folderID: 2, rating: 1, moveTo: nil)
            }
            #expect(try cdscan(["items", "edit", "1", "--rating", "3"], in: directory).status == 0)
            let conflict = try cdscan(["sync"], in: directory)
            #expect(conflict.status == 1, "\(conflict.stderr)")
            #expect(
                conflict.stdout.contains("item 1 (release 4707982): conflict on rating: here \"3\", on Discogs \"1\""))
            #expect(instance(1)?.rating == 1)
            #expect(try store(directory).item(id: 1)?.condition.rating == 3)
            // Both sides changed alike is no conflict.
            let settled = try cdscan(["sync", "--prefer", "remote"], in: directory)
            #expect(settled.status == 0, "\(settled.stderr)")
            #expect(try store(directory).item(id: 1)?.condition.rating == 1)
            #expect(try cdscan(["sync"], in: directory).status == 0)
        }
    }

    @Test func removalsAreReportedAndCarriedOutOnlyWithDelete() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            #expect(try cdscan(["sync"], in: directory).status == 0)
            #expect(try cdscan(["items", "remove", "3"], in: directory).status == 0)
            discogs.updateCollection { _ = $0.delete(instanceID: 2, releaseID: 4_707_982, folderID: 3) }
            let reported = try cdscan(["sync"], in: directory)
            #expect(reported.status == 0, "\(reported.stderr)")
            #expect(reported.stdout.contains("removed here since the last sync; remove on Discogs with --delete"))
            #expect(reported.stdout.contains("removed on Discogs since the last sync; remove here with --delete"))
            #expect(instance(3) != nil)
            #expect(try store(directory).item(id: 2) != nil)
            let deleted = try cdscan(["sync", "--delete"], in: directory)
            #expect(deleted.status == 0, "\(deleted.stderr)")
            #expect(instance(3) == nil)
            #expect(try store(directory).item(id: 2) == nil)
            #expect(try store(directory).discogsPairings().count == 1)
        }
    }

    /// The release item 1 is a copy of, nil when it has none.
    func releaseOfItem1(_ directory: String) throws -> Int? {
        try store(directory).item(id: 1)?.album.flatMap { Int($0.releaseID) }
    }

    @Test func aCopyMovedToAnotherReleaseGetsAnInstanceOfItAndItsOldOneGoesOnlyWithDelete() throws {
        try withScratchDirectory { directory in
            // Dark Side of the Moon: one barcode, several releases (ambiguous until one is picked).
            try "077774600125\n".write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            _ = try cdscan(
                ["catalog", directory + "/list.txt", "-o", directory + "/out.csv", "--source", "discogs"],
                in: directory)
            #expect(try cdscan(["items", "pick", "1", "1"], in: directory).status == 0)
            let left = try #require(try releaseOfItem1(directory))
            #expect(try cdscan(["sync"], in: directory).status == 0)
            let old = try #require(discogs.collection.instances(of: left).first)
            // Moved on Discogs to "CDs": the next sync takes the folder here.
            discogs.updateCollection {
                _ = $0.edit(instanceID: old.instanceID, releaseID: left, folderID: 1, rating: nil, moveTo: 2)
            }
            #expect(try cdscan(["sync"], in: directory).status == 0)
            #expect(try store(directory).item(id: 1)?.collection?.folder == "CDs")

            #expect(try cdscan(["items", "pick", "1", "2"], in: directory).status == 0)
            let chosen = try #require(try releaseOfItem1(directory))
            #expect(chosen != left)
            let moved = try cdscan(["sync", "--json"], in: directory)
            #expect(moved.status == 0, "\(moved.stderr)")
            #expect(discogs.collection.instances(of: chosen).map(\.folderID) == [2], "added into the copy's folder")
            #expect(discogs.collection.instances(of: left).count == 1, "kept without --delete")
            #expect(!discogs.requests.contains { $0.method == "DELETE" })
            #expect(moved.stdout.contains(#""action":"remove""#) && moved.stdout.contains("\"moved_to\":\(chosen)"))
            let reported = try cdscan(["sync"], in: directory)
            #expect(reported.status == 0, "\(reported.stderr)")
            #expect(
                reported.stdout.contains(
                    "item 1 (release \(left), instance \(old.instanceID)): moved here to release \(chosen) since the last sync; remove on Discogs with --delete"
                ), "\(reported.stdout)")
            #expect(!reported.stdout.contains("would add") && !reported.stdout.contains("set "), "\(reported.stdout)")

            let deleted = try cdscan(["sync", "--delete"], in: directory)
            #expect(deleted.status == 0, "\(deleted.stderr)")
            #expect(discogs.collection.instances(of: left).isEmpty)
            #expect(discogs.collection.instances.map(\.releaseID) == [chosen])
            let pairings = try store(directory).discogsPairings()
            #expect(pairings.map(\.releaseID) == [chosen])
            #expect(pairings.map(\.instanceID) == discogs.collection.instances.map(\.instanceID))
            let before = writes.count
            let again = try cdscan(["sync", "--json"], in: directory)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(writes.count == before, "a resync plans nothing")
            #expect(again.stdout.split(separator: "\n").count == 1, "only the summary: \(again.stdout)")
            #expect(try store(directory).item(id: 1)?.album?.releaseID == String(chosen))
        }
    }

    @Test func aValueTheDropdownDoesNotOfferIsReportedAndTheRestGoesOn() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            discogs.updateCollection { state in
                state.fields[0].options = ["Mint (M)", "Very Good (VG)"]
            }
            let run = try cdscan(["sync"], in: directory)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("Discogs does not offer \"Near Mint (NM or M-)\" for media_condition"))
            #expect(discogs.collection.instances.count == 3)
            #expect(instance(3)?.fields[1] == "Mint (M)")
        }
    }

    @Test func aRefusedTokenExits77() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            let run = try cdscan(["sync"], in: directory, token: "wrong-token")
            #expect(run.status == 77, "\(run.stderr)")
            #expect(!run.stderr.contains("wrong-token"))
        }
    }

    @Test func anAddSentButNotConfirmedIsNotSentAgain() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            // As a kill -9 between Discogs' 201 and the catalogue's record leaves it: the pairing
            // begun, its instance made on Discogs, its id not kept.
            try store(directory).pairWithDiscogs(item: 1, releaseID: seeds, instanceID: nil, synced: nil)
            discogs.updateCollection { $0.add(releaseID: 4_707_982, folderID: 2) }
            let run = try cdscan(["sync"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(discogs.collection.instances(of: seeds).count == 2, "one instance a copy, none twice")
            #expect(try store(directory).discogsPairings().compactMap(\.instanceID).sorted() == [1, 2, 3])
        }
    }

    @Test func anAddWhoseInstanceIsNotThereIsSentAgainAfterReadingTheRelease() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            try store(directory).pairWithDiscogs(item: 1, releaseID: seeds, instanceID: nil, synced: nil)
            let run = try cdscan(["sync"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(discogs.collection.instances(of: seeds).count == 2)
            #expect(discogs.requests.contains { $0.path == "/users/cdscan-tester/collection/releases/4707982" })
        }
    }

    @Test func aResyncOf1000InstancesWithNoChangeIs13ReadsAndNoWrite() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            #expect(try cdscan(["sync"], in: directory).status == 0)
            discogs.updateCollection { state in
                for _ in 0..<997 { state.add(releaseID: 880_801, folderID: 1) }
            }
            #expect(try cdscan(["sync"], in: directory).status == 0)
            let before = discogs.requests.count
            let run = try cdscan(["sync", "--json"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            let sent = Array(discogs.requests.dropFirst(before))
            // identity, folders, fields, and 1,000 instances in 10 pages: the README's figure.
            #expect(sent.count == 13, "\(sent.map(\.target))")
            #expect(sent.allSatisfy { $0.method == "GET" })
            #expect(run.stdout.contains(#""requests":13"#), "\(run.stdout)")
        }
    }

    @Test func aCollectionTheTokenMayNotReadGetsOneLine() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            let refusal = FakeResponse.json(
                #"{"message": "You don't have permission to access this resource."}"#, status: 403)
            // identity answers; the folders are refused as Discogs refuses a private collection.
            discogs.scriptNext([.ok, .raw(refusal)])
            let run = try cdscan(["sync"], in: directory)
            #expect(run.status == 77, "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.contains("cdscan-tester"), "\(run.stderr)")
            #expect(writes.isEmpty)
        }
    }

    @Test func withoutATokenNothingIsSentAndItExits78() throws {
        try withScratchDirectory { directory in
            try imported(directory)
            let before = discogs.requests.count
            let run = try cdscan(["sync"], in: directory, token: "")
            #expect(run.status == 78, "\(run.stderr)")
            #expect(run.stderr.contains("DISCOGS_TOKEN"), "\(run.stderr)")
            #expect(run.stderr.contains("--add-to-collection, sync,"), "names sync among those needing it")
            #expect(discogs.requests.count == before)
        }
    }
}
