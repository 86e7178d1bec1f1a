/// Disc IDs from tables of contents, through libdiscid.
package enum DiscID {
    /// The disc a table of contents describes, with its MusicBrainz and freedb ids (no MCN: it is not in the TOC).
    package static func disc(for toc: TableOfContents) throws(DiscError) -> Disc {
        try DiscIDHandle().put(toc)
    }
}
