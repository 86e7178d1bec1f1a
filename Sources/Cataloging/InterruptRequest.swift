/// How firmly the person asked a batch to stop.
public enum InterruptRequest: Int, Sendable, Comparable {
    /// Carry on.
    case none
    /// One Ctrl-C or SIGTERM: stop once the lookup in flight has finished.
    case afterCurrent
    /// A second one: stop now, leaving the lookup in flight for the next run.
    case now

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
