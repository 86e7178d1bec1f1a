import Album
import Basics

/// An album as the catalog stores it: the very bytes `JSONEncoder` writes for `Album` with
/// `.sortedKeys` (keys in order, nil fields left out, `/` written `\/`, control characters
/// escaped, everything else as UTF-8), written directly.
///
/// A catalogue records thousands of albums (on the item and in the lookup cache, and the
/// dump index's answers need no request), and Foundation's encoder cost more than the rest
/// of recording one (perf: a tenth of a catalogue from the index). The tests compare the
/// two on every field and every ASCII character, so a stored album decodes as before.
enum StoredAlbumJSON {
    /// `album` as the catalog stores it.
    static func encode(_ album: Album) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        write(album, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An array of albums as the catalog stores it ("[]" when empty).
    static func encode(_ albums: [Album]) -> String {
        var bytes: [UInt8] = [0x5B]
        bytes.reserveCapacity(512 * albums.count + 2)
        for (index, album) in albums.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            write(album, to: &bytes)
        }
        bytes.append(0x5D)
        return String(decoding: bytes, as: UTF8.self)
    }

    // The keys in the order `.sortedKeys` puts them; `key` writes the comma before all but the first.
    private static func write(_ album: Album, to bytes: inout [UInt8]) {
        bytes.append(0x7B)
        string("artist", album.artist, first: true, &bytes)
        string("catalogNumber", album.catalogNumber, &bytes)
        string("country", album.country, &bytes)
        string("coverImage", album.coverImage, &bytes)
        string("format", album.format, &bytes)
        strings("genres", album.genres, &bytes)
        strings("labels", album.labels, &bytes)
        strings("media", album.media, &bytes)
        number("owners", album.owners, &bytes)
        string("releaseID", album.releaseID, &bytes)
        string("source", album.source.rawValue, &bytes)
        string("sourceDate", album.sourceDate, &bytes)
        strings("styles", album.styles, &bytes)
        string("title", album.title, &bytes)
        string("url", album.url, &bytes)
        number("year", album.year, &bytes)
        bytes.append(0x7D)
    }

    private static func key(_ name: StaticString, first: Bool = false, _ bytes: inout [UInt8]) {
        if !first { bytes.append(0x2C) }
        bytes.append(0x22)
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x22)
        bytes.append(0x3A)
    }

    /// A string field: its key and value; an optional one that is nil is left out (as `JSONEncoder` leaves it).
    private static func string(_ name: StaticString, _ value: String?, first: Bool = false, _ bytes: inout [UInt8]) {
        guard let value else { return }
        key(name, first: first, &bytes)
        string(value, &bytes)
    }

    /// An optional number field: its key and value, or nothing when it is nil.
    private static func number(_ name: StaticString, _ value: Int?, _ bytes: inout [UInt8]) {
        guard let value else { return }
        key(name, &bytes)
        number(value, &bytes)
    }

    /// An array of strings field: its key and the array.
    private static func strings(_ name: StaticString, _ values: [String], _ bytes: inout [UInt8]) {
        key(name, &bytes)
        bytes.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            string(value, &bytes)
        }
        bytes.append(0x5D)
    }

    private static func number(_ value: Int, _ bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(value).utf8)
    }

    private static func string(_ value: String, _ bytes: inout [UInt8]) {
        JSONStringBytes.append(value, to: &bytes, escapingSolidus: true)
    }
}
