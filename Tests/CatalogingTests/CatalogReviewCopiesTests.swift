import Album
import Barcode
import Testing

@testable import Catalog
@testable import Cataloging

/// `catalog --review` over a code held by several copies: one question, the choice on every copy.
@Suite struct CatalogReviewCopiesTests {
    func album(_ id: String) -> Album {
        Album(
            artist: "The Seeds", title: "Future", year: 1967, labels: ["GNP Crescendo"], catalogNumber: "GNP 2038",
            format: "CD", media: ["CD"], country: "US", genres: ["Rock"], styles: [], releaseID: id,
            url: "https://www.discogs.com/release/\(id)", coverImage: nil, owners: 10, source: .discogs)
    }

    @Test func aCodeOnThreeCopiesIsAskedAboutOnceAndChosenOnEach() throws {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        let gtin = try GTIN(parsing: "029667431224")
        for _ in 0..<3 { try store.record(gtin, as: .new, source: "argument") }
        try store.recordResult(.ambiguous(candidates: [album("1"), album("2")]), for: .barcode(gtin))
        #expect(try store.items(withStatus: .ambiguous).count == 3)
        var questions: [CatalogReview.Question] = []
        let outcome = try CatalogReview(store: store).run(ask: { question in
            questions.append(question)
            return .chosen(1)
        })
        #expect(questions.map(\.count) == [1])
        #expect(outcome == CatalogReview.Outcome(chosen: 1, skipped: 0, left: 0))
        let items = try store.allItems()
        #expect(items.count == 3)
        #expect(items.allSatisfy { $0.status == .found && $0.album?.releaseID == "2" })
    }
}
