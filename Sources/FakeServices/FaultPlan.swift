/// Random faults for a `FakeDiscogs`: each request, with probability `rate`, gets one
/// of `faults` instead of its answer, chosen by a seeded generator so a failing run
/// can be replayed.
///
/// ```swift
/// discogs.injectFaults(FaultPlan(rate: 0.1, seed: 42))
/// // ... run a batch ...
/// discogs.injectedFaults   // ["status 503": 12, "hang": 9, ...]
/// ```
///
/// A drawn fault takes the place of a `failNext`/`scriptNext` reply: it is answered
/// before the User-Agent, token and rate-limit checks, whatever the request asks.
package struct FaultPlan: Sendable {
    /// The share of requests that get a fault, 0...1.
    package var rate: Double
    /// The faults to choose from, each equally likely.
    package var faults: [DiscogsReply]
    /// How many of each fault were injected so far, by `label(of:)`.
    package private(set) var injected: [String: Int] = [:]
    private var generator: SplitMix64

    /// Every fault a batch must survive: 5xx HTML pages, 429, a hang (set a short
    /// client timeout), a reset mid-body, truncated JSON, JSON of the wrong shape,
    /// an HTML page with status 200 and a connection closed without an answer.
    package static let standardFaults: [DiscogsReply] = [
        .status(500), .status(502), .status(503), .status(429), .hang, .resetMidBody, .malformedJSON,
        .wrongShapeJSON, .htmlPage, .closeWithoutAnswer,
    ]

    package init(rate: Double, seed: UInt64, faults: [DiscogsReply] = FaultPlan.standardFaults) {
        self.rate = min(1, max(0, rate))
        self.faults = faults
        generator = SplitMix64(seed: seed)
    }

    /// The fault for the next request, or nil for its normal answer.
    mutating func draw() -> DiscogsReply? {
        guard !faults.isEmpty, Double.random(in: 0..<1, using: &generator) < rate else { return nil }
        let fault = faults[Int.random(in: 0..<faults.count, using: &generator)]
        injected[Self.label(of: fault), default: 0] += 1
        return fault
    }

    /// A short name for a reply, for `injected`: "status 503", "hang", "reset mid-body".
    package static func label(of reply: DiscogsReply) -> String {
        switch reply {
        case .ok: "ok"
        case .delayed: "delayed"
        case .status(let status): "status \(status)"
        case .hang: "hang"
        case .closeWithoutAnswer: "close without answer"
        case .resetMidBody: "reset mid-body"
        case .malformedJSON: "malformed JSON"
        case .wrongShapeJSON: "wrong-shape JSON"
        case .htmlPage: "HTML page"
        case .hugeBody: "huge body"
        case .raw: "raw"
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood 2014): tiny, fast and the same on every platform,
/// which `SystemRandomNumberGenerator` is not meant to be. For seeded tests.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension FakeDiscogs {
    /// From now on answers a share of requests with random faults (see `FaultPlan`); nil stops them.
    package func injectFaults(_ plan: FaultPlan?) {
        emulator.state.withLock { $0.faultPlan = plan }
    }

    /// The faults injected so far by the current plan, by `FaultPlan.label(of:)`.
    package var injectedFaults: [String: Int] {
        emulator.state.withLock { $0.faultPlan?.injected ?? [:] }
    }
}
