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
    private(set) var text = ""
    private var needsComma = false

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
        text += String(value)
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
        text += "\"\(name)\":"
        needsComma = false
    }

    private func string(_ value: String) {
        comma()
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += "\\u" + String(repeating: "0", count: 2) + hex(scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
        needsComma = true
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 2 - digits.count) + digits
    }

    private func open(_ bracket: String) {
        comma()
        text += bracket
        needsComma = false
    }

    private func close(_ bracket: String) {
        text += bracket
        needsComma = true
    }

    private func comma() {
        if needsComma { text += "," }
    }
}
