/// One row of a tracklist: a track, or a heading that groups the tracks after it.
package struct Track: Sendable, Codable, Equatable, Hashable {
    /// As printed on the release: "7", "1-1" (disc 1, track 1), "A1"; empty for headings.
    package var position: String
    package var title: String
    /// As printed, "3:12" or "1:02:45"; nil when unknown (and for headings).
    package var duration: String?
    /// A heading ("Disc 1", "Side A", "Bonus Tracks") rather than something to play.
    package var isHeading: Bool
    /// The track's own artist credit when it differs from the release's (compilations); nil otherwise.
    package var artist: String?
    /// The movements or parts of an index track ("3.a", "3.b"), in order; empty for most tracks.
    package var subtracks: [Track]

    package init(
        position: String, title: String, duration: String? = nil, isHeading: Bool = false, artist: String? = nil,
        subtracks: [Track] = []
    ) {
        self.position = position
        self.title = title
        self.duration = duration
        self.isHeading = isHeading
        self.artist = artist
        self.subtracks = subtracks
    }

    /// A heading row: no position, no duration.
    package static func heading(_ title: String) -> Track {
        Track(position: "", title: title, isHeading: true)
    }

    /// The disc number of a multi-disc position ("2-5" → 2, "CD1-3" → 1); nil for "7" or "A1".
    package var disc: Int? {
        guard let dash = position.firstIndex(of: "-") else { return nil }
        let digits = position[..<dash].reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        return Int(String(digits.reversed()))
    }

    /// `duration` in seconds ("3:12" → 192, "1:02:45" → 3765); nil when missing or unreadable.
    package var seconds: Int? {
        guard let duration else { return nil }
        let parts = duration.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var total = 0
        for (index, part) in parts.enumerated() {
            // A first part of 100 000 (hours or minutes) is no track's length, and bigger ones overflow.
            guard let value = Int(part), (0..<100_000).contains(value), index == 0 || (part.count == 2 && value < 60)
            else { return nil }
            total = total * 60 + value
        }
        return total
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
