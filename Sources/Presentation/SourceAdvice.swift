import Lookup

/// What cdscan says about the sources a run can ask: the note when a missing token leaves one
/// out, and the advice when a run cannot start for want of one.
package enum SourceAdvice {
    /// The note for stderr on what `missing` leaves out.
    package static func note(_ missing: MissingToken) -> String {
        switch missing {
        case .musicBrainzOnly:
            "no DISCOGS_TOKEN: asking MusicBrainz only (a Discogs token adds Discogs: "
                + "https://www.discogs.com/settings/developers)"
        case .releasesFromDumpOnly:
            "no DISCOGS_TOKEN: releases the dump index does not hold are recorded as not found "
                + "(with a token, import again with --retry to fetch them)"
        }
    }

    /// What to do without a token when one is needed (`LookupSession.Failure.noToken`): every
    /// command that needs one says this, `sync` and `value` too, so it names them all; and the
    /// config file by the variable that places it, since a user may have set XDG_CONFIG_HOME.
    package static let missingToken = """
        DISCOGS_TOKEN is not set, and Discogs needs one (--source discogs, --add-to-collection, sync, \
        value without --offline). Create a personal access token at \
        https://www.discogs.com/settings/developers and put the line DISCOGS_TOKEN=... in the config \
        file $XDG_CONFIG_HOME/cdscan/config (default ~/.config/cdscan/config; chmod 600 it), or \
        export DISCOGS_TOKEN=... Without one, --source auto asks MusicBrainz alone.
        """

    /// What to do when no source can fetch releases (`LookupSession.Failure.noReleaseSource`).
    package static let noReleaseSource = """
        a Discogs collection export has no barcodes: its releases are fetched from Discogs, which \
        needs DISCOGS_TOKEN (create a personal access token at https://www.discogs.com/settings/developers), \
        or from a dump index (cdscan dump import); nothing was imported.
        """
}
