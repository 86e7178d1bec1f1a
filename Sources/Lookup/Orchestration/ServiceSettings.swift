import Album

/// Where the lookup services are and how they are asked: the settings a command read
/// (environment, `.env`, the config file) that a `LookupSession` is made from.
package struct ServiceSettings: Sendable {
    /// `DISCOGS_TOKEN`; nil: Discogs is not asked unless it must be.
    package var discogsToken: String?
    /// The Discogs API (`DISCOGS_API_URL`, default https://api.discogs.com).
    package var discogsAPIURL: String
    /// The MusicBrainz web service (`MUSICBRAINZ_API_URL`, default https://musicbrainz.org).
    package var musicBrainzAPIURL: String
    /// Seconds a whole HTTP request may take (`CDSCAN_HTTP_TIMEOUT`).
    package var httpTimeout: Double
    /// Seconds before the first retry after a failure (`CDSCAN_RETRY_DELAY`); doubles per retry,
    /// at most a minute.
    package var retryDelay: Double
    /// Seconds of Discogs' moving rate-limit window (`DISCOGS_RATE_WINDOW`, default 60);
    /// only a scaled-down test server needs another.
    package var discogsRateWindow: Double
    /// The folder (cdscan's data folder) where the rate budget shared with other cdscan
    /// processes is kept (`SharedRequestLog`); nil, or a folder that does not exist: each
    /// process counts its own requests alone.
    package var rateBudgetDirectory: String?
    /// The Cover Art Archive (`COVERART_URL`, default https://coverartarchive.org): where
    /// MusicBrainz releases' front covers are, in answers and downloads alike, and the one
    /// origin covers may come from over plain http or from this machine.
    package var coverArtArchive = Album.coverArtArchive

    package init(
        discogsToken: String?, discogsAPIURL: String, musicBrainzAPIURL: String, httpTimeout: Double,
        retryDelay: Double, discogsRateWindow: Double
    ) {
        self.discogsToken = discogsToken
        self.discogsAPIURL = discogsAPIURL
        self.musicBrainzAPIURL = musicBrainzAPIURL
        self.httpTimeout = httpTimeout
        self.retryDelay = retryDelay
        self.discogsRateWindow = discogsRateWindow
    }
}
