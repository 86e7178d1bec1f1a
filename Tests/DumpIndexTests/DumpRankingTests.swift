import Album
import Barcode
import DumpIndex
import Testing

/// The dump's answers follow the API's rules (CDs first), with its own tie-breaks in place of owner counts.
@Suite struct DumpRankingTests {
    func albums(_ barcode: String) throws -> [Album] {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        return try DumpIndex(path: scratch.indexPath).albums(for: try GTIN(parsing: barcode))
    }

    @Test func cdsComeFirstEvenBeforeTheMastersMainRelease() throws {
        // 880303 (the LP) is the master's main release, but cdscan reads CD cases.
        let ids = try albums("077774600125").map(\.releaseID)
        #expect(ids == ["880301", "880302", "880303", "880304"])
    }

    @Test func amongCDsBetterDataQualityWins() throws {
        // 880301 is "Correct", 880302 "Needs Vote"; the API put 880301 first too (6,021 owners to 3,310).
        #expect(try albums("077774600125").first?.releaseID == "880301")
    }

    @Test func equalReleasesGoByIDWhereTheAPIGoesByOwners() throws {
        // Same quality, no main release: lower id first. The API ranks 880504 (301 owners) above
        // 880502 (owners unknown); the dump cannot tell and keeps id order.
        #expect(try albums("074643811224").map(\.releaseID) == ["880501", "880502", "880504"])
    }

    @Test func aBarcodeListedTwiceOnOneReleaseGivesOneAnswer() throws {
        #expect(try albums("077774600125").filter { $0.releaseID == "880301" }.count == 1)
    }

    @Test func theSharedRankingRuleIsApplied() throws {
        let ranked = try albums("077774600125")
        #expect(Ranking.rank(ranked) == ranked)
    }
}
