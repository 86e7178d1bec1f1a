import Lookup
import Presentation
import Testing

/// The words Presentation gives Lookup's errors, tested here so that Lookup's own tests build
/// without Presentation (those tests match the typed errors).
@Suite struct LookupWordsTests {
    @Test func aFolderChoiceListsTheFoldersThereAre() {
        #expect(
            LookupError.allFolderChosen(available: ["Uncategorized", "CDs"]).description.contains(
                #"choose one of "Uncategorized", "CDs""#))
        #expect(
            LookupError.folderNotFound(name: "Vinyl", available: ["Uncategorized", "CDs"]).description
                == #"there is no collection folder "Vinyl"; choose one of "Uncategorized", "CDs" by name or number, "#
                + "or create it on the Discogs website first")
    }

    @Test func refusalsSayWhereToGetAToken() {
        let forbidden = LookupError.collectionForbidden(service: .discogs, username: "someone-else").description
        #expect(forbidden.contains("someone-else"))
        #expect(forbidden.contains("https://www.discogs.com/settings/developers"))
        #expect(
            LookupError.tokenRefused(service: .discogs).description.contains(
                "https://www.discogs.com/settings/developers"))
    }

    @Test func failuresNameWhatWasAskedFor() {
        let seeds = "5099750442227"
        #expect(
            LookupError.malformedJSON(service: .discogs, subject: seeds, detail: "x").description.contains(seeds))
        #expect(
            LookupError.releaseNotFound(service: .discogs, id: "123").description.contains(
                "https://www.discogs.com/release/4707982"))
        #expect(
            LookupError.unexpectedResponse(service: .discogs, status: 307, mediaType: nil, subject: seeds)
                .description.contains("(HTTP 307)"))
    }

    @Test func anIndexThatFailsIsSaidAsBeforeItsFailureWasTyped() {
        // The words DumpError.database gave inside a malformedJSON detail, before the case was typed.
        #expect(
            LookupError.unreadableIndex(path: "/data/index.sqlite", subject: "5099750442227", reason: "disk I/O error")
                .description
                == "the Discogs data dump sent a response for 5099750442227 that is not valid JSON of the expected "
                + "shape: the dump index /data/index.sqlite failed: disk I/O error")
    }

    @Test func aBusyServerIsNoRateLimit() {
        let limited = LookupError.rateLimited(service: .musicbrainz, attempts: 6).description
        #expect(limited.contains("MusicBrainz is still limiting the request rate (HTTP 503)"))
        let busy = LookupError.serverError(service: .musicbrainz, status: 503, attempts: 3, isHTML: true).description
        #expect(busy.contains("not working right now"))
        #expect(!busy.contains("limiting the request rate"))
    }

    @Test func anInterruptionIsNoUnreachableHost() {
        #expect(TransportError.interrupted(host: "127.0.0.1").description == "the request to 127.0.0.1 was interrupted")
        #expect(!LookupError.interrupted(service: .discogs).description.contains("cannot reach"))
    }

    @Test func aLimitedCoverHostSaysWhatItAnswered() {
        #expect(
            "\(LookupError.coverHostLimited(host: "covers.example", status: 429, attempts: 1))".hasPrefix(
                "covers.example kept answering HTTP 429"))
    }
}
