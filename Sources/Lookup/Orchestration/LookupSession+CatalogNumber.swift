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
    /// Asks the dump index, Discogs (with a token) and then MusicBrainz, as the session's
    /// choice says, for the releases numbered `number` (on `label`, when given), and answers
    /// with the first that finds some; a source that fails does not stop the next. An index
    /// that holds no catalogue numbers (an older import) is passed over, unless it is the only
    /// source, which then says to import the dump again.
    package func lookup(catalogNumber number: CatalogNumber, label: String?) -> CatalogNumberAnswer {
        let local = (dump as? any CatalogNumberSource).flatMap { index in
            index.answersCatalogNumbers || source === dump ? index : nil
        }
        let sources: [any CatalogNumberSource] =
            [local, discogs as (any CatalogNumberSource)?, musicBrainz].compactMap { $0 }
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
