import Testing

@testable import Album

/// Where a release's cover is downloaded from: the database's own image, else the Cover Art
/// Archive's for a MusicBrainz release (by its MBID only).
@Suite struct AlbumCoverTests {
    func album(_ id: String, _ source: Service, cover: String? = nil) -> Album {
        Album(artist: "A", title: "T", releaseID: id, url: "", coverImage: cover, source: source)
    }

    @Test func theDatabasesOwnImageComesFirst() {
        #expect(album("1", .discogs, cover: "https://i.example/1.jpg").coverURL() == "https://i.example/1.jpg")
        #expect(album("1", .discogs).coverURL() == nil)
        #expect(album("1", .discogsDump).coverURL() == nil)
    }

    @Test func aMusicBrainzReleaseWithoutOneHasTheArchivesFront() {
        let mbid = "0d3ad7a8-4b8a-4a6b-8f8a-1a2b3c4d5e6f"
        #expect(
            album(mbid, .musicbrainz).coverURL(coverArtArchive: "http://127.0.0.1:9")
                == "http://127.0.0.1:9/release/\(mbid)/front-250")
        #expect(album(mbid, .musicbrainz).coverURL() == "https://coverartarchive.org/release/\(mbid)/front-250")
        #expect(album("ab/../c", .musicbrainz).coverURL() == nil)  // not an MBID: never put in the path
        #expect(album("", .musicbrainz).coverURL() == nil)
    }
}
