import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdscan sync` killed with SIGKILL while it adds copies to the fake Discogs, slowed by a
/// scaled-down rate limit (9 requests a second), then run again: no instance twice, no copy lost.
@Suite struct SyncKillTests {
    static let token = "sync-kill-token"

    final class Setup {
        let directory: String
        let discogs: FakeDiscogs
        let barcodes: [String]

        init(count: Int) throws {
            directory = try makeTemporaryDirectory()
            var catalog = DiscogsCatalog()
            barcodes = catalog.addSyntheticReleases(count: count)
            discogs = FakeDiscogs(
                configuration: .init(token: SyncKillTests.token, rateLimit: 10, window: 1), catalog: catalog)
            try discogs.start()
            try barcodes.joined(separator: "\n").write(
                toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
        }

        deinit {
            discogs.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }

        var databasePath: String { directory + "/cdscan/catalog.sqlite" }

        /// Starts `cdscan ARGUMENTS` in the directory.
        func start(_ arguments: [String]) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = [
                "DISCOGS_TOKEN": SyncKillTests.token, "DISCOGS_API_URL": discogs.baseURL,
                "DISCOGS_RATE_WINDOW": "1", "CDSCAN_RETRY_DELAY": "0.2", "XDG_DATA_HOME": directory,
                "MUSICBRAINZ_API_URL": "http://127.0.0.1:9", "HOME": directory, "NO_COLOR": "1",
                "PATH": "/usr/bin:/bin",
            ]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        /// Waits (polling, at most a minute) until the collection holds `count` instances.
        func waitForInstances(_ count: Int) {
            for _ in 0..<3000 where discogs.collection.instances.count < count { usleep(20_000) }
        }
    }

    @Test(
        .enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"),
        arguments: [1, 8])
    func killNineWhileAddingThenSyncAgainAddsEachCopyOnce(after instances: Int) throws {
        let setup = try Setup(count: 24)
        let catalog = try setup.start(["catalog", "list.txt", "-o", "out.csv", "--no-progress"])
        catalog.waitUntilExit()
        #expect(catalog.terminationStatus == 0)
        let first = try setup.start(["sync"])
        setup.waitForInstances(instances)
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)
        #expect(setup.discogs.collection.instances.count < 24, "killed before the end")

        let second = try setup.start(["sync"])
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
        let third = try setup.start(["sync"])
        third.waitUntilExit()
        #expect(third.terminationStatus == 0)
        #expect(setup.discogs.requests.filter { $0.method == "POST" }.count == posts)
    }

    @Test(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
    func ctrlCKeepsWhatWasDoneAndTheSameCommandFinishes() throws {
        let setup = try Setup(count: 24)
        let catalog = try setup.start(["catalog", "list.txt", "-o", "out.csv", "--no-progress"])
        catalog.waitUntilExit()
        let first = try setup.start(["sync"])
        setup.waitForInstances(4)
        first.interrupt()
        first.waitUntilExit()
        #expect(first.terminationReason == .exit)
        #expect(first.terminationStatus == 130)
        let added = setup.discogs.collection.instances.count
        #expect(added < 24)
        let kept = try CatalogStore(path: setup.databasePath, create: false).discogsPairings()
        #expect(kept.compactMap(\.instanceID).count >= added - 1, "each add confirmed is kept")

        let second = try setup.start(["sync"])
        second.waitUntilExit()
        #expect(second.terminationStatus == 0)
        #expect(setup.discogs.collection.instances.count == 24)
        #expect(Set(setup.discogs.collection.instances.map(\.releaseID)).count == 24)
    }
}
