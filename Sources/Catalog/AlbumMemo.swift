import Album

/// The albums a store wrote in this process, by the JSON it wrote for them (`StoredAlbumJSON`), so
/// that reading them back needs no decoding: a catalogue ends by reading every item for its
/// CSV, and decoding their albums again was a tenth of a catalogue from the dump index (perf).
///
/// A JSON text always decodes to the album it was written from, so an entry is never stale;
/// the memo forgets everything when it holds `limit` texts, so that its memory stays bounded
/// (about 20 MB) however many items a run records. Not `Sendable`: it belongs to its store.
final class AlbumMemo {
    /// The most texts remembered (albums and lists of albums together).
    static let limit = 20_000

    private var albums: [String: Album] = [:]
    private var lists: [String: [Album]] = ["[]": []]

    /// `album` as the catalog stores it, remembered.
    func json(_ album: Album) -> String {
        let json = StoredAlbumJSON.encode(album)
        makeRoom()
        albums[json] = album
        return json
    }

    /// `albums` as the catalog stores them, remembered.
    func json(_ albums: [Album]) -> String {
        let json = StoredAlbumJSON.encode(albums)
        makeRoom()
        lists[json] = albums
        return json
    }

    /// The album `json` was written from, when this memo wrote it.
    func album(_ json: String) -> Album? { albums[json] }

    /// The albums `json` was written from, when this memo wrote it.
    func albums(_ json: String) -> [Album]? { lists[json] }

    private func makeRoom() {
        guard albums.count + lists.count >= Self.limit else { return }
        albums.removeAll()
        lists = ["[]": []]
    }
}

@available(*, unavailable) extension AlbumMemo: Sendable {}
