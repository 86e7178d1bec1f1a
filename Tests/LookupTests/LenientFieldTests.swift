import Foundation
import Testing

@testable import Lookup

/// What a `@Lenient` field makes of the odd shapes real services send: the synthesized
/// decoders of the response types must read them as the hand-written ones did.
@Suite struct LenientFieldTests {
    private func result(_ json: String) throws -> DiscogsSearchResult {
        try JSONDecoder().decode(DiscogsSearchResult.self, from: Data(json.utf8))
    }

    @Test func numbersAndStringsAreReadEitherWay() throws {
        let row = try result(#"{"id": "42", "year": 1999.0, "catno": 312, "title": 7.5}"#)
        #expect(row.id == 42)
        #expect(row.year == 1999)
        #expect(row.catno == "312")
        #expect(row.title == "7.5")
    }

    @Test func missingNullAndUnusableValuesAreNilOrEmpty() throws {
        let row = try result(#"{"id": null, "title": {"a": 1}, "formats": "CD", "genre": null}"#)
        #expect(row.id == nil)
        #expect(row.title == nil)
        #expect(row.country == nil)
        #expect(row.formats.isEmpty)
        #expect(row.genre.isEmpty)
        #expect(row.community == nil)
    }

    @Test func stringArraysTakeALoneStringAndNumbersAndSkipTheRest() throws {
        let row = try result(#"{"genre": "Rock", "style": ["Folk", 5, null, {"x": 1}], "barcode": [1.5, "0 29667"]}"#)
        #expect(row.genre == ["Rock"])
        #expect(row.style == ["Folk", "5"])
        #expect(row.barcode == ["0 29667"])
    }

    @Test func objectArraysKeepTheElementsThatDecode() throws {
        let row = try result(
            #"{"formats": [{"name": "CD", "qty": "2"}, 3, {"descriptions": "Album"}], "community": {"have": "12"}}"#)
        #expect(row.formats.map(\.name) == ["CD", nil])
        #expect(row.formats.map(\.quantity) == [2, nil])
        #expect(row.formats.map(\.descriptions) == [[], ["Album"]])
        #expect(row.community?.have == 12)
    }

    @Test func anOptionalArrayIsNilWhenMissingAndTheRequiredKeyStillThrows() throws {
        let stub = try JSONDecoder().decode(
            MusicBrainzDiscResponse.self, from: Data(#"{"id": "x", "title": "T", "tracks": [{"length": "1000"}]}"#.utf8)
        )
        #expect(stub.releases == nil)
        #expect(stub.stub.tracks?.first?.length == 1000)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DiscogsSearchResponse.self, from: Data(#"{"pagination": {}}"#.utf8))
        }
    }
}
