import Album

/// A service that failed for a code another service then found: a warning beside the answer,
/// not a failure of the lookup (Presentation words it).
package struct ServiceFallback: Sendable, Equatable {
    /// Why the first service gave no answer.
    package var failure: LookupError
    /// The service whose answer stands.
    package var answeredBy: Service

    package init(failure: LookupError, answeredBy: Service) {
        (self.failure, self.answeredBy) = (failure, answeredBy)
    }

    /// What `failures` come to beside `outcome`: each made up for by the release found, none
    /// when nothing was found (the failures are then the answer, not a warning).
    package static func all(_ failures: [LookupError], after outcome: LookupOutcome) -> [ServiceFallback] {
        guard case .found(let best, _) = outcome else { return [] }
        return failures.map { ServiceFallback(failure: $0, answeredBy: best.source) }
    }
}
