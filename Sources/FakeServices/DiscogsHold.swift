/// One request of `FakeDiscogs` whose answer is held back until the server stops
/// (``FakeDiscogs/holdAnswer(to:occurrence:carryingOut:)``): the point where a test kills its client,
/// found by what the client sent rather than by timing.
struct DiscogsHold: Sendable {
    /// Which requests count.
    var matches: @Sendable (RecordedRequest) -> Bool
    /// The matching requests still to answer before the held one.
    var remaining: Int
    /// Whether the held request is carried out first (Discogs acted, its answer never arrived).
    var carriesOut: Bool
    /// Whether the request was held.
    var held = false
}

extension FakeDiscogs {
    /// From now on answers the requests that `matches` normally until the `occurrence`-th (from
    /// 1), whose answer is held back until the server stops; with `carryingOut`, that request's
    /// change is made first, as when Discogs acted and the connection was lost. Wait for
    /// ``heldAnswer`` before stopping the client.
    ///
    /// ```swift
    /// discogs.holdAnswer(to: { $0.method == "POST" }, occurrence: 3)
    /// // start the client; wait until discogs.heldAnswer; kill -9 it
    /// ```
    package func holdAnswer(
        to matches: @escaping @Sendable (RecordedRequest) -> Bool, occurrence: Int = 1, carryingOut: Bool = true
    ) {
        emulator.state.withLock {
            $0.hold = DiscogsHold(matches: matches, remaining: max(0, occurrence - 1), carriesOut: carryingOut)
        }
    }

    /// Whether the answer `holdAnswer` set up is being held back now (the request came).
    package var heldAnswer: Bool {
        emulator.state.withLock { $0.hold?.held ?? false }
    }
}
