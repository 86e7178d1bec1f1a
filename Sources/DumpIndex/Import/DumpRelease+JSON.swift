import Basics

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
    // Written to a few hundred times per release, on one thread: the run-time
    // exclusivity checks on these two cost more than the writing (perf).
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    @exclusivity(unchecked) private var needsComma = false

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

    func field(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    func field(_ key: StaticString, _ value: Int64) {
        self.key(key)
        var number = String(value)
        number.withUTF8 { bytes.append(contentsOf: $0) }
        needsComma = true
    }

    func strings(_ key: StaticString, _ values: [String]) {
        array(key, values) { string($0) }
    }

    func array<Element>(_ key: StaticString, _ values: [Element], _ element: (Element) -> Void) {
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

    // Keys and brackets are static strings, copied from the binary as they are:
    // appending a String's UTF-8 view showed under callgrind at a tenth of the writer.
    private func key(_ name: StaticString) {
        comma()
        bytes.append(0x22)
        append(name)
        bytes.append(0x22)
        bytes.append(0x3A)
        needsComma = false
    }

    private func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    // `/` as it is: the index's JSON is read back by JSONDecoder, never compared with JSONEncoder's.
    private func string(_ value: String) {
        comma()
        JSONStringBytes.append(value, to: &bytes, escapingSolidus: false)
        needsComma = true
    }

    private func open(_ bracket: StaticString) {
        comma()
        append(bracket)
        needsComma = false
    }

    private func close(_ bracket: StaticString) {
        append(bracket)
        needsComma = true
    }

    private func comma() {
        if needsComma { bytes.append(0x2C) }
    }
}
