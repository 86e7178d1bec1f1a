import Basics

extension LookupSession {
    /// The session that finds cover image URLs the catalogue lacks: Discogs alone when a
    /// token is set; nil without one (answers from the dump index then keep the placeholder).
    ///
    /// Answers from the dump index carry no image URL (the dump has none); Discogs'
    /// release page names it, and reading it needs the token. The session paces its
    /// requests with Discogs' rate limiter and retries them as every lookup does.
    package static func forCoverImages(_ configuration: Configuration, time: any TimeSource) throws(Failure)
        -> LookupSession?
    {
        guard configuration.services.discogsToken != nil else { return nil }
        return try make(configuration, plan: SourcePlan(choice: .discogs, hasToken: true), time: time)
    }

    /// The image URL Discogs' release page (`GET /releases/{id}`) names for `releaseID`; nil
    /// when the release has none, Discogs has no such release, or the session has no Discogs client.
    ///
    /// The token goes to the Discogs API only: the URL returned is fetched by
    /// `CoverImageClient`, which sends none.
    package func discogsImageURL(releaseID: String) throws(LookupError) -> String? {
        guard let discogs else { return nil }
        do {
            return try discogs.releaseDetails(id: releaseID).album.coverImage
        } catch .releaseNotFound {
            return nil
        }
    }
}
