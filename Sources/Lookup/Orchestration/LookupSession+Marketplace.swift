extension LookupSession {
    /// The Discogs client of the session, for the marketplace calls (`cdscan value`); nil
    /// when the session asks no Discogs (no token).
    package var marketplace: DiscogsClient? { discogs }
}
