import Album
import Barcode
import Lookup
import PhoneServer
import Testing

@testable import Workflows

/// `scan --phone --pick ask` (issue 41, point 3): a barcode read again while its pick card still
/// waits is never settled without a pick: both reads wait for the one pick, and take it.
@Suite struct PhoneReleaseChoicesTests {
    static func album(_ id: String, year: Int) -> Album {
        Album(
            artist: "Pink Floyd", title: "The Dark Side Of The Moon", year: year, labels: ["Harvest"],
            catalogNumber: "CDP 7 46001 2", format: "CD, Album", media: ["CD"], country: "UK", releaseID: id,
            url: "https://www.discogs.com/release/\(id)", owners: 10, source: .discogs)
    }

    @Test func aBarcodeReadAgainWhileItsPickWaitsWaitsForTheSamePick() throws {
        let gtin = try GTIN(parsing: "077774600125")
        let code = gtin.canonical
        let result = LookupResult(
            input: code,
            outcome: .found(gtin, best: Self.album("1", year: 1984), alternatives: [Self.album("2", year: 1992)]))
        let board = PhoneBoard()
        let choices = PhoneReleaseChoices(board: board)
        for _ in 0..<2 {
            board.put(PhoneCard(barcode: code, state: "looking up"), replacing: false)
            choices.offer(result)
        }
        #expect(choices.count == 2)
        #expect(choices.takePicked().isEmpty, "nothing settled before a pick")
        // The older card's buttons pick as well as the newer's: one pick for both reads.
        #expect(board.choose(1, for: code))
        #expect(!board.choose(1, for: code), "picked once")
        let picked = choices.takePicked()
        #expect(picked.count == 2)
        for (result, _) in picked {
            guard case .found(_, let best, _) = result.outcome else {
                Issue.record("not found: \(result.outcome)")
                continue
            }
            #expect(best.year == 1992)
        }
        #expect(choices.count == 0)
    }

    @Test func eachAnswerReplacesACardStillLookingUpSoTwoReadsOfOneCodeEachGetTheirs() {
        let board = PhoneBoard()
        board.put(PhoneCard(barcode: "0077774600125", state: "looking up"), replacing: false)
        board.put(PhoneCard(barcode: "0077774600125", state: "looking up"), replacing: false)
        for _ in 0..<2 { board.put(PhoneCard(barcode: "0077774600125", state: "found"), replacing: true) }
        let page = String(decoding: board.json(for: "phone"), as: UTF8.self)
        #expect(!page.contains("looking up"), "\(page)")
    }
}
