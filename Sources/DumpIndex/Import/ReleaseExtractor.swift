#if canImport(Glibc)
    internal import Glibc
#endif

/// Turns the push parser's events into `DumpRelease` values, one per `</release>`.
///
/// Keeps only the release being read: a stack of the open elements, the text
/// of the current field (at most `textLimit` bytes), and the release's values.
/// Elements it does not read (videos, companies, anything unknown) are
/// skipped with everything inside them. Not `Sendable`: the parser's callbacks
/// reach it on the thread that parses.
final class ReleaseExtractor {
    /// Whether tracklists, extra artists and notes are read (`--tracklists`).
    let details: Bool
    /// Longer text is cut here: fields are short, but notes can run to a megabyte.
    static let textLimit = 64 * 1024
    /// Where the chunk being parsed began in the uncompressed text, for error offsets.
    var chunkOffset: Int64 = 0
    /// The first failure; once set, every further event is ignored.
    private(set) var failure: DumpError?
    // Checked on every event; a Bool costs less than comparing an optional enum.
    private var failed = false
    /// Whether `</releases>` closed the document.
    private(set) var finished = false

    private let onRelease: (DumpRelease) throws(DumpError) -> Void
    private var stack: [DumpTag] = []
    private var skipDepth = 0
    private var release = DumpRelease(id: 0)
    private var artist = DumpRelease.Artist()
    private var tracks: [DumpRelease.Track] = []
    private var text: [UInt8] = []
    private var collecting = false
    // libxml2 interns element names in its dictionary, so one name is one
    // pointer for the whole parse: compare addresses, not bytes.
    private var tags: [UnsafePointer<UInt8>: DumpTag] = [:]

    /// An extractor that hands each complete release to `onRelease`.
    init(details: Bool, onRelease: @escaping (DumpRelease) throws(DumpError) -> Void) {
        self.details = details
        self.onRelease = onRelease
    }

    func startElement(_ name: UnsafePointer<UInt8>, attributes: SAXAttributes) {
        guard !failed else { return }
        if skipDepth > 0 {
            skipDepth += 1
            return
        }
        let tag = self.tag(name)
        guard let parent = stack.last else {
            guard tag == .releases else { return fail(.notAReleasesDump(root: String(cString: name))) }
            stack.append(tag)
            return
        }
        guard tag.isRead(in: parent, details: details) else {
            skipDepth = 1
            return
        }
        stack.append(tag)
        begin(tag, attributes)
        if tag.holdsText {
            collecting = true
            text.removeAll(keepingCapacity: text.capacity <= Self.textLimit)
        }
    }

    func endElement() {
        guard !failed else { return }
        if skipDepth > 0 {
            skipDepth -= 1
            return
        }
        guard let tag = stack.popLast() else { return }
        let parent = stack.last ?? .other
        if collecting {
            collecting = false
            store(String(decoding: text, as: UTF8.self), for: tag, in: parent)
        }
        end(tag, in: parent)
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard collecting, !failed, skipDepth == 0 else { return }
        let room = Self.textLimit - text.count
        if room > 0 { text.append(contentsOf: bytes.prefix(room)) }
    }

    private func tag(_ name: UnsafePointer<UInt8>) -> DumpTag {
        if let known = tags[name] { return known }
        let tag = DumpTag(name: UnsafeBufferPointer(start: name, count: Int(strlen(name))))
        tags[name] = tag
        return tag
    }

    private func begin(_ tag: DumpTag, _ attributes: SAXAttributes) {
        switch tag {
        case .release:
            let idText = attributes.value("id") ?? ""
            guard let id = Int64(idText.trimmingWhitespace), id > 0 else {
                return fail(.badReleaseID(text: idText, offset: chunkOffset))
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

    private func fail(_ error: DumpError) {
        if !failed { (failure, failed) = (error, true) }
    }
}

@available(*, unavailable) extension ReleaseExtractor: Sendable {}
