import Album
import Catalog
import Lookup
import Testing

@testable import Cataloging

/// Which lookups the catalog marks ambiguous.
@Suite struct CatalogAmbiguityTests {
    static func release(_ id: String, _ media: String) -> Album {
        Album(
            artist: "A", title: "T", format: media, media: [media], releaseID: id, url: "https://x/\(id)",
            source: .discogs)
    }

    @Test func twoCDsAreAmbiguousUnlessTheBestIsPicked() {
        let cds = LookupOutcome.found(best: Self.release("1", "CD"), alternatives: [Self.release("2", "CD")])
        #expect(BatchRunner.outcome(cds, pickBest: false).status == .ambiguous)
        #expect(BatchRunner.outcome(cds, pickBest: true).status == .found)
    }

    @Test func anLPSharingTheBarcodeOfOneCDIsNoRival() {
        let outcome = BatchRunner.outcome(
            .found(best: Self.release("1", "CD"), alternatives: [Self.release("2", "Vinyl")]), pickBest: false)
        #expect(outcome == .found(Self.release("1", "CD"), alternatives: [Self.release("2", "Vinyl")]))
    }

    @Test func withoutACDAnyTwoReleasesAreAmbiguous() {
        let outcome = BatchRunner.outcome(
            .found(best: Self.release("1", "Vinyl"), alternatives: [Self.release("2", "Cassette")]), pickBest: false)
        #expect(outcome.status == .ambiguous)
    }
}
