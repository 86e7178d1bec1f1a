import Testing

@testable import Album

@Suite struct RankingTests {
    func album(_ id: String, media: [String], owners: Int?) -> Album {
        Album(artist: "A", title: "T", media: media, releaseID: id, url: "u/\(id)", owners: owners, source: .discogs)
    }

    @Test func cdsComeFirstThenTheMostOwned() {
        let ranked = Ranking.rank([
            album("vinyl", media: ["Vinyl"], owners: 900),
            album("cd-few", media: ["CD"], owners: 10),
            album("cassette", media: ["Cassette"], owners: 50),
            album("cd-many", media: ["CD"], owners: 300),
        ])
        #expect(ranked.map(\.releaseID) == ["cd-many", "cd-few", "vinyl", "cassette"])
    }

    @Test func missingOwnerCountsRankAsZeroAndTiesKeepTheDatabaseOrder() {
        let ranked = Ranking.rank([
            album("first", media: ["CD"], owners: nil),
            album("second", media: ["CD"], owners: 0),
            album("third", media: ["CD"], owners: 1),
        ])
        #expect(ranked.map(\.releaseID) == ["third", "first", "second"])
    }

    @Test(arguments: [["CD"], ["CDr"], ["SACD"], ["Hybrid", "SACD"], ["Vinyl", "CD"], ["HDCD"]])
    func compactDiscMediaCountAsCD(_ media: [String]) {
        #expect(album("x", media: media, owners: nil).isCD)
    }

    @Test(arguments: [["Vinyl"], ["Cassette"], ["File"], [], ["DVD"]])
    func otherMediaDoNot(_ media: [String]) {
        #expect(!album("x", media: media, owners: nil).isCD)
    }

    @Test func onlyCDsRivalACD() {
        let best = album("cd", media: ["CD"], owners: 9)
        let others = [album("lp", media: ["Vinyl"], owners: 5), album("cd2", media: ["CD"], owners: 1)]
        #expect(Ranking.rivals(of: best, among: others).map(\.releaseID) == ["cd2"])
        #expect(Ranking.rivals(of: best, among: [others[0]]).isEmpty)
    }

    @Test func withoutACDEveryOtherReleaseIsARival() {
        let best = album("lp", media: ["Vinyl"], owners: 9)
        let others = [album("tape", media: ["Cassette"], owners: 5), album("file", media: ["File"], owners: 1)]
        #expect(Ranking.rivals(of: best, among: others) == others)
    }

    @Test func attributionNamesTheSource() {
        #expect(Service.discogs.attribution == "Data provided by Discogs.")
    }
}
