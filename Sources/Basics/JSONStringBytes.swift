/// JSON's rule for a string, for the writers that build JSON as bytes rather than through
/// Foundation's encoder, which cost more than the rest of their work: the catalogue's stored
/// albums (`Catalog/StoredAlbumJSON`) and the dump index's releases (`DumpIndex/DumpRelease+JSON`).
///
/// - SeeAlso: https://www.rfc-editor.org/rfc/rfc8259#section-7
package enum JSONStringBytes {
    /// Appends `text` as a JSON string, quotes included: the quote, the backslash and control
    /// characters escaped (JSON's short forms where it has them, else `\u00XX`), `/` as `\/` when
    /// `escapingSolidus` (as `JSONEncoder` writes it), every other byte as it is (UTF-8, multi-byte
    /// characters included). Text with nothing to escape, nearly all of it, is copied in one go:
    /// byte by byte cost a twentieth of a dump import.
    package static func append(_ text: String, to bytes: inout [UInt8], escapingSolidus: Bool) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            if utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && (!escapingSolidus || $0 != 0x2F) }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 { escape(byte, to: &bytes, escapingSolidus: escapingSolidus) }
            }
        }
        bytes.append(0x22)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private static func escape(_ byte: UInt8, to bytes: inout [UInt8], escapingSolidus: Bool) {
        switch byte {
        case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
        case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
        case 0x2F where escapingSolidus: bytes.append(contentsOf: [0x5C, 0x2F])
        case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
        case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
        case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
        case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
        case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
        case 0..<0x20: bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        default: bytes.append(byte)
        }
    }
}
