/// The bounds on frames a second: each phone at most 10 a second, each address at most 30 a
/// second on average.
///
/// A phone's bound is a gap between two of its frames (a page sends one every 0.3 s). An
/// address's bound is a budget that refills at 30 frames a second and holds a few, not a gap:
/// several pages behind one address (phones behind a router, tabs, two browsers on one machine)
/// tick on timers of the same clock, and a gap made the later of two pages whose ticks fell
/// within it lose every frame, for as long as the two kept their rhythm.
struct FrameRateBounds {
    /// The shortest gap between two frames from one phone.
    static let phoneInterval = 0.1
    /// Frames a second an address may send on average, whatever pages it names.
    static let addressRate = 30.0
    /// Frames an address may send at once (pages whose timers fire together).
    static let addressBurst = 8.0
    /// The most phones and addresses remembered (past it, they start again).
    static let clientLimit = 128

    private var phoneLast: [String: Double] = [:]
    /// Each address's frames in hand, and when they were counted.
    private var addressBudget: [String: (frames: Double, at: Double)] = [:]

    /// Whether a frame from `phone` at `address` at `now` is within the bounds; counted when it is.
    mutating func admits(phone: String, address: String, at now: Double) -> Bool {
        if let last = phoneLast[phone], now - last < Self.phoneInterval { return false }
        var budget = addressBudget[address] ?? (Self.addressBurst, now)
        budget.frames = min(Self.addressBurst, budget.frames + max(0, now - budget.at) * Self.addressRate)
        budget.at = now
        guard budget.frames >= 1 else {
            addressBudget[address] = budget
            return false
        }
        budget.frames -= 1
        if phoneLast.count >= Self.clientLimit, phoneLast[phone] == nil { phoneLast.removeAll() }
        if addressBudget.count >= Self.clientLimit, addressBudget[address] == nil { addressBudget.removeAll() }
        phoneLast[phone] = now
        addressBudget[address] = budget
        return true
    }
}
