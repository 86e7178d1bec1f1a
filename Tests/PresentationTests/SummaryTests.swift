import Catalog
import Testing

@testable import Presentation

/// Summaries that add up, plurals that are right.
@Suite struct SummaryTests {
    @Test(arguments: [
        (0, "request", "0 requests"), (1, "request", "1 request"), (2, "copy", "2 copies"), (1, "copy", "1 copy"),
        (3, "key", "3 keys"), (2, "match", "2 matches"), (1, "barcode", "1 barcode"),
    ])
    func pluralsAreRight(count: Int, noun: String, expected: String) {
        #expect(Plural.count(count, noun) == expected)
    }

    @Test func thePartsAddUpToTheWhole() {
        let counts = StatusCounts(counts: [.found: 6, .notFound: 1, .ambiguous: 2, .invalid: 2, .error: 0])
        #expect(counts.total == 11)
        #expect(counts.line() == "11 items: 6 found · 1 not found · 2 ambiguous · 2 invalid")
        #expect(StatusCounts(counts: [.error: 1, .found: 0]).line(noun: "barcode") == "1 barcode: 0 found · 1 error")
        #expect(
            StatusCounts(counts: [.error: 2, .unidentified: 1]).line()
                == "3 items: 0 found · 2 errors · 1 without a barcode")
    }
}
