/// Turns the SAX parser's events into `DumpRelease` values, one per `</release>`.
///
/// Keeps only the release being read: a stack of the open elements, the text
/// of the current field (at most `textLimit` bytes), and the release's values.
/// Elements it does not read (videos, companies, anything unknown) it asks
/// the parser to skip with everything inside them (`startElement` returns
/// false). Not `Sendable`: the parser's callbacks reach it on the thread that parses.
final class ReleaseExtractor {
    /// Whether tracklists, extra artists and notes are read (`--tracklists`).
    let details: Bool
    /// Longer text is cut here: fields are short, but notes can run to a megabyte.
    static let textLimit = 64 * 1024
    /// How far the parser has got in the uncompressed text, for error offsets.
    var offset: () -> Int64 = { 0 }
    /// The first failure; once set, every further event is ignored.
    private(set) var failure: DumpError?
    // Checked on every event; a Bool costs less than comparing an optional enum.
    @exclusivity(unchecked) private var failed = false
    /// Whether `</releases>` closed the document.
    private(set) var finished = false

    private let onRelease: (DumpRelease) throws(DumpError) -> Void
    // The state below is touched on every SAX event of a multi-gigabyte file,
    // always from libxml2's callbacks on the one parsing thread, one event at a
    // time (no event starts inside another). Swift's run-time exclusivity
    // checks on class properties cost a fifth of the parsing thread here
    // (swift_beginAccess under perf), for accesses that cannot overlap.
    @exclusivity(unchecked) private var stack: [DumpTag] = []
    @exclusivity(unchecked) private var release = DumpRelease(id: 0)
    @exclusivity(unchecked) private var artist = DumpRelease.Artist()
    @exclusivity(unchecked) private var tracks: [DumpRelease.Track] = []
    @exclusivity(unchecked) private var text: [UInt8] = []
    @exclusivity(unchecked) private var collecting = false
    @exclusivity(unchecked) private var tags = TagCache()

    /// An extractor that hands each complete release to `onRelease`.
    init(details: Bool, onRelease: @escaping (DumpRelease) throws(DumpError) -> Void) {
        self.details = details
        self.onRelease = onRelease
    }

    /// An element begins; false asks the parser to skip it and all it holds,
    /// its end included (an element the extractor does not read).
    func startElement(_ name: UnsafePointer<UInt8>, attributes: SAXAttributes) -> Bool {
        guard !failed else { return false }
        let tag = tags.tag(name)
        guard let parent = stack.last else {
            guard tag == .releases else {
                fail(.notAReleasesDump(root: String(cString: name)))
                return false
            }
            stack.append(tag)
            return true
        }
        guard tag.isRead(in: parent, details: details) else { return false }
        stack.append(tag)
        begin(tag, attributes)
        if tag.holdsText {
            collecting = true
            text.removeAll(keepingCapacity: text.capacity <= Self.textLimit)
        }
        return true
    }

    /// The element that began last (and was not skipped) ends.
    func endElement() {
        guard !failed, let tag = stack.popLast() else { return }
        let parent = stack.last ?? .other
        if collecting {
            collecting = false
            store(String(decoding: text, as: UTF8.self), for: tag, in: parent)
        }
        end(tag, in: parent)
    }

    /// Text inside the open element.
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard collecting, !failed else { return }
        let room = Self.textLimit - text.count
        if room > 0 { text.append(contentsOf: bytes.prefix(room)) }
    }

    private func begin(_ tag: DumpTag, _ attributes: SAXAttributes) {
        switch tag {
        case .release:
            guard let id = attributes.bytes("id").flatMap(Self.releaseID) else {
                return fail(.badReleaseID(text: attributes.value("id") ?? "", offset: offset()))
            }
            release = DumpRelease(id: id)
            release.status = attributes.value("status") ?? ""
        case .artist: artist = DumpRelease.Artist()
        case .label:
            release.labels.append(.init(name: attributes.value("name") ?? "", catno: attributes.value("catno") ?? ""))
        case .format:
            release.formats.append(
                .init(
                    name: attributes.value("name") ?? "", quantity: attributes.value("qty").flatMap { Int($0) },
                    text: attributes.value("text") ?? ""))
        case .identifier:
            release.identifiers.append(
                .init(
                    type: attributes.value("type") ?? "", value: attributes.value("value") ?? "",
                    description: attributes.value("description") ?? ""))
        case .masterID: release.isMainRelease = attributes.value("is_main_release") == "true"
        case .track: tracks.append(DumpRelease.Track())
        default: break
        }
    }

    private func store(_ value: String, for tag: DumpTag, in parent: DumpTag) {
        switch tag {
        case .title where parent == .track: tracks[tracks.count - 1].title = value
        case .title: release.title = value
        case .position: tracks[tracks.count - 1].position = value
        case .duration: tracks[tracks.count - 1].duration = value
        case .name: artist.name = value
        case .anv: artist.anv = value
        case .join: artist.join = value
        case .role: artist.role = value
        case .tracks: artist.tracks = value
        case .description where !release.formats.isEmpty:
            release.formats[release.formats.count - 1].descriptions.append(value)
        case .genre: release.genres.append(value)
        case .style: release.styles.append(value)
        case .country: release.country = value
        case .released: release.released = value
        case .notes: release.notes = value
        case .dataQuality: release.dataQuality = value
        case .masterID: release.masterID = Int64(value.trimmingWhitespace)
        default: break
        }
    }

    private func end(_ tag: DumpTag, in parent: DumpTag) {
        switch tag {
        case .artist:
            let credit = stack.count >= 2 ? stack[stack.count - 2] : .other
            if credit == .track {
                tracks[tracks.count - 1].artists.append(artist)
            } else if parent == .extraartists {
                release.extraArtists.append(artist)
            } else {
                release.artists.append(artist)
            }
        case .track:
            guard let track = tracks.popLast() else { return }
            if parent == .subTracks, !tracks.isEmpty {
                tracks[tracks.count - 1].subTracks.append(track)
            } else {
                release.tracklist.append(track)
            }
        case .release:
            do throws(DumpError) {
                try onRelease(release)
            } catch {
                fail(error)
            }
        case .releases: finished = true
        default: break
        }
    }

    /// A positive decimal number between optional ASCII blanks, read from the
    /// bytes (a String and Unicode's white space per release showed under perf).
    static func releaseID(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) })
        else { return nil }
        var id: Int64 = 0
        for byte in bytes[first...last] {
            guard (0x30...0x39).contains(byte) else { return nil }
            let (times, overflow) = id.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int64(byte - 0x30))
            guard !overflow, !carry else { return nil }
            id = sum
        }
        return id > 0 ? id : nil
    }

    private func fail(_ error: DumpError) {
        if !failed { (failure, failed) = (error, true) }
    }
}

@available(*, unavailable) extension ReleaseExtractor: Sendable {}
