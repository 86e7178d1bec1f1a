/// Builds `DumpRelease` values from the recorded events of the elements the
/// extractor read (`RecordedReleases`), on the index's thread.
///
/// Keeps only the release being built: a stack of the open elements and the
/// release's values. Every recorded element is one the extractor chose to read
/// (`DumpTag.isRead`), so the rules here only say where each value goes.
struct ReleaseAssembler {
    // The root, as in the file: a release's parent is `releases`.
    private var stack: [DumpTag] = [.releases]
    /// The release being built; complete when `end` says so.
    private(set) var release = DumpRelease(id: 0)
    private var artist = DumpRelease.Artist()
    private var tracks: [DumpRelease.Track] = []

    /// A `<release>` begins.
    mutating func startRelease(id: Int64, _ attributes: RecordedAttributes) {
        stack.append(.release)
        release = DumpRelease(id: id)
        release.status = attributes.value("status") ?? ""
    }

    /// Another element begins.
    mutating func start(_ tag: DumpTag, _ attributes: RecordedAttributes) {
        stack.append(tag)
        switch tag {
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

    /// The text of the element begun last (one that holds text).
    mutating func text(_ value: String) {
        let tag = stack[stack.count - 1]
        let parent = stack[stack.count - 2]
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

    /// The element begun last ends; true when it is a `<release>`, which `release` then holds.
    mutating func end() -> Bool {
        guard stack.count > 1, let tag = stack.popLast() else { return false }
        let parent = stack[stack.count - 1]
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
            guard let track = tracks.popLast() else { return false }
            if parent == .subTracks, !tracks.isEmpty {
                tracks[tracks.count - 1].subTracks.append(track)
            } else {
                release.tracklist.append(track)
            }
        case .release: return true
        default: break
        }
        return false
    }
}
