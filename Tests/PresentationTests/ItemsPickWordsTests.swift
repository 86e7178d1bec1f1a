import Testing

@testable import Catalog
@testable import Presentation

/// What `items pick` says when it cannot choose: advice that fits the item, and a range that
/// reads as one.
@Suite struct ItemsPickWordsTests {
    @Test func anItemWithNothingToLookUpByIsNotSentToRefresh() {
        for status in [ItemStatus.invalid, .unidentified] {
            let words = CommandFailure.noReleaseToChoose(item: 3, status: status).description
            #expect(words == "item 3 has no release to choose (it is \(status.rawValue): it has no code to look up)")
        }
        #expect(
            CommandFailure.noReleaseToChoose(item: 4, status: .notFound).description
                == "item 4 has no release to choose (it is not_found); 'cdscan items refresh 4' looks it up again")
    }

    @Test func oneReleaseIsNotARange() {
        #expect(
            CommandFailure.noSuchRelease(item: 1, count: 1).description
                == "item 1 has 1 release: choose 1 ('cdscan items show 1' lists them)")
        #expect(
            CommandFailure.noSuchRelease(item: 2, count: 4).description
                == "item 2 has 4 releases: choose 1 to 4 ('cdscan items show 2' lists them)")
    }
}
