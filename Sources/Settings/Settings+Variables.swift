extension Settings {
    /// Every variable cdscan reads, with its meaning, for the man page (`.env.example` and the
    /// README say the same). A `.env` may set only `dotEnvVariables`; the numbers are range-checked.
    package static let documentedVariables: [(String, String)] = [
        (
            "DISCOGS_TOKEN",
            "A Discogs personal access token. Optional: without it cdscan asks MusicBrainz alone; needed for "
                + "--source discogs and --add-to-collection. In the config file only when no one else can read it."
        ),
        ("DISCOGS_API_URL", "The Discogs API base URL (default https://api.discogs.com); not read from .env."),
        ("MUSICBRAINZ_API_URL", "The MusicBrainz base URL (default https://musicbrainz.org); not read from .env."),
        ("CDSCAN_SOURCE", "The default of --source: auto, discogs, musicbrainz or dump."),
        ("CDSCAN_PICK", "The default of --pick: best, ask or all."),
        ("CDSCAN_DB", "The default of --db, the catalog database; not read from .env."),
        (
            "CDSCAN_DUMP_INDEX",
            "The default of --index, the dump index that dump import makes and lookup, scan, catalog and "
                + "items import/refresh ask (default discogs-dump.sqlite beside the catalog); not read from .env."
        ),
        (
            "CDSCAN_FORMAT",
            "The default of --format for CSV: cdscan, discogs, spreadsheet or jsonl (html is refused: a gallery "
                + "is asked for with its folder)."
        ),
        (
            "DISCOGS_RATE_WINDOW",
            "Seconds of Discogs' moving rate-limit window (1 to 3600, default 60; only for test servers)."
        ),
        ("CDSCAN_HTTP_TIMEOUT", "Seconds one HTTP request may take (0.1 to 3600, default 30)."),
        (
            "CDSCAN_RETRY_DELAY",
            "Seconds before the first retry (0 to 60, default 2; doubles per retry, at most 60)."
        ),
        (
            "CDSCAN_COVER_RATE",
            "Cover downloads a second for export --format html and scan --phone (1 to 100, default 1)."
        ),
        (
            "CDSCAN_CURRENCY",
            "The default of value --currency: USD, GBP, EUR, CAD, AUD, JPY, CHF, MXN, BRL, NZD, SEK or ZAR."
        ),
        ("COVERART_URL", "The Cover Art Archive base URL (default https://coverartarchive.org); not read from .env."),
        (
            "XDG_CONFIG_HOME",
            "Where the config file cdscan/config lives (default ~/.config): the variables above as KEY=value lines."
        ),
        ("XDG_DATA_HOME", "Where the catalog database lives (default ~/.local/share)."),
        ("NO_COLOR", "Any value turns colour, previews and redrawn progress off."),
    ]
}
