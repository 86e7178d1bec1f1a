extension Album {
    /// The Cover Art Archive, asked for MusicBrainz releases whose answer named no cover.
    package static let coverArtArchive = "https://coverartarchive.org"

    /// Where to download the front cover from: the database's own `coverImage`, else for a
    /// MusicBrainz release the Cover Art Archive's front at `coverArtArchive` (its base URL);
    /// nil when neither is known (a dump answer names none).
    package func coverURL(coverArtArchive: String = Album.coverArtArchive) -> String? {
        if let coverImage { return coverImage }
        // Only an MBID (hex digits and dashes) goes into the archive's path.
        let isMBID = !releaseID.isEmpty && releaseID.allSatisfy { $0.isHexDigit || $0 == "-" }
        guard source == .musicbrainz, isMBID else { return nil }
        return Self.frontCover(ofMusicBrainzRelease: releaseID, coverArtArchive: coverArtArchive)
    }

    /// The one place a Cover Art Archive URL is made: the front cover (250 pixels) of MusicBrainz
    /// release `mbid` at `coverArtArchive` (`COVERART_URL`, default the archive itself), for an
    /// answer that names a front cover and for one that does not alike.
    package static func frontCover(ofMusicBrainzRelease mbid: String, coverArtArchive: String) -> String {
        let base = coverArtArchive.hasSuffix("/") ? String(coverArtArchive.dropLast()) : coverArtArchive
        return "\(base)/release/\(mbid)/front-250"
    }
}
