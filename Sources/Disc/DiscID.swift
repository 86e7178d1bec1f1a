/// Disc IDs from tables of contents, through libdiscid.
public enum DiscID {
    /// The disc a table of contents describes, with its MusicBrainz and freedb ids (no MCN: it is not in the TOC).
    public static func disc(for toc: TableOfContents) throws(DiscError) -> Disc {
        try DiscIDHandle().put(toc)
    }
}
