import Album

/// A release's tracklist as lines under the album card (`--details`).
///
///     Tracklist: 6 tracks, 1:20:50
///       Disc One
///       1-1      Opening Fixture             3:12
///                Suite: Three Movements     11:30
///         1-3.a    Morning                   3:40
///
/// Positions as the release prints them ("1-1" is disc 1, track 1), headings on their
/// own lines, the parts of an index track indented under it, durations right-aligned in a column.
package enum TracklistText {
    /// The widest title the duration column waits for; longer titles push their duration right.
    static let titleColumn = 44

    package static func lines(_ details: ReleaseDetails) -> [String] {
        guard !details.tracks.isEmpty else { return ["Tracklist: none given"] }
        let rows = flatten(details.tracks, depth: 0)
        let positionWidth = rows.map { $0.track.isHeading ? 0 : $0.track.position.count + 2 * $0.depth }.max() ?? 0
        let timed = rows.filter { $0.track.duration != nil && !$0.track.isHeading }
        let titleWidth = min(titleColumn, timed.map { title(of: $0.track, depth: $0.depth).count }.max() ?? 0)
        let durationWidth = timed.compactMap { $0.track.duration?.count }.max() ?? 0
        var lines = [heading(details)]
        for (track, depth) in rows {
            if track.isHeading {
                lines.append("  \(track.title)")
                continue
            }
            let position = String(repeating: " ", count: 2 * depth) + track.position
            var line = "  " + position.padding(toLength: positionWidth, withPad: " ", startingAt: 0) + "  "
            let name = title(of: track, depth: depth)
            if let duration = track.duration {
                line += name.padding(toLength: max(titleWidth, name.count), withPad: " ", startingAt: 0)
                line += "  " + String(repeating: " ", count: max(0, durationWidth - duration.count)) + duration
            } else {
                line += name
            }
            lines.append(line)
        }
        return lines
    }

    /// "Tracklist: 6 tracks, 1:22:50" (without a total when no duration is known).
    package static func heading(_ details: ReleaseDetails) -> String {
        let count = details.playableTracks.count
        var text = "Tracklist: " + (count == 1 ? "1 track" : "\(count) tracks")
        if let total = details.totalSeconds { text += ", " + duration(total) }
        return text
    }

    /// "3:12", "1:02:03".
    package static func duration(_ seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// The title, with the track's own artist when it differs from the release's.
    private static func title(of track: Track, depth: Int) -> String {
        let indent = String(repeating: " ", count: 2 * depth)
        return indent + track.title + (track.artist.map { " – \($0)" } ?? "")
    }

    /// Every row in order, the parts of index tracks after their parent, one level deeper.
    private static func flatten(_ tracks: [Track], depth: Int) -> [(track: Track, depth: Int)] {
        tracks.flatMap { track in [(track, depth)] + flatten(track.subtracks, depth: depth + 1) }
    }
}
