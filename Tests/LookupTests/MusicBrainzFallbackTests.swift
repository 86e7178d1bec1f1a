import Barcode
import FakeServices
import Foundation
import Lookup
import Testing

/// `FallbackLookup` over the real clients: Discogs first, then MusicBrainz, each against its fake.
@Suite struct MusicBrainzFallbackTests {
    /// Revolver: in the MusicBrainz fixtures, not in the Discogs ones.
    let onlyInMusicBrainz = "077774644129"

    /// Both fakes and the chain over their clients. The harnesses own the fakes, so the test
    /// holds them here: a fake stops when its harness goes away, even while a client still points at it.
    final class Chain {
        let discogs: FakeDiscogsHarness
        let musicBrainz: MusicBrainzHarness
        let fallback: FallbackLookup

        init() throws {
            discogs = try FakeDiscogsHarness()
            musicBrainz = try MusicBrainzHarness()
            fallback = FallbackLookup([discogs.client, musicBrainz.client])
        }

        func lookup(_ barcode: String) throws -> LookupOutcome {
            try fallback.lookup(try GTIN(parsing: barcode))
        }
    }

    @Test func whenDiscogsFindsNothingMusicBrainzAnswers() throws {
        let chain = try Chain()
        #expect(chain.discogs.server.catalog.search(barcode: onlyInMusicBrainz).isEmpty)
        guard case .found(let best, _) = try chain.lookup(onlyInMusicBrainz) else {
            Issue.record("expected MusicBrainz to find Revolver")
            return
        }
        #expect(best.source == .musicbrainz)
        #expect(best.title == "Revolver")
        #expect(chain.discogs.searchedForms.count == 3)
        #expect(chain.musicBrainz.searchedForms == [onlyInMusicBrainz])
        #expect(chain.fallback.failures.isEmpty)
        #expect(chain.fallback.services == [.discogs, .musicbrainz])
    }

    @Test func whenDiscogsFindsItMusicBrainzIsNotAsked() throws {
        let chain = try Chain()
        guard case .found(let best, _) = try chain.lookup("029667431224") else {
            Issue.record("expected Discogs to find the Seeds")
            return
        }
        #expect(best.source == .discogs)
        #expect(chain.musicBrainz.server.requests.isEmpty)
    }

    @Test func aDiscogsFailureFallsBackToMusicBrainz() throws {
        let chain = try Chain()
        chain.discogs.server.failNext(10, with: .status(500))
        guard case .found(let best, _) = try chain.lookup("029667431224") else {
            Issue.record("expected MusicBrainz to answer after Discogs failed")
            return
        }
        #expect(best.source == .musicbrainz)
        #expect(chain.fallback.failures.map(\.service) == [.discogs])
        #expect(
            chain.fallback.failures.map(\.error) == [
                .serverError(service: .discogs, status: 500, attempts: 3, isHTML: true)
            ])
    }

    @Test func neitherFindingItIsNotFound() throws {
        let chain = try Chain()
        #expect(try chain.lookup("5099750442227") == .notFound)
        #expect(!chain.discogs.searchedForms.isEmpty)
        #expect(chain.musicBrainz.searchedForms == ["5099750442227"])
    }

    @Test func aFailureAndNothingFoundThrowsTheFirstError() throws {
        let chain = try Chain()
        chain.discogs.server.failNext(10, with: .status(500))
        #expect(throws: LookupError.serverError(service: .discogs, status: 500, attempts: 3, isHTML: true)) {
            try chain.lookup("5099750442227")
        }
        #expect(chain.fallback.failures.count == 1)
    }

    @Test func bothFailingThrowsTheFirstSourcesError() throws {
        let chain = try Chain()
        chain.discogs.server.failNext(10, with: .status(500))
        chain.musicBrainz.server.failNext(10, with: .status(500))
        #expect(throws: LookupError.serverError(service: .discogs, status: 500, attempts: 3, isHTML: true)) {
            try chain.lookup("029667431224")
        }
        #expect(chain.fallback.failures.map(\.service) == [.discogs, .musicbrainz])
    }

    /// A rate limit that outlasts its retries stops the run (issue 28, point 5): thrown at once,
    /// though an earlier source failed otherwise.
    @Test func aRateLimitThatOutlastsItsRetriesIsThrownAtOnce() throws {
        let chain = try Chain()
        chain.discogs.server.failNext(10, with: .status(500))
        chain.musicBrainz.server.failNext(10, with: .rateLimited)
        #expect(throws: LookupError.rateLimited(service: .musicbrainz, attempts: 6)) {
            try chain.lookup("029667431224")
        }
        #expect(chain.fallback.failures.map(\.service) == [.discogs])
    }

    @Test(arguments: [401, 403])
    func aFailureThatStopsTheRunIsThrownBeforeMusicBrainzIsAsked(status: Int) throws {
        let chain = try Chain()
        chain.discogs.server.failNext(10, with: .status(status))
        #expect(throws: LookupError.self) { try chain.lookup("029667431224") }
        #expect(chain.musicBrainz.searchedForms.isEmpty)
    }
}
