import Album
import Foundation
import Testing

@testable import Catalog

/// `StoredAlbumJSON` writes the bytes the catalog's `JSONEncoder` (`.sortedKeys`) wrote before it:
/// a stored album reads back the same, and the catalog's files hold what they held.
@Suite struct AlbumJSONTests {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    private static func foundation(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Every ASCII character (control characters, quote, backslash, slash), and text past ASCII.
    private static let awkward: String = {
        var text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
        text += "Björk, Sigur Rós \u{2028}\u{2029}\u{85}\u{FEFF} 😀 東京 e\u{301}"
        return text
    }()

    @Test func everyFieldSet() throws {
        let full = album("4707982")
        #expect(StoredAlbumJSON.encode(full) == (try Self.foundation(full)))
    }

    /// A field added to `Album` must be added to `StoredAlbumJSON` too: every stored property of an
    /// album with all of them set is a key of what it writes.
    @Test func everyStoredPropertyIsWritten() throws {
        var full = album("4707982")
        full.sourceDate = "2025-11-01"
        let properties = Set(Mirror(reflecting: full).children.compactMap(\.label))
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(StoredAlbumJSON.encode(full).utf8)) as? [String: Any])
        #expect(Set(object.keys) == properties)
    }

    @Test func optionalFieldsLeftOut() throws {
        let bare = Album(artist: "", title: "", releaseID: "1", url: "", source: .discogsDump)
        #expect(StoredAlbumJSON.encode(bare) == (try Self.foundation(bare)))
        var dated = bare
        dated.sourceDate = "2025-11-01"
        dated.year = -3
        dated.owners = 0
        #expect(StoredAlbumJSON.encode(dated) == (try Self.foundation(dated)))
    }

    @Test(arguments: Service.allCases) func everyCharacterInEveryTextField(source: Service) throws {
        let text = Self.awkward
        let album = Album(
            artist: text, title: text + "/", year: 1999, labels: [text, "", "a/b"], catalogNumber: text,
            format: text, media: [text], country: text, genres: [text], styles: ["\\", "\""], releaseID: text,
            url: "https://www.discogs.com/release/1", coverImage: text, owners: Int.max, source: source,
            sourceDate: text)
        #expect(StoredAlbumJSON.encode(album) == (try Self.foundation(album)))
        #expect(try JSONDecoder().decode(Album.self, from: Data(StoredAlbumJSON.encode(album).utf8)) == album)
    }

    @Test(arguments: [0, 1, 3]) func arrays(count: Int) throws {
        let albums = (0..<count).map { album(String($0), artist: Self.awkward) }
        #expect(StoredAlbumJSON.encode(albums) == (try Self.foundation(albums)))
    }
}
