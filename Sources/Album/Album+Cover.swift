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
        return "\(coverArtArchive)/release/\(releaseID)/front-250"
    }
}
