import Album

/// What a catalogue-number search came to (`lookup --catno`, or a typed argument that reads as one).
package struct CatalogNumberAnswer: Sendable {
    /// The first service's releases numbered so; `.notFound` when no service found any.
    package var outcome: LookupOutcome
    /// The services asked, in order.
    package var searched: [Service]
    /// The service that answered, when one found releases.
    package var answeredBy: Service?
    /// Failures of a service: warnings when another answered, else the search's failure.
    package var failures: [LookupError]
}

extension LookupSession {
    /// Asks Discogs (with a token) and then MusicBrainz, as the session's choice says, for
    /// the releases numbered `number` (on `label`, when given), and answers with the first
    /// that finds some; a service that fails does not stop the next.
    package func lookup(catalogNumber number: CatalogNumber, label: String?) -> CatalogNumberAnswer {
        let sources: [any CatalogNumberSource] =
            [discogs as (any CatalogNumberSource)?, musicBrainz].compactMap { $0 }
        var answer = CatalogNumberAnswer(
            outcome: .notFound, searched: sources.flatMap(\.services), answeredBy: nil, failures: [])
        for source in sources {
            do {
                let outcome = try source.lookup(catalogNumber: number, label: label)
                if case .found = outcome {
                    answer.outcome = outcome
                    answer.answeredBy = source.services.first
                    return answer
                }
            } catch {
                answer.failures.append(error)
            }
        }
        return answer
    }
}
