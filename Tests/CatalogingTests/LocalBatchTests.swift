import Barcode
import Basics
import DumpIndex
import Foundation
import Lookup
import SQLite
import TestSupport
import Testing

@testable import Catalog
@testable import Cataloging

/// A batch answered from the dump index (and the lookup cache) commits several answers to a
/// transaction (`CommitRule`): what another connection sees committed while it runs shows how many.
@Suite struct LocalBatchTests {
    /// A catalog with `count` pending barcodes, each the barcode of one release in a dump index beside it.
    final class Rig {
        let directory: String
        let store: CatalogStore
        let barcodes: [GTIN]
        let clock = ManualClock()

        init(count: Int) throws {
            directory = try makeTemporaryDirectory()
            barcodes = try (0..<count).map { try GTIN(parsing: SyntheticDump.ean13(400_000_000 + $0)) }
            try SyntheticDump.write(barcodes.map(\.ean13), firstID: 7_000_000, to: directory + "/releases.xml")
            _ = try DumpImporter.run(
                ImportRequest(
                    file: directory + "/releases.xml", indexPath: directory + "/discogs-dump.sqlite", date: "2025-11-01"
                ),
                clock: { 0 })
            store = try CatalogStore(path: directory + "/catalog.sqlite")
            for code in barcodes { try store.record(code, source: "argument") }
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        var indexPath: String { directory + "/discogs-dump.sqlite" }

        /// A runner asking the index alone (`--source dump`).
        func runner(
            _ commit: CommitRule, observer: any BatchObserver, interrupt: @escaping () -> InterruptRequest = { .none }
        ) -> BatchRunner {
            var options = BatchRunner.Options(sources: [.discogsDump])
            options.commit = commit
            let index = indexPath
            return BatchRunner(
                store: store, options: options, observer: observer, interrupt: interrupt, time: clock,
                makeSession: { LookupSession(discogs: nil, musicBrainz: nil, dump: try DumpIndex(path: index)) })
        }

        /// Found items as a second connection sees them: what is committed.
        func committedFound() throws -> Int {
            let reader = try Database(path: directory + "/catalog.sqlite", mode: .readOnly)
            return try reader.query("SELECT count(*) FROM items WHERE status = 'found'") { Int($0.integer(0)) }[0]
        }
    }

    /// Notes, at each answer, how many answers were done and how many were committed.
    final class CommitWatcher: BatchObserver {
        let rig: Rig
        /// Seconds the clock moves at each answer.
        let step: Double
        var seen: [(done: Int, committed: Int)] = []

        init(_ rig: Rig, step: Double = 0) {
            (self.rig, self.step) = (rig, step)
        }

        func batch(_ event: BatchEvent) {
            guard case .progressed(let tally) = event else { return }
            seen.append((tally.done, (try? rig.committedFound()) ?? -1))
            rig.clock.advance(by: step)
        }
    }

    @Test func answersFromTheIndexAreCommittedSeveralToATransaction() throws {
        let rig = try Rig(count: 12)
        let watcher = CommitWatcher(rig)
        let report = rig.runner(CommitRule(items: 5, seconds: 60), observer: watcher).run()
        #expect(report.stop == nil)
        #expect(report.tally.found == 12)
        #expect(report.tally.requests == 0)
        // Each answer is seen before its batch commits; each batch of five then commits at once.
        #expect(watcher.seen.map(\.committed) == [0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 10, 10])
        #expect(try rig.committedFound() == 12)
        let items = try rig.store.allItems()
        #expect(items.allSatisfy { $0.status == .found && $0.attempts == 1 && $0.album?.source == .discogsDump })
        // Cached as an answer from the API would be, so a re-run answers from the cache.
        #expect(try rig.store.cachedLookup(for: rig.barcodes[11])?.albums.first?.releaseID == "7000011")
    }

    @Test func aTransactionStaysOpenAtMostTheRulesSeconds() throws {
        let rig = try Rig(count: 8)
        // A tenth of a second an answer: a quarter-second batch holds three.
        let watcher = CommitWatcher(rig, step: 0.1)
        let report = rig.runner(CommitRule(items: 500, seconds: 0.25), observer: watcher).run()
        #expect(report.tally.found == 8)
        #expect(watcher.seen.map(\.committed) == [0, 0, 0, 3, 3, 3, 6, 6])
        #expect(try rig.committedFound() == 8)
    }

    @Test func ctrlCInTheMiddleOfABatchCommitsWhatItAnswered() throws {
        let rig = try Rig(count: 12)
        let watcher = CommitWatcher(rig)
        let report = rig.runner(
            CommitRule(items: 5, seconds: 60), observer: watcher,
            interrupt: { watcher.seen.count >= 7 ? .afterCurrent : .none }
        ).run()
        #expect(report.stop?.isInterrupted == true)
        #expect(report.tally.found == 7)
        #expect(report.remaining == 5)
        #expect(try rig.committedFound() == 7)
        #expect(try rig.store.pending() == Array(rig.barcodes.suffix(5)))
    }

    @Test func cachedAnswersAreBatchedTooAndNeedNoSession() throws {
        let rig = try Rig(count: 6)
        for code in rig.barcodes { try rig.store.cacheLookup([], for: code) }
        let watcher = CommitWatcher(rig)
        var options = BatchRunner.Options()
        options.commit = CommitRule(items: 4, seconds: 60)
        let report = BatchRunner(
            store: rig.store, options: options, observer: watcher, time: rig.clock,
            makeSession: { throw NoSession() }
        ).run()
        #expect(report.stop == nil)
        #expect(report.tally.fromCache == 6)
        #expect(report.tally.notFound == 6)
        #expect(watcher.seen.map(\.done) == [1, 2, 3, 4, 5, 6])
    }

    /// Notes, at each invalid input, how many items a second connection sees committed.
    final class RecordWatcher: BatchObserver {
        let path: String
        var committed: [Int] = []

        init(path: String) { self.path = path }

        func batch(_ event: BatchEvent) {
            guard case .invalidInput = event else { return }
            let reader = try? Database(path: path, mode: .readOnly)
            committed.append((try? reader?.query("SELECT count(*) FROM items") { Int($0.integer(0)) }[0]) ?? -1)
        }
    }

    @Test func inputsAreRecordedSeveralToATransaction() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try CatalogStore(path: directory + "/catalog.sqlite")
        // Lines too short to be barcodes: each is told to the observer just before it is recorded.
        let inputs = BarcodeListReader.parse(
            (0..<7).map { "1234\($0)" }.joined(separator: "\n"), name: "list.txt", sourcePrefix: "file")
        let watcher = RecordWatcher(path: directory + "/catalog.sqlite")
        let invalid = try CatalogBatch.record(
            inputs, in: store, observer: watcher, commit: CommitRule(items: 3, seconds: 60),
            time: ManualClock())
        #expect(invalid == 7)
        #expect(watcher.committed == [0, 0, 0, 3, 3, 3, 6])
        #expect(try store.allItems().count == 7)
        #expect(!store.isInTransaction)
    }

    @Test func theRuleIsFullAtItsItemsOrItsSeconds() {
        let rule = CommitRule(items: 2000, seconds: 0.25)
        #expect(!rule.isFull(count: 1999, began: 10, now: 10.2))
        #expect(rule.isFull(count: 2000, began: 10, now: 10))
        #expect(rule.isFull(count: 1, began: 10, now: 10.25))
        #expect(CommitRule.standard == rule)
    }
}
