import Basics

/// What cdscan says of a wait a person would notice (`NoticedWaits`): the line `catalog -` and
/// `lookup -` print at a terminal, and the part of `catalog`'s progress line, worded once.
package enum WaitText {
    /// "waiting 12 s for its turn (the services' rate limit)…", "waiting 4 s before asking again…".
    package static func waiting(seconds: Double, reason: WaitReason) -> String {
        let shown = "\(Int(seconds.rounded(.up))) s"
        return switch reason {
        case .rateLimit: "waiting \(shown) for its turn (the services' rate limit)…"
        case .retry: "waiting \(shown) before asking again…"
        }
    }
}
