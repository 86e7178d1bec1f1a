import Basics
import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// `value` and `sync` stopped by a signal say so on stderr, how far they got and how to go on,
/// as `lookup` and `scan` do, and `value`'s report does not send a stopped run to `--offline`.
/// The signal is played: it counts as come once the first release's prices are kept, or the
/// first copy's add has reached the fake Discogs, so the run stops between two releases or two
/// changes, as a Ctrl-C there would (never during a request, which a stop cuts short).
@Suite struct ValueSyncStopTests {
    /// A stop that comes once the catalogue at `database` keeps both answers for `releases` releases.
    final class StopAfterKeptPrices: InterruptCounter {
        let database: String
        let releases: Int

        init(_ releases: Int, in database: String) { (self.releases, self.database) = (releases, database) }

        var count: Int {
            // A connection of its own: the watcher's thread and the run's both ask.
            let store = try? CatalogStore(path: database, create: false, readOnly: true)
            let kept = (try? store?.keptMarket(currency: "USD")) ?? [:]
            return kept.values.count { $0.statisticsFetchedAt != nil } >= releases ? 1 : 0
        }
        func start() {}
        func stop() {}
    }

    /// A stop that comes once the fake has received `requests` of those `counted` picks.
    final class StopAfterRequests: InterruptCounter {
        let discogs: FakeDiscogs
        let requests: Int
        let counted: @Sendable (RecordedRequest) -> Bool

        init(_ requests: Int, to discogs: FakeDiscogs, counted: @escaping @Sendable (RecordedRequest) -> Bool) {
            (self.requests, self.discogs, self.counted) = (requests, discogs, counted)
        }

        var count: Int { discogs.requests.filter(counted).count >= requests ? 1 : 0 }
        func start() {}
        func stop() {}
    }

    /// A catalogue of three synthetic releases, each found, in `directory`'s data folder.
    func catalogue(_ rig: DiscogsRig, in directory: String) throws {
        let (options, positionals) = try parsed(rig.barcodes, CatalogCommand.spec, .init())
        let captured = CapturedConsole()
        var context = CommandContext(
            console: captured.console, environment: environment(directory), directory: directory, time: rig.time)
        context.lookupServices = rig.services()
        let status = CatalogCommand.main(options, arguments: positionals, context: context)
        #expect(status == .success, "\(captured.err)")
    }

    func environment(_ directory: String) -> [String: String] {
        ["XDG_DATA_HOME": directory, "DISCOGS_TOKEN": DiscogsRig.token]
    }

    func context(_ captured: CapturedConsole, _ rig: DiscogsRig, in directory: String, stop: any InterruptCounter)
        -> CommandContext
    {
        var context = CommandContext(
            console: captured.console, environment: environment(directory), directory: directory, time: rig.time)
        context.lookupServices = rig.services()
        context.stopSignals = .playing(stop)
        return context
    }

    @Test func aStoppedValueSaysHowManyReleasesWereAnsweredAndNotToGoOffline() throws {
        let rig = try DiscogsRig(synthetic: 3)
        try withScratchDirectory { directory in
            try catalogue(rig, in: directory)
            let market: @Sendable (RecordedRequest) -> Bool = { $0.path.hasPrefix("/marketplace/") }
            // Both answers about the first release kept, then the stop.
            let stop = StopAfterKeptPrices(1, in: directory + "/cdscan/catalog.sqlite")
            let captured = CapturedConsole()
            let (options, _) = try parsed(["--no-progress"], ValueCommand.spec, .init())
            let status = try ValueRun.run(
                options, selections: [], context: context(captured, rig, in: directory, stop: stop))
            #expect(status == .interrupted)
            #expect(rig.discogs.requests.filter(market).count == 2, "no release is asked about after the stop")
            #expect(
                captured.err
                    == "cdscan: interrupted: Discogs answered for 1 of 3 releases to ask about; "
                    + "run the same command again for the rest\n")
            #expect(captured.out.contains("Value of 3 copies:"), "the report is printed: \(captured.out)")
            #expect(
                captured.out.contains("  2 copies: not asked yet (the run was stopped): run the same command again"),
                "\(captured.out)")
            #expect(!captured.out.contains("--offline"), "\(captured.out)")
        }
    }

    @Test func aStoppedSyncSaysHowFarItGotAndThatTheSameCommandFinishesIt() throws {
        let rig = try DiscogsRig(synthetic: 3)
        try withScratchDirectory { directory in
            try catalogue(rig, in: directory)
            let adds: @Sendable (RecordedRequest) -> Bool = { $0.method == "POST" }
            // The first copy added to the empty collection, then the stop.
            let stop = StopAfterRequests(1, to: rig.discogs, counted: adds)
            let captured = CapturedConsole()
            let (options, _) = try parsed(["--no-progress"], SyncCommand.spec, .init())
            let status = try SyncRun.run(options, context: context(captured, rig, in: directory, stop: stop))
            #expect(status == .interrupted)
            #expect(rig.discogs.collection.instances.count == 1)
            let lines = captured.err.split(separator: "\n")
            #expect(
                lines.last.map(String.init)
                    == "cdscan: interrupted after 1 of 3 changes; every change made is kept, and running the same "
                    + "command again finishes the sync",
                "\(captured.err)")
        }
    }
}
