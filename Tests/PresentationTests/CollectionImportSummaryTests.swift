import Testing

@testable import Catalog
@testable import Cataloging
@testable import Presentation

/// The line `items import` ends with, from what recording the export did (its counts are
/// checked against the fake Discogs in `CollectionImportBatchTests`).
@Suite struct CollectionImportSummaryTests {
    static let problem = DiscogsCollectionImport.Problem(row: 6, releaseID: "x")

    @Test func aFirstImportCountsItsNewCopiesAndTheRowsLeftOut() {
        let recorded = CollectionImport.Recorded(keys: [], rows: 4, added: 4, problems: [Self.problem])
        #expect(recorded.summary(name: "import.csv") == "read 5 rows of import.csv: 4 new copies; 1 row not imported")
    }

    @Test func anImportRunAgainSaysItsCopiesWereThere() {
        let again = CollectionImport.Recorded(keys: [], rows: 4, added: 0, problems: [Self.problem])
        #expect(
            again.summary(name: "import.csv")
                == "read 5 rows of import.csv: 0 new copies, 4 already in the catalogue; 1 row not imported")
    }
}
