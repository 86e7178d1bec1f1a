import Album
import Catalog
import Disc
import Lookup

extension BatchRunner {
    /// Looks up a catalogue number (Discogs, then MusicBrainz), identifies a disc (its disc ID,
    /// MCN, and the barcode or catalogue number they lead to) or fetches a Discogs release by id
    /// (the dump index, then Discogs) through the batch's session and rate limiters, and records
    /// the answer on every copy; nil when the batch must stop.
    ///
    /// Answers rank and turn ambiguous as a barcode's do (`outcome(_:pickBest:)`). They are not
    /// cached: a second copy takes the first one's answer when it is recorded.
    func resolveCode(_ subject: BatchSubject, report: inout BatchReport) throws(CatalogError) -> CatalogOutcome? {
        guard let worker = lookupWorker(report: &report) else { return nil }
        guard
            let done = worker.run(
                { session in CodeAnswer(asking: session, about: subject) }, whileWaiting: givesUpWaiting)
        else {
            report.stop = .interrupted
            return nil
        }
        report.tally.requests += done.requests
        let answer = done.value
        answer.fallbacks.forEach { observer.batch(.fellBack(subject, $0)) }
        if case .disc(let disc) = subject, let identification = answer.identification {
            observer.batch(.discIdentified(disc, identification))
        }
        return try settle(answer.result, for: subject, report: &report) { _, outcome throws(CatalogError) in
            try store.recordResult(outcome, for: subject.key)
            // A release fetched by id comes with its tracklist: kept, as --details would.
            if let details = answer.details { try store.recordDetails(details, for: subject.key) }
        }
    }
}

/// What the services said about a catalogue number or a disc, as the batch records it.
struct CodeAnswer: Sendable {
    /// The releases found (ranked), or the failure when no service answered.
    var result: Result<LookupOutcome, LookupError>
    /// Failures of a service another made up for.
    var fallbacks: [ServiceFallback]
    /// A disc's whole answer (disc ID match, CD stub), for the observer.
    var identification: DiscIdentification?
    /// A release fetched by id: its tracklist, credits and identifiers, when the answer held them.
    var details: ReleaseDetails?

    /// Asks `session`; runs on the lookup worker's thread.
    init(asking session: LookupSession, about subject: BatchSubject) {
        switch subject {
        case .catalogNumber(let number):
            let answer = session.lookup(catalogNumber: number, label: nil)
            self.init(found: answer.outcome, failures: answer.failures)
        case .disc(let disc):
            let answer = session.identify(discID: disc.id, toc: disc.toc.description, mcn: disc.barcode)
            let found = answer.best.map { LookupOutcome.found(best: $0.album, alternatives: $0.alternatives) }
            self.init(found: found ?? .notFound, failures: answer.failures)
            identification = answer
        case .release(let id):
            let result = Result { () throws(LookupError) in try session.release(discogsID: id) }
            let outcome = result.map { fetched in
                fetched.map { LookupOutcome.found(best: $0.album, alternatives: []) } ?? .notFound
            }
            self.init(result: outcome, fallbacks: [], identification: nil)
            details = (try? result.get())??.details
        case .barcode(let gtin):
            let result = Result { () throws(LookupError) in try session.lookup(gtin) }
            self.init(
                result: result, fallbacks: (try? result.get()).map(session.fallbacks) ?? [], identification: nil)
        }
    }

    init(
        result: Result<LookupOutcome, LookupError>, fallbacks: [ServiceFallback], identification: DiscIdentification?
    ) {
        self.result = result
        self.fallbacks = fallbacks
        self.identification = identification
    }

    /// Releases found make the failures warnings; without any, the first failure is the answer.
    private init(found: LookupOutcome, failures: [LookupError]) {
        if case .found = found {
            self.init(
                result: .success(found), fallbacks: ServiceFallback.all(failures, after: found), identification: nil)
        } else if let first = failures.first {
            self.init(result: .failure(first), fallbacks: [], identification: nil)
        } else {
            self.init(result: .success(.notFound), fallbacks: [], identification: nil)
        }
    }
}
