import Album
import Lookup
import SQLite

/// A release's album as the index keeps it (format 2): its fields in columns of `releases`,
/// mapped once at import (`DumpRelease.album`), so that a lookup builds it from them instead
/// of decoding the release's JSON and mapping it again, which was most of a catalogue's time.
///
/// A list is its elements joined by U+001F (unit separator), a character XML 1.0 text
/// cannot hold, not even as a character reference (libxml2 refuses the dump); an empty list
/// is NULL, so that `[]` and `[""]` stay apart.
enum StoredAlbum {
    /// The columns, in the order `values` gives and `album` reads them.
    static let columns = "artist, title, year, labels, catno, format, media, country, genres, styles"

    private static let separator = "\u{1F}"

    /// The column values of `album`.
    static func values(_ album: Album) -> [DatabaseValue] {
        [
            .text(album.artist), .text(album.title), .integer(album.year), list(album.labels),
            .text(album.catalogNumber), .text(album.format), list(album.media), .text(album.country),
            list(album.genres), list(album.styles),
        ]
    }

    /// The album of release `id` from the columns of `row` that start at `first`, as an
    /// answer from the dump of `date`.
    static func album(_ row: Statement, from first: Int32, id: Int64, date: String?) -> Album {
        Album(
            artist: row.text(first) ?? "", title: row.text(first + 1) ?? "",
            year: row.text(first + 2).flatMap { Int($0) }, labels: list(row.text(first + 3)),
            catalogNumber: row.text(first + 4), format: row.text(first + 5) ?? "", media: list(row.text(first + 6)),
            country: row.text(first + 7), genres: list(row.text(first + 8)), styles: list(row.text(first + 9)),
            releaseID: String(id), url: DiscogsReleaseJSON.releasePage(id: Int(id)), source: .discogsDump,
            sourceDate: date)
    }

    private static func list(_ values: [String]) -> DatabaseValue {
        values.isEmpty ? .null : .text(values.joined(separator: separator))
    }

    private static func list(_ text: String?) -> [String] {
        // Split as bytes: the separator is ASCII, and a Character split would segment the text.
        text.map {
            $0.utf8.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        } ?? []
    }
}
