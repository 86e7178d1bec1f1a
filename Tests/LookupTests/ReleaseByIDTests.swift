import Album
import Barcode
import Basics
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

/// `LookupSession.release(discogsID:)` (what `items import` fetches each row with) against the
/// fake Discogs through libcurl, and an index standing in for the dump.
@Suite struct ReleaseByIDTests {
    /// An index that holds release 4707982 only, and counts what it is asked.
    final class OneReleaseIndex: LocalAlbumIndex {
        var asked: [String] = []
        var services: [Service] { [.discogsDump] }
        func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome { .notFound }
        func storedDetails(releaseID: String) throws(LookupError) -> ReleaseDetails? { nil }
        func storedRelease(id: String) throws(LookupError) -> FetchedRelease? {
            asked.append(id)
            guard id == "4707982" else { return nil }
            let album = Album(
                artist: "The Seeds", title: "Future", releaseID: id, url: "https://www.discogs.com/release/\(id)",
                source: .discogsDump)
            return FetchedRelease(album: album, details: nil)
        }
    }

    @Test func discogsAnswersWithTheReleaseAndItsTracklistAndA404IsNil() throws {
        let harness = try FakeDiscogsHarness()
        let session = LookupSession(discogs: harness.client, musicBrainz: nil)
        let found = try #require(try session.release(discogsID: "880801"))
        #expect(found.album.artist == "Simon & Garfunkel" && found.album.source == .discogs)
        #expect(found.details?.tracks.isEmpty == false)
        #expect(try session.release(discogsID: "880999") == nil)
        #expect(harness.server.requests.map(\.path) == ["/releases/880801", "/releases/880999"])
    }

    @Test func theIndexAnswersFirstAndDiscogsOnlyForWhatItLacks() throws {
        let harness = try FakeDiscogsHarness()
        let index = OneReleaseIndex()
        let session = LookupSession(discogs: harness.client, musicBrainz: nil, dump: index)
        #expect(try session.release(discogsID: "4707982")?.album.source == .discogsDump)
        #expect(harness.server.requests.isEmpty)
        #expect(try session.release(discogsID: "880801")?.album.source == .discogs)
        #expect(harness.server.requests.map(\.path) == ["/releases/880801"])
        let indexOnly = LookupSession(discogs: nil, musicBrainz: nil, dump: index)
        #expect(try indexOnly.release(discogsID: "880801") == nil, "no Discogs: the index's answer is the answer")
    }

    @Test func aRefusedTokenIsThrownAndStopsTheRun() throws {
        let harness = try FakeDiscogsHarness(token: "not-the-token")
        let session = LookupSession(discogs: harness.client, musicBrainz: nil)
        #expect {
            try session.release(discogsID: "880801")
        } throws: { error in
            (error as? LookupError).map { $0 == .tokenRefused(service: .discogs) && $0.stopsRun } ?? false
        }
    }

    @Test func releasesComeFromTheIndexOrDiscogsNeverMusicBrainz() throws {
        let configuration = { (token: String?) in
            LookupSession.Configuration(discogsToken: token, version: "0", projectURL: "https://example.invalid")
        }
        let time = ManualClock()
        func plan(_ choice: SourceChoice, token: String?, index: Bool = false) -> SourcePlan {
            SourcePlan(choice: choice, purpose: .releases, hasToken: token != nil, indexPresent: { index })
        }
        func make(_ choice: SourceChoice, token: String?, dump: (any LocalAlbumIndex)? = nil) throws -> LookupSession {
            try LookupSession.make(
                configuration(token), plan: plan(choice, token: token, index: dump != nil), dump: dump, time: time)
        }
        #expect(throws: LookupSession.Failure.noToken) { try make(.discogs, token: nil) }
        #expect(throws: LookupSession.Failure.noReleaseSource) { try make(.auto, token: nil) }
        #expect(throws: LookupSession.Failure.noReleaseSource) { try make(.musicbrainz, token: "t") }
        #expect(try make(.auto, token: "t").services == [.discogs])
        #expect(try make(.dump, token: "t", dump: OneReleaseIndex()).services == [.discogsDump])
        #expect(plan(.auto, token: nil, index: true).missingToken(indexOpened: true) == .releasesFromDumpOnly)
        #expect(plan(.auto, token: "t", index: true).missingToken(indexOpened: true) == nil)
    }
}
