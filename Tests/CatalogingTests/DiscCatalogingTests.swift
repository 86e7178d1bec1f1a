import Barcode
import Disc
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import Catalog
@testable import Cataloging

/// A drive that hands out scripted discs (made from tables of contents) and counts ejects.
final class ScriptedDrive: DiscReader {
    private var reads: [Result<Disc, DiscError>]
    private(set) var ejects = 0

    init(_ reads: [Result<Disc, DiscError>]) {
        self.reads = reads
    }

    func read() throws(DiscError) -> Disc {
        guard !reads.isEmpty else { throw .noDisc(device: "/dev/sr0", trayOpen: false, detail: nil) }
        return try reads.removeFirst().get()
    }

    func eject() throws(DiscError) { ejects += 1 }
}

/// Discs made from tables of contents, as libdiscid computes them from a drive.
enum Discs {
    static let nevermindTOC = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"
    /// Not in the fake MusicBrainz (libdiscid's own test disc, Dark Tranquillity's "Fiction").
    static let fictionTOC = "1 10 206535 150 18901 39738 59557 79152 100126 124833 147278 166336 182560"
    static let stubTOC = "1 4 61234 150 15210 30977 46011"
    /// Close to the fake's "Example Sessions" table of contents, whose disc ID it does not know.
    static let fuzzyTOC = "1 5 98460 150 20160 40130 60310 80500"

    /// The disc `toc` describes, read from /dev/sr0 with `mcn`.
    static func disc(_ toc: String, mcn: String? = nil) throws -> Disc {
        let computed = try DiscID.disc(for: TableOfContents(parsing: toc))
        return Disc(toc: computed.toc, id: computed.id, freedbID: computed.freedbID, mcn: mcn, device: "/dev/sr0")
    }

    static func nevermind(mcn: String? = "0720642442524") throws -> Disc { try disc(nevermindTOC, mcn: mcn) }
}

/// `catalog --disc` without a drive: discs from tables of contents, the fake services through libcurl.
@Suite struct DiscCatalogingTests {
    let rig: ServicesRig
    let store: CatalogStore
    let observer = RecordingObserver()

    init() throws {
        rig = try ServicesRig()
        store = try CatalogStore(path: CatalogStore.inMemoryPath, clock: rig.time)
    }

    func cataloging(
        _ drive: ScriptedDrive, discogs: Bool = false, eject: Bool = false, answers: [Bool]? = nil,
        pickBest: Bool = false
    ) throws -> DiscCataloging {
        let session = try rig.session(discogs: discogs)
        let runner = BatchRunner(
            store: store, options: .init(pickBest: pickBest), observer: observer,
            makeSession: { session })
        var remaining = answers ?? []
        let next: (() -> Bool)? = answers.map { _ in { remaining.isEmpty ? false : remaining.removeFirst() } }
        return DiscCataloging(reader: drive, runner: runner, eject: eject, next: next)
    }

    @Test func aDiscIsRecordedWithItsTOCAndMCNAndFoundByItsDiscID() throws {
        let disc = try Discs.nevermind()
        let report = try cataloging(ScriptedDrive([.success(disc)])).run()
        let item = try #require(try store.allItems().first)
        #expect(try store.allItems().count == 1)
        #expect(item.kind == .discID)
        #expect(item.barcode == "I5l9cCSFccLKFEKS.7wqSZAorPU-")
        #expect(item.toc == Discs.nevermindTOC)
        #expect(item.mcn == "0720642442524")
        #expect(item.source == "disc:/dev/sr0")
        #expect(item.status == .found)
        #expect(item.album?.title == "Nevermind")
        #expect(item.album?.source == .musicbrainz)
        #expect(report.discs == [ItemKey(kind: .discID, code: "I5l9cCSFccLKFEKS.7wqSZAorPU-")])
        #expect(report.batch.tally.found == 1)
        #expect(report.problems.isEmpty)
        #expect(rig.musicBrainzPaths == ["/ws/2/discid/I5l9cCSFccLKFEKS.7wqSZAorPU-"])
        #expect(rig.musicBrainz.requests.first?.target.contains("toc=1+12+267257+150+") == true)
        #expect(observer.events.first == .discRead(disc))
        #expect(observer.events.last == .discRecorded(disc, item))
    }

    @Test func anMCNThatIsNoBarcodeIsNotKept() throws {
        _ = try cataloging(ScriptedDrive([.success(try Discs.nevermind(mcn: "1234567890123"))])).run()
        #expect(try store.allItems().first?.mcn == nil)
    }

    @Test func withDiscogsTheMCNLeadsToTheDiscogsRelease() throws {
        _ = try cataloging(ScriptedDrive([.success(try Discs.nevermind())]), discogs: true).run()
        let item = try #require(try store.allItems().first)
        #expect(item.status == .found)
        #expect(item.album?.source == .discogs)
        #expect(item.album?.releaseID == "880201")
        // The MCN, in the fake Discogs under its 13-digit form: the second form asked finds it.
        #expect(rig.discogs.requests.compactMap { $0.query("barcode") } == ["720642442524", "0720642442524"])
    }

    @Test func discAfterDiscUntilThePersonStopsEachEjected() throws {
        let discs = [try Discs.nevermind(), try Discs.disc(Discs.fictionTOC), try Discs.disc(Discs.stubTOC)]
        let drive = ScriptedDrive(discs.map { .success($0) })
        let report = try cataloging(drive, eject: true, answers: [true, true, true]).run()
        let items = try store.allItems()
        #expect(items.map(\.barcode) == discs.map(\.id))
        #expect(items.map(\.status) == [.found, .notFound, .notFound])
        #expect(drive.ejects == 3)
        // The fourth read finds the drive empty (the scripted drive has no more discs).
        #expect(report.problems == [.noDisc(device: "/dev/sr0", trayOpen: false, detail: nil)])
        #expect(report.discs.count == 3)
        #expect(report.batch.tally.done == 3)
        // A CD stub is told, never recorded as a release.
        let stub = observer.events.compactMap { event -> CDStub? in
            if case .discIdentified(_, let identification) = event { return identification.stub }
            return nil
        }
        #expect(stub.map(\.title) == ["Demo Tape Transfer"])
        // MusicBrainz' one request a second holds across discs.
        #expect(rig.musicBrainz.counters.rateLimited == 0)
        #expect(rig.musicBrainz.counters.maxRequestsInWindow == 1)
    }

    @Test func anEmptyDriveIsToldAndTheNextDiscStillComes() throws {
        let empty = DiscError.noDisc(device: "/dev/sr0", trayOpen: true, detail: nil)
        let drive = ScriptedDrive([.failure(empty), .success(try Discs.nevermind())])
        let report = try cataloging(drive, eject: true, answers: [true, false]).run()
        #expect(report.problems == [empty])
        #expect(observer.events.first == .discUnreadable(empty))
        #expect(report.discs.count == 1)
        // Nothing to eject from an empty drive; the disc read afterwards is ejected.
        #expect(drive.ejects == 1)
    }

    @Test func aDataDiscIsToldRecordsNothingAndIsEjected() throws {
        let data = DiscError.dataDisc(device: "/dev/sr0", detail: "cannot read table of contents")
        let drive = ScriptedDrive([.failure(data)])
        let report = try cataloging(drive, eject: true).run()
        #expect(report.problems == [data])
        #expect(report.discs.isEmpty)
        #expect(drive.ejects == 1)
        #expect(try store.allItems().isEmpty)
        #expect(rig.musicBrainz.requests.isEmpty)
    }

    @Test func aSecondCopyOfADiscTakesTheFirstAnswerWithoutARequest() throws {
        let disc = try Discs.nevermind()
        let report = try cataloging(ScriptedDrive([.success(disc), .success(disc)]), answers: [true, false]).run()
        let items = try store.allItems()
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.status == .found && $0.album?.title == "Nevermind" })
        #expect(rig.musicBrainz.requests.count == 1)
        #expect(observer.events.contains(.moreCopies(code: disc.id, item: items[1].id, copies: 2)))
        #expect(report.discs.count == 1)
    }

    @Test func aFuzzyMatchIsToldAndItsReleaseRecorded() throws {
        let disc = try Discs.disc(Discs.fuzzyTOC)
        _ = try cataloging(ScriptedDrive([.success(disc)])).run()
        #expect(try store.allItems().first?.album?.title == "Example Sessions")
        let matches = observer.events.compactMap { event -> DiscMatch? in
            if case .discIdentified(_, let identification) = event,
                case .found(_, _, let match, _) = identification.discID
            {
                return match
            }
            return nil
        }
        #expect(matches == [.fuzzyTOC])
    }

    @Test func aDiscOnSeveralCDReleasesIsAmbiguousUnlessTheBestIsPicked() throws {
        let disc = try Discs.disc(Discs.fictionTOC)
        try fileTwoReleases(under: disc.id)
        _ = try cataloging(ScriptedDrive([.success(disc)])).run()
        let item = try #require(try store.allItems().first)
        #expect(item.status == .ambiguous)
        #expect(item.alternatives.count == 2)
        let picked = try cataloging(ScriptedDrive([.success(disc)]), pickBest: true)
        _ = picked.run()
        // The second copy takes the first one's answer: ambiguous until a person chooses.
        #expect(try store.allItems().map(\.status) == [.ambiguous, .ambiguous])
    }

    @Test func withPickBestADiscOnSeveralReleasesIsFound() throws {
        let disc = try Discs.disc(Discs.fictionTOC)
        try fileTwoReleases(under: disc.id)
        _ = try cataloging(ScriptedDrive([.success(disc)]), pickBest: true).run()
        let item = try #require(try store.allItems().first)
        #expect(item.status == .found)
        #expect(item.alternatives.count == 1)
    }

    @Test func aDiscTheServiceCouldNotIdentifyIsIdentifiedByTheNextRun() throws {
        rig.musicBrainz.stop()
        let disc = try Discs.nevermind()
        let report = try cataloging(ScriptedDrive([.success(disc)])).run()
        #expect(try store.allItems().first?.status == .error)
        #expect(report.batch.failures.count == 1)
        #expect(
            observer.events.contains {
                if case .lookupFailed(.disc(let failed), _) = $0 { failed.id == disc.id } else { false }
            })
        // A later run (cdscan catalog --resume) finds it pending and asks again from the stored TOC.
        let later = try ServicesRig()
        let session = try later.session(discogs: false)
        let runner = BatchRunner(
            store: store, options: .init(), observer: observer, makeSession: { session })
        let resumed = runner.run()
        #expect(resumed.finished == [ItemKey(kind: .discID, code: "\(disc.id)")])
        #expect(try store.allItems().first?.status == .found)
        #expect(later.musicBrainz.requests.first?.target.contains("toc=1+12+267257+150+22767+") == true)
    }

    /// Files two CD releases (Nevermind's, twice with other ids and countries) under `discID`.
    func fileTwoReleases(under discID: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: PackageRoot.fixture("musicbrainz/discid/nevermind.json")))
        guard case .object(var answer) = try JSONValue.parse(data), case .array(let releases)? = answer["releases"],
            case .object(var first)? = releases.first
        else {
            throw FixtureProblem()
        }
        var second = first
        first["id"] = "00000000-0000-4000-8000-000000000001"
        second["id"] = "00000000-0000-4000-8000-000000000002"
        second["country"] = "DE"
        answer["id"] = .string(discID)
        answer["releases"] = .array([.object(first), .object(second)])
        rig.musicBrainz.add(disc: .object(answer), discID: discID)
    }

    struct FixtureProblem: Error {}
}
