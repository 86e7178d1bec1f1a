import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdscan sync` killed with SIGKILL in each of its phases (reading, pairing, adding, editing),
/// then run again: no instance twice, no copy lost, no edit lost on either side, and the fake
/// Discogs as a sync that was never stopped leaves it. The kill lands where the fake holds back
/// the answer to a chosen request (`FakeDiscogs.holdAnswer`), found by what cdscan sent, not by timing.
@Suite struct SyncKillTests {
    typealias Setup = CatalogKillTests.Setup
    static let user = DiscogsCollectionState.defaultUsername

    /// Runs `cdscan ARGUMENTS` in the setup's directory.
    func start(_ setup: Setup, _ arguments: [String]) throws -> Process {
        try setup.start(URL(fileURLWithPath: try CDScanBinary.path()), arguments)
    }

    /// Runs `cdscan ARGUMENTS` to its end; its exit status.
    func run(_ setup: Setup, _ arguments: [String]) throws -> Int32 {
        let process = try start(setup, arguments)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The setup's barcodes catalogued (one copy of each synthetic release); their release ids, in item order.
    func catalogue(_ setup: Setup) throws -> [Int] {
        #expect(try run(setup, ["catalog", "list.txt", "-o", "out.csv", "--no-progress"]) == 0)
        return try store(setup).allItems().compactMap { $0.album.flatMap { Int($0.releaseID) } }
    }

    func store(_ setup: Setup) throws -> CatalogStore {
        try CatalogStore(path: setup.databasePath, create: false)
    }

    /// Starts `cdscan sync`, waits until the fake holds back the answer set up, and kills it with SIGKILL.
    func killSyncAtTheHeldRequest(_ setup: Setup) throws {
        let sync = try start(setup, ["sync"])
        for _ in 0..<3000 where !setup.discogs.heldAnswer && sync.isRunning { usleep(20_000) }
        #expect(setup.discogs.heldAnswer, "the sync reached the held request")
        kill(sync.processIdentifier, SIGKILL)
        sync.waitUntilExit()
        #expect(sync.terminationReason == .uncaughtSignal)
    }

    /// The writes (POST, DELETE) the fake received.
    func writes(_ setup: Setup) -> Int {
        setup.discogs.requests.count { $0.method == "POST" || $0.method == "DELETE" }
    }

    /// After the second sync: each instance paired once, each copy with one instance, and a third
    /// sync sends no write.
    func expectInStep(_ setup: Setup, items: Int) throws {
        let instances = setup.discogs.collection.instances
        #expect(instances.count == items)
        #expect(try store(setup).allItems().count == items)
        let pairings = try store(setup).discogsPairings()
        #expect(pairings.count == items)
        #expect(pairings.compactMap(\.instanceID).sorted() == instances.map(\.instanceID).sorted())
        #expect(Set(pairings.map(\.itemID)).count == items)
        let before = writes(setup)
        #expect(try run(setup, ["sync"]) == 0)
        #expect(writes(setup) == before, "a sync after a sync writes nothing")
    }

    @Test(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
    func killNineWhileReadingThenSyncAgain() throws {
        let setup = try Setup(count: 12, rateLimit: 50)
        let releases = try catalogue(setup)
        #expect(try run(setup, ["items", "edit", "1", "--rating", "4"]) == 0)
        // 110 instances on Discogs, two pages of 100: each copy's release and more copies of them.
        setup.discogs.updateCollection { state in
            for index in 0..<110 { state.add(releaseID: releases[index % releases.count], folderID: 1) }
        }
        let start = setup.discogs.collection
        setup.discogs.holdAnswer(
            to: { $0.path == "/users/\(Self.user)/collection/folders/0/releases" && $0.query("page") == "2" },
            carryingOut: false)
        try killSyncAtTheHeldRequest(setup)
        #expect(writes(setup) == 0)
        #expect(try store(setup).discogsPairings().isEmpty, "nothing kept before both sides are read")

        #expect(try run(setup, ["sync"]) == 0)
        // Item 1 was paired with the first instance of its release, and its edit written there.
        var expected = start
        _ = expected.edit(instanceID: 1, releaseID: releases[0], folderID: 1, rating: 4, moveTo: nil)
        #expect(setup.discogs.collection == expected)
        #expect(try store(setup).item(id: 1)?.condition.rating == 4)
        try expectInStep(setup, items: 110)
    }

    /// Pairing itself sends nothing: each pair is kept here in its own transaction, and a new
    /// pair's fields that differ are written to its instance before the next pair is made. So the
    /// kill lands between pairings: after the fifth pair was kept and its rating written on
    /// Discogs, before the catalogue kept it as synced and before the other pairs were made.
    @Test(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
    func killNineWhilePairingThenSyncAgain() throws {
        let setup = try Setup(count: 12, rateLimit: 50)
        let releases = try catalogue(setup)
        #expect(try run(setup, ["items", "edit", "1-12", "--rating", "3"]) == 0)
        setup.discogs.updateCollection { state in
            for release in releases { state.add(releaseID: release, folderID: 1) }
        }
        var expected = setup.discogs.collection
        setup.discogs.holdAnswer(to: { $0.method == "POST" }, occurrence: 5)
        try killSyncAtTheHeldRequest(setup)
        #expect(try store(setup).discogsPairings().count == 5)

        #expect(try run(setup, ["sync"]) == 0)
        for (offset, release) in releases.enumerated() {
            _ = expected.edit(instanceID: offset + 1, releaseID: release, folderID: 1, rating: 3, moveTo: nil)
        }
        #expect(setup.discogs.collection == expected)
        #expect(!setup.discogs.requests.contains { Self.isAdd($0) }, "every copy had its instance: none added")
        try expectInStep(setup, items: 12)
    }

    /// Whether `request` adds a release to a folder (`POST /users/U/collection/folders/F/releases/R`).
    static func isAdd(_ request: RecordedRequest) -> Bool {
        let parts = request.path.split(separator: "/")
        return request.method == "POST" && parts.count == 7 && parts[3] == "folders" && parts[5] == "releases"
    }

    /// The kill lands after Discogs made the instance and before its 201 arrived: the next sync
    /// finds it in the listing, an instance of the copy's release with no copy, and claims it.
    @Test(
        .enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"),
        arguments: [1, 8])
    func killNineWhileAddingThenSyncAgainAddsEachCopyOnce(after adds: Int) throws {
        let setup = try Setup(count: 12, rateLimit: 50)
        let releases = try catalogue(setup)
        #expect(try run(setup, ["items", "edit", "1-12", "--rating", "2"]) == 0)
        setup.discogs.holdAnswer(to: { Self.isAdd($0) }, occurrence: adds)
        try killSyncAtTheHeldRequest(setup)
        #expect(setup.discogs.collection.instances.count == adds, "killed with the add made on Discogs")

        #expect(try run(setup, ["sync"]) == 0)
        let instances = setup.discogs.collection.instances
        #expect(instances.map(\.releaseID) == releases, "each release holds one instance, as it has one copy")
        #expect(instances.allSatisfy { $0.rating == 2 && $0.folderID == 1 }, "the edits made before")
        let pairing = try #require(try store(setup).discogsPairings().first { $0.itemID == Int64(adds) })
        #expect(pairing.instanceID == adds, "the instance made before the kill is the copy's")
        try expectInStep(setup, items: 12)
    }

    /// The kill lands after Discogs took the sixth field write and before the catalogue kept it
    /// as synced; an edit made on Discogs meanwhile must still come here.
    @Test(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
    func killNineWhileEditingThenSyncAgain() throws {
        let setup = try Setup(count: 12, rateLimit: 50)
        let releases = try catalogue(setup)
        #expect(try run(setup, ["sync"]) == 0)
        #expect(try run(setup, ["items", "edit", "1-12", "--notes", "shelf 9"]) == 0)
        setup.discogs.updateCollection { state in
            _ = state.edit(instanceID: 12, releaseID: releases[11], folderID: 1, rating: 5, moveTo: nil)
        }
        var expected = setup.discogs.collection
        let notes = try #require(expected.fields.first { $0.name == "Notes" }?.id)
        setup.discogs.holdAnswer(to: { $0.method == "POST" && $0.path.contains("/fields/") }, occurrence: 6)
        try killSyncAtTheHeldRequest(setup)

        #expect(try run(setup, ["sync"]) == 0)
        for (offset, release) in releases.enumerated() {
            _ = expected.setField(notes, to: "shelf 9", instanceID: offset + 1, releaseID: release, folderID: 1)
        }
        #expect(setup.discogs.collection == expected)
        #expect(try store(setup).item(id: 12)?.condition.rating == 5, "the edit made on Discogs came here")
        #expect(try store(setup).allItems().allSatisfy { $0.notes == "shelf 9" })
        try expectInStep(setup, items: 12)
    }

    @Test(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
    func ctrlCKeepsWhatWasDoneAndTheSameCommandFinishes() throws {
        let setup = try Setup(count: 24)
        let catalog = try start(setup, ["catalog", "list.txt", "-o", "out.csv", "--no-progress"])
        catalog.waitUntilExit()
        let first = try start(setup, ["sync"])
        for _ in 0..<3000 where setup.discogs.collection.instances.count < 4 { usleep(20_000) }
        first.interrupt()
        first.waitUntilExit()
        #expect(first.terminationReason == .exit)
        #expect(first.terminationStatus == 130)
        let added = setup.discogs.collection.instances.count
        #expect(added < 24)
        let kept = try CatalogStore(path: setup.databasePath, create: false).discogsPairings()
        #expect(kept.compactMap(\.instanceID).count >= added - 1, "each add confirmed is kept")

        let second = try start(setup, ["sync"])
        second.waitUntilExit()
        #expect(second.terminationStatus == 0)
        #expect(setup.discogs.collection.instances.count == 24)
        #expect(Set(setup.discogs.collection.instances.map(\.releaseID)).count == 24)
    }
}
