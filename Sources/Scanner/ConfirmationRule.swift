/// Decides which engine reads are codes: the rule that keeps a misread out of the catalogue.
///
/// Reads of one code whose boxes meet are one sighting. A sighting is confirmed when both
/// engines read it, when one engine's own evidence is strong (zbar's quality, zxing-cpp's
/// agreeing lines), or when two differently prepared frames gave it. Two confirmed sightings of
/// different codes whose boxes overlap are one symbol read two ways: a conflict, and neither is
/// reported. An unconfirmed read is never reported and blocks nothing. Sightings apart are
/// separate codes.
public struct ConfirmationRule: Sendable, Equatable {
    /// zbar's quality at which its read stands alone.
    public var zbarLines: Int
    /// zxing-cpp's agreeing lines at which its read stands alone.
    public var zxingLines: Int
    /// Frames prepared differently (passes) that must agree when one engine has only weak reads.
    public var passes: Int
    /// How far boxes may be apart and still be the same symbol, as a fraction of the longer side
    /// (see `Box.overlaps`).
    public var margin: Double

    /// The thresholds chosen by replaying recorded reads of `../shared/photos` and
    /// `Fixtures/images` (bench/rule-eval.py): with two agreeing passes enough, codes stitched
    /// from the halves of two neighbouring CD cases, and misreads of tiny bars, were confirmed
    /// on the 24-case table; three passes, 25 zbar lines or 16 zxing lines let none through.
    public static let standard = ConfirmationRule(zbarLines: 25, zxingLines: 16, passes: 3, margin: 0.2)

    /// What `reads` come to.
    public func decide(_ reads: [EngineRead]) -> Verdict {
        let sightings = Sighting.group(reads, margin: margin)
        var verdict = Verdict()
        var confirmed: [(sighting: Sighting, how: Confirmation)] = []
        for sighting in sightings {
            if let how = confirmation(of: sighting) {
                confirmed.append((sighting, how))
            } else {
                verdict.unconfirmed += sighting.reads
            }
        }
        var inConflict = Set<Int>()
        for (index, first) in confirmed.enumerated() {
            for (otherIndex, second) in confirmed.enumerated().dropFirst(index + 1)
            where first.sighting.key != second.sighting.key
                && first.sighting.box.overlaps(second.sighting.box)
            {
                inConflict.formUnion([index, otherIndex])
                verdict.conflicts.append(
                    Conflict(
                        codes: [first.sighting.key, second.sighting.key],
                        box: first.sighting.box.union(second.sighting.box)))
            }
        }
        for (index, entry) in confirmed.enumerated() where !inConflict.contains(index) {
            verdict.codes.append(entry.sighting.symbol(confirmed: entry.how))
        }
        verdict.codes.sort { ($0.box?.minY ?? 0, $0.box?.minX ?? 0) < ($1.box?.minY ?? 0, $1.box?.minX ?? 0) }
        return verdict
    }

    /// The strongest reason `sighting` counts, or nil when nothing does.
    func confirmation(of sighting: Sighting) -> Confirmation? {
        if sighting.engines.count > 1 { return .bothEngines }
        let zbar = sighting.reads.filter { $0.engine == .zbar }.map(\.evidence).max() ?? 0
        if zbar >= zbarLines { return .zbarLines(zbar) }
        let zxing = sighting.reads.filter { $0.engine == .zxing }.map(\.evidence).max() ?? 0
        if zxing >= zxingLines { return .zxingLines(zxing) }
        if sighting.passes.count >= passes { return .passes(sighting.passes.count) }
        return nil
    }
}

/// What `ConfirmationRule.decide` found.
public struct Verdict: Sendable, Equatable {
    /// The confirmed codes, top to bottom, each with its box and add-on.
    public var codes: [DecodedSymbol] = []
    /// Places where one symbol was read as two different confirmed codes.
    public var conflicts: [Conflict] = []
    /// Reads nothing confirmed (kept for `--verbose` and for deciding whether to try more passes).
    public var unconfirmed: [EngineRead] = []

    /// Nothing read.
    public init() {}
}
