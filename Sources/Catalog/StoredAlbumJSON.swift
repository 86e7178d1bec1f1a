import Album

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

    // Text with nothing to escape, nearly all of it, is copied in one go.
    private static func string(_ value: String, _ bytes: inout [UInt8]) {
        bytes.append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            if utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x2F }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 { escape(byte, &bytes) }
            }
        }
        bytes.append(0x22)
    }

    private static func escape(_ byte: UInt8, _ bytes: inout [UInt8]) {
        switch byte {
        case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
        case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
        case 0x2F: bytes.append(contentsOf: [0x5C, 0x2F])
        case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
        case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
        case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
        case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
        case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
        case 0..<0x20:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        default: bytes.append(byte)
        }
    }
}
