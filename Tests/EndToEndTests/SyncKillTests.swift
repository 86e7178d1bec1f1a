import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdscan sync` killed with SIGKILL while it adds copies to the fake Discogs, slowed by a
/// scaled-down rate limit (9 requests a second; `CatalogKillTests.Setup`), then run again: no instance twice, no copy lost.
@Suite struct SyncKillTests {
    typealias Setup = CatalogKillTests.Setup

    /// Runs `cdscan ARGUMENTS` in the setup's directory.
    func start(_ setup: Setup, _ arguments: [String]) throws -> Process {
        try setup.start(URL(fileURLWithPath: try CDScanBinary.path()), arguments)
    }

    /// Waits (polling, at most a minute) until the collection holds `count` instances.
    func waitForInstances(_ count: Int, _ setup: Setup) {
        for _ in 0..<3000 where setup.discogs.collection.instances.count < count { usleep(20_000) }
    }

    @Test(
        .enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"),
        arguments: [1, 8])
    func killNineWhileAddingThenSyncAgainAddsEachCopyOnce(after instances: Int) throws {
        let setup = try Setup(count: 24)
        let catalog = try start(setup, ["catalog", "list.txt", "-o", "out.csv", "--no-progress"])
        catalog.waitUntilExit()
        #expect(catalog.terminationStatus == 0)
        let first = try start(setup, ["sync"])
        waitForInstances(instances, setup)
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)
        #expect(setup.discogs.collection.instances.count < 24, "killed before the end")

        let second = try start(setup, ["sync"])
        second.waitUntilExit()
        #expect(second.terminationStatus == 0)
        let instances = setup.discogs.collection.instances
        #expect(instances.count == 24)
        #expect(Set(instances.map(\.releaseID)).count == 24, "each release holds one instance, as it has one copy")
        let store = try CatalogStore(path: setup.databasePath, create: false)
        #expect(try store.allItems().count == 24)
        let pairings = try store.discogsPairings()
        #expect(pairings.count == 24)
        #expect(Set(pairings.compactMap(\.instanceID)) == Set(instances.map(\.instanceID)))

        let posts = setup.discogs.requests.filter { $0.method == "POST" }.count
        let third = try start(setup, ["sync"])
        third.waitUntilExit()
        #expect(third.terminationStatus == 0)
        #expect(setup.discogs.requests.filter { $0.method == "POST" }.count == posts)
    }

    @Test(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
    func ctrlCKeepsWhatWasDoneAndTheSameCommandFinishes() throws {
        let setup = try Setup(count: 24)
        let catalog = try start(setup, ["catalog", "list.txt", "-o", "out.csv", "--no-progress"])
        catalog.waitUntilExit()
        let first = try start(setup, ["sync"])
        waitForInstances(4, setup)
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
