import Album
import Disc
import Foundation
import Lookup
import Terminal

/// Prints what became of a disc: cards (or one JSON object) on stdout, problems on stderr.
package struct DiscPrinter {
    package let console: Console
    package let json: Bool

    package init(console: Console, json: Bool) {
        self.console = console
        self.json = json
    }

    /// "disc I5l9cCSFccLKFEKS.7wqSZAorPU- in /dev/sr0: 12 tracks, 59:20, MCN 0720642442524".
    package static func summary(_ disc: Disc) -> String {
        let place = disc.device.map { " in \($0)" } ?? ""
        let length = "\(disc.toc.seconds / 60):" + String(format: "%02d", disc.toc.seconds % 60)
        let mcn = disc.mcn.map { ", MCN \($0)" + (disc.barcode == nil ? " (not a valid barcode)" : "") } ?? ""
        let tracks = disc.toc.trackCount == 1 ? "1 track" : "\(disc.toc.trackCount) tracks"
        return "disc \(disc.id)\(place): \(tracks), \(length)\(mcn)"
    }

    /// What the databases said of `disc`: cards on stdout (or one JSON object), failures on stderr.
    package func print(_ identification: DiscIdentification, of disc: Disc) {
        let answer = DiscAnswer(disc: disc, identification: identification)
        let found = answer.best != nil
        for failure in answer.failures {
            found ? console.warning("\(failure)") : console.error("\(failure).")
        }
        if case .found(_, _, .fuzzyTOC, _) = answer.discID {
            console.message("MusicBrainz does not know this disc ID; releases with a similar table of contents follow")
        }
        if json {
            console.line(DiscRecord(answer).jsonLine())
            return
        }
        var cards: [String] = []
        if let best = answer.best {
            cards.append(AlbumCard.render(best.album, alternatives: best.alternatives, color: console.stdoutColor))
        }
        if let other = answer.musicBrainzRelease {
            cards.append(AlbumCard.render(other, alternatives: [], color: console.stdoutColor))
        }
        if let stub = answer.stub { cards.append(Self.render(stub)) }
        if found || answer.stub != nil {
            console.line(cards.joined(separator: "\n\n"))
        }
        if !found, answer.failures.isEmpty {
            let asked = answer.askedFor.map { ", nor by its \($0)" } ?? ""
            console.line("disc \(answer.disc.id): no release found by its disc ID\(asked)")
            console.line("Add it to MusicBrainz: \(answer.disc.submissionURL)")
        }
    }

    /// A CD stub's card: what someone typed in, said to be a stub.
    package static func render(_ stub: CDStub) -> String {
        let shown = Displayable.escaped
        var lines = ["\(shown(stub.artist.isEmpty ? "Unknown artist" : stub.artist)) - \(shown(stub.title)) (CD stub)"]
        lines += stub.tracks.map { track in
            let title = track.title.isEmpty ? "(untitled)" : shown(track.title)
            return "\(track.position). \(title)" + (track.duration.map { "  \($0)" } ?? "")
        }
        stub.comment.map { lines.append(shown($0)) }
        lines.append(stub.url)
        lines.append("A CD stub is not a release: no label, year or catalogue number.")
        lines.append(Service.musicbrainz.attribution)
        return lines.joined(separator: "\n")
    }
}

/// The disc's answer as one line of JSON; every key is always present (null when empty).
struct DiscRecord: Encodable {
    let answer: DiscAnswer

    init(_ answer: DiscAnswer) {
        self.answer = answer
    }

    enum CodingKeys: String, CodingKey {
        case disc, status, match, album, alternatives, musicbrainz, stub, error
        case submissionURL = "submission_url"
    }

    enum DiscKeys: String, CodingKey {
        case id, device, toc, tracks, seconds, mcn
        case freedbID = "freedb_id"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var disc = container.nestedContainer(keyedBy: DiscKeys.self, forKey: .disc)
        try disc.encode(answer.disc.id, forKey: .id)
        try disc.encode(answer.disc.freedbID, forKey: .freedbID)
        try disc.encode(answer.disc.device, forKey: .device)
        try disc.encode(answer.disc.toc.description, forKey: .toc)
        try disc.encode(answer.disc.toc.trackCount, forKey: .tracks)
        try disc.encode(answer.disc.toc.seconds, forKey: .seconds)
        try disc.encode(answer.disc.mcn, forKey: .mcn)
        try container.encode(status, forKey: .status)
        try container.encode(match, forKey: .match)
        try container.encode(answer.best.map { AlbumJSON(album: $0.album) }, forKey: .album)
        try container.encode((answer.best?.alternatives ?? []).map(AlbumJSON.init), forKey: .alternatives)
        try container.encode(answer.musicBrainzRelease.map(AlbumJSON.init), forKey: .musicbrainz)
        try container.encode(answer.stub.map(StubJSON.init), forKey: .stub)
        try container.encode(answer.failures.first?.description, forKey: .error)
        try container.encode(answer.best == nil ? answer.disc.submissionURL : nil, forKey: .submissionURL)
    }

    private var status: RecordStatus {
        if answer.best != nil { return .found }
        if answer.stub != nil { return .stub }
        return answer.failures.isEmpty ? .notFound : .error
    }

    /// "disc-id" or "fuzzy-toc" (MusicBrainz), "barcode" or "catno" (found only that way); null when nothing.
    private var match: String? {
        if case .found(_, _, let match, _) = answer.discID { return match.rawValue }
        guard answer.best != nil else { return nil }
        return answer.askedFor?.hasPrefix("barcode") == true ? "barcode" : "catno"
    }

    func jsonLine() -> String { JSONLine.encode(self, fallback: "{\"status\":\"error\"}") }
}

/// A CD stub as `{"id", "title", "artist", "barcode", "comment", "url", "tracks": [{"position", "title", "duration"}]}`.
package struct StubJSON: Encodable {
    let id: String
    let title: String
    let artist: String
    @NullWhenNil var barcode: String?
    @NullWhenNil var comment: String?
    let url: String
    let tracks: [Row]

    struct Row: Encodable {
        let position: String
        let title: String
        @NullWhenNil var duration: String?
    }
}

extension StubJSON {
    package init(_ stub: CDStub) {
        self.init(
            id: stub.discID, title: stub.title, artist: stub.artist, barcode: stub.barcode, comment: stub.comment,
            url: stub.url,
            tracks: stub.tracks.map { Row(position: $0.position, title: $0.title, duration: $0.duration) })
    }
}
