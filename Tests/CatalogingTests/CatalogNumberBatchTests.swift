import Album
import Barcode
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import Catalog
@testable import Cataloging

/// List lines that are catalogue numbers: `catno:NUMBER`, and lines that are no barcode but read as one.
@Suite struct CatalogNumberListTests {
    func parse(_ text: String, path: String? = nil) -> [BarcodeInput] {
        BarcodeListReader.parse(text, name: "list.txt", sourcePrefix: "file", path: path)
    }

    func number(_ text: String) throws -> CatalogNumber { try #require(CatalogNumber(text)) }

    @Test func catnoLinesAreCatalogueNumbersWhateverTheCaseOfThePrefix() throws {
        let inputs = parse("catno:CDWIK2 312\nCATNO: cdp 7 46001 2, shelf 2\n")
        #expect(inputs.map(\.catalogNumber) == [.given(try number("CDWIK2 312")), .given(try number("cdp 7 46001 2"))])
        #expect(inputs[1].notes == "shelf 2")
        #expect(
            inputs.map(\.subject) == [
                .catalogNumber(try number("CDWIK2 312")), .catalogNumber(try number("cdp 7 46001 2")),
            ])
    }

    @Test func aLineWithLettersAndDigitsThatIsNoBarcodeIsReadAsACatalogueNumber() throws {
        let inputs = parse("029667431224\nCDWIK2 312\n12345\nabc\n")
        #expect(inputs.map(\.catalogNumber) == [nil, .readAs(try number("CDWIK2 312")), nil, nil])
        #expect(inputs[0].subject == .barcode(try GTIN(parsing: "029667431224")))
        // Digits alone stay a (mistyped) barcode, letters alone a word: both invalid.
        #expect(inputs[2].subject == nil && inputs[3].subject == nil)
    }

    @Test(arguments: ["catno:", "catno:   ", "catno:CD<>12", "catno:" + String(repeating: "A1", count: 21)])
    func catnoWithoutACatalogueNumberIsInvalid(_ line: String) {
        let inputs = parse(line + "\n")
        #expect(inputs.map(\.catalogNumber) == [.invalid])
        #expect(inputs.first?.subject == nil)
    }

    @Test func aCatnoFirstLineIsNoHeader() throws {
        let inputs = parse("catno:ABC\ncatno:XYZ 1\n")
        #expect(inputs.map(\.catalogNumber) == [.given(try number("ABC")), .given(try number("XYZ 1"))])
    }

    @Test func aRepeatedCatalogueNumberIsTheNextCopyOfOneCode() {
        let inputs = parse("catno:CDWIK2 312\ncatno:CDWIK2  312\nCDWIK2 312\n", path: "/lists/list.txt")
        #expect(inputs.map(\.copy) == [1, 2, 3].map { CopyIdentity.list(path: "/lists/list.txt", occurrence: $0) })
    }

    @Test func anArgumentMaySayCatno() throws {
        let input = BarcodeInput.argument("catno:TPLP71CD")
        #expect(input.subject == .catalogNumber(try number("TPLP71CD")))
        #expect(input.source == "argument")
    }
}

/// Recording catalogue-number inputs, without the network.
@Suite struct CatalogNumberRecordTests {
    let store: CatalogStore
    let observer = RecordingObserver()

    init() throws {
        store = try CatalogStore(path: CatalogStore.inMemoryPath)
    }

    @Test func catalogueNumbersAreItemsOfTheirKindAndABadCatnoIsInvalid() throws {
        let inputs = BarcodeListReader.parse(
            "catno:CDWIK2 312\nCDP 7 46001 2, box 3\ncatno:<?>\n", name: "list.txt", sourcePrefix: "file",
            path: "/lists/list.txt")
        #expect(try CatalogBatch.record(inputs, in: store, observer: observer) == 1)
        #expect(
            observer.events == [
                .readAsCatalogNumber(inputs[1], try #require(CatalogNumber("CDP 7 46001 2"))),
                .invalidCatalogNumber(inputs[2]),
            ])
        let items = try store.allItems()
        #expect(items.map(\.kind) == [.catalogNumber, .catalogNumber, .invalid])
        #expect(items.map(\.barcode) == ["CDWIK2 312", "CDP 7 46001 2", "catno:<?>"])
        #expect(items.map(\.status) == [.pending, .pending, .invalid])
        #expect(items[1].notes == "box 3")
        #expect(items[2].error == .notACatalogNumber)
        // Recorded again, the list adds nothing.
        #expect(try CatalogBatch.record(inputs, in: store, observer: observer) == 1)
        #expect(try store.allItems().count == 3)
        #expect(
            CatalogBatch.asked(BatchReport(), inputs) == [
                ItemKey(kind: .catalogNumber, code: "CDWIK2 312"), ItemKey(kind: .catalogNumber, code: "CDP 7 46001 2"),
            ])
    }

    @Test func aLineAnOlderCdscanRecordedAsInvalidBecomesTheCatalogueNumber() throws {
        let copy = CopyIdentity.list(path: "/lists/list.txt", occurrence: 1)
        try store.recordInvalid(
            "CDWIK2 312", as: copy, source: "file:list.txt:1", reason: .recordedText("'C' is not a digit"))
        let inputs = BarcodeListReader.parse(
            "CDWIK2 312\n", name: "list.txt", sourcePrefix: "file", path: "/lists/list.txt")
        #expect(try CatalogBatch.record(inputs, in: store, observer: observer) == 0)
        let items = try store.allItems()
        #expect(items.count == 1)
        #expect(items.first?.kind == .catalogNumber)
        #expect(items.first?.status == .pending)
        #expect(items.first?.error == nil)
    }
}

/// Catalogue numbers looked up by the batch, against the fake Discogs and MusicBrainz through libcurl.
@Suite struct CatalogNumberLookupBatchTests {
    let rig: ServicesRig
    let store: CatalogStore
    let observer = RecordingObserver()

    init() throws {
        rig = try ServicesRig()
        store = try CatalogStore(path: CatalogStore.inMemoryPath, clock: rig.time)
    }

    func record(_ list: String) throws {
        let inputs = BarcodeListReader.parse(list, name: "list.txt", sourcePrefix: "file", path: "/lists/list.txt")
        _ = try CatalogBatch.record(inputs, in: store, observer: observer)
    }

    func run(_ session: LookupSession, pickBest: Bool = false) -> BatchReport {
        BatchRunner(
            store: store, options: .init(pickBest: pickBest), observer: observer,
            makeSession: { session }
        )
        .run()
    }

    func item(_ code: String) throws -> CatalogItem {
        try #require(try store.allItems().first { $0.barcode == code })
    }

    @Test func foundAmbiguousAndNotFoundAsBarcodeAnswersAre() throws {
        try record("029667431224\ncatno:CDWIK2 312\ncatno:cdp-7-46001-2\ncatno:XYZ 999\n")
        let report = run(try rig.session())
        #expect(report.stop == nil)
        #expect(try item("0029667431224").status == .found)
        let seeds = try item("CDWIK2 312")
        #expect(seeds.status == .found)
        #expect(seeds.album?.releaseID == "4707982")
        // Two CD releases share the number: ambiguous, best ranked (most owners) first.
        let shared = try item("cdp-7-46001-2")
        #expect(shared.status == .ambiguous)
        #expect(shared.alternatives.map(\.releaseID) == ["880301", "880302"])
        #expect(try item("XYZ 999").status == .notFound)
        #expect(report.tally.done == 4)
        #expect((report.tally.found, report.tally.ambiguous, report.tally.notFound) == (2, 1, 1))
        #expect(report.finished.contains(ItemKey(kind: .catalogNumber, code: "CDWIK2 312")))
        #expect(rig.discogs.requests.compactMap { $0.query("catno") }.contains("CDWIK2 312"))
    }

    @Test func pickBestTakesTheBestRankedOfASharedNumber() throws {
        try record("catno:CDP 7 46001 2\n")
        _ = run(try rig.session(), pickBest: true)
        let shared = try item("CDP 7 46001 2")
        #expect(shared.status == .found)
        #expect(shared.album?.releaseID == "880301")
        #expect(shared.alternatives.map(\.releaseID) == ["880302"])
    }

    @Test func withoutDiscogsMusicBrainzAnswersWithinItsRateLimit() throws {
        try record("catno:CDWIK2 312\ncatno:XYZ 999\ncatno:ABC 123\n")
        let start = rig.time.now()
        let report = run(try rig.session(discogs: false))
        #expect(try item("CDWIK2 312").album?.source == .musicbrainz)
        let requests = rig.musicBrainz.counters.requests
        #expect(requests >= 3)
        #expect(report.tally.requests == requests)
        #expect(rig.musicBrainz.counters.rateLimited == 0)
        #expect(rig.musicBrainz.counters.maxRequestsInWindow == 1)
        // One request a second: the limiter waited on the batch's clock between them.
        #expect(rig.time.now() - start >= Double(requests - 1))
    }

    @Test func aFailedSearchIsAnErrorTheNextRunLooksUpAgain() throws {
        try record("catno:CDWIK2 312\n")
        rig.musicBrainz.stop()
        let failed = run(try rig.session(discogs: false))
        #expect(try item("CDWIK2 312").status == .error)
        #expect(failed.failures.count == 1)
        #expect(
            observer.events.contains {
                if case .lookupFailed(.catalogNumber(_), .network(_, _, _)) = $0 { true } else { false }
            })
        let later = try ServicesRig()
        let resumed = run(try later.session(discogs: false))
        #expect(resumed.finished == [ItemKey(kind: .catalogNumber, code: "CDWIK2 312")])
        #expect(try item("CDWIK2 312").status == .found)
    }

    @Test func aServiceThatFailsWhileAnotherAnswersIsAWarning() throws {
        try record("catno:CDWIK2 312\n")
        rig.discogs.stop()
        let report = run(try rig.session())
        #expect(try item("CDWIK2 312").status == .found)
        #expect(report.failures.isEmpty)
        #expect(
            observer.events.contains {
                if case .fellBack(.catalogNumber(_), let fallback) = $0 {
                    fallback.answeredBy == .musicbrainz
                } else {
                    false
                }
            })
    }

    @Test func aChoiceAmongTheReleasesOfANumberIsSaved() throws {
        try record("catno:CDP 7 46001 2\n")
        _ = run(try rig.session())
        let outcome = try CatalogReview(store: store).run(ask: { question in
            #expect(question.code == "CDP 7 46001 2")
            return .chosen(1)
        })
        #expect(outcome == CatalogReview.Outcome(chosen: 1, skipped: 0, left: 0))
        let items = try store.allItems()
        #expect(items.count == 1)
        #expect(items.allSatisfy { $0.status == .found && $0.album?.releaseID == "880302" && $0.picked })
    }
}
