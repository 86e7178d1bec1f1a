/// The release written as Discogs' API writes `GET /releases/{id}`, so that a
/// lookup from the index goes through the very mapping API answers go through
/// (`DiscogsReleaseJSON`): names, credits, format lines and years agree.
extension DumpRelease {
    /// The JSON object; tracklists, extra artists and notes only when `details`.
    func apiJSON(details: Bool) -> String {
        let json = JSONWriter()
        json.object {
            json.field("id", id)
            json.field("title", title)
            json.field("released", released)
            json.field("country", country)
            json.array("artists", artists) { json.artist($0) }
            json.array("labels", labels) { label in
                json.object {
                    json.field("name", label.name)
                    json.field("catno", label.catno)
                }
            }
            json.array("formats", formats) { json.format($0) }
            json.strings("genres", genres)
            json.strings("styles", styles)
            json.array("identifiers", details ? identifiers : identifiers.filter { $0.type == "Barcode" }) { row in
                json.object {
                    json.field("type", row.type)
                    json.field("value", row.value)
                    json.field("description", row.description)
                }
            }
            if details {
                json.field("notes", notes)
                json.array("extraartists", extraArtists) { json.artist($0) }
                json.array("tracklist", tracklist) { json.track($0) }
            }
        }
        return json.text
    }
}

/// Just enough of a JSON writer for `apiJSON`: objects, arrays, strings, numbers.
final class JSONWriter {
    private var bytes: [UInt8] = []
    private var needsComma = false

    /// What has been written, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    init() {
        bytes.reserveCapacity(2048)
    }

    func object(_ body: () -> Void) {
        open("{")
        body()
        close("}")
    }

    func field(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    func field(_ key: String, _ value: Int64) {
        self.key(key)
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    func strings(_ key: String, _ values: [String]) {
        array(key, values) { string($0) }
    }

    func array<Element>(_ key: String, _ values: [Element], _ element: (Element) -> Void) {
        self.key(key)
        open("[")
        values.forEach(element)
        close("]")
    }

    func artist(_ artist: DumpRelease.Artist) {
        object {
            field("name", artist.name)
            field("anv", artist.anv)
            field("join", artist.join)
            field("role", artist.role)
            field("tracks", artist.tracks)
        }
    }

    func format(_ format: DumpRelease.Format) {
        object {
            field("name", format.name)
            if let quantity = format.quantity { field("qty", Int64(quantity)) }
            field("text", format.text)
            strings("descriptions", format.descriptions)
        }
    }

    // The dump has no `type_`: a row with neither position nor duration nor
    // sub-tracks is a heading ("Disc 1"), one with sub-tracks an index track.
    func track(_ track: DumpRelease.Track) {
        object {
            field("position", track.position)
            let heading = track.position.trimmingWhitespace.isEmpty && track.duration.trimmingWhitespace.isEmpty
            field("type_", !track.subTracks.isEmpty ? "index" : heading ? "heading" : "track")
            field("title", track.title)
            field("duration", track.duration)
            array("artists", track.artists) { artist($0) }
            array("sub_tracks", track.subTracks) { self.track($0) }
        }
    }

    private func key(_ name: String) {
        comma()
        bytes.append(0x22)
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: "\":".utf8)
        needsComma = false
    }

    // Byte by byte over UTF-8: only the quote, the backslash and control
    // characters need escaping, and every other byte (multi-byte characters
    // included) is copied as it is. Scalar by scalar cost a tenth of an import.
    private func string(_ value: String) {
        comma()
        bytes.append(0x22)
        for byte in value.utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: "\\\"".utf8)
            case 0x5C: bytes.append(contentsOf: "\\\\".utf8)
            case 0x0A: bytes.append(contentsOf: "\\n".utf8)
            case 0x0D: bytes.append(contentsOf: "\\r".utf8)
            case 0x09: bytes.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
        needsComma = true
    }

    private func open(_ bracket: String) {
        comma()
        bytes.append(contentsOf: bracket.utf8)
        needsComma = false
    }

    private func close(_ bracket: String) {
        bytes.append(contentsOf: bracket.utf8)
        needsComma = true
    }

    private func comma() {
        if needsComma { bytes.append(0x2C) }
    }
}
