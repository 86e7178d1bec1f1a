import Barcode

/// Decides which engine reads are codes: the rule that keeps a misread out of the catalogue.
///
/// Reads of one code whose boxes meet are one sighting. A sighting is confirmed when both
/// engines read it, when one engine's own evidence is strong for the symbol's size
/// (`EngineRead.relativeEvidence`: the share of the code's length its agreeing scan lines
/// cover), or when several differently prepared frames gave it, unless the other engine read a
/// different code in the same place. Two confirmed sightings of different codes whose boxes
/// overlap are one symbol read two ways: when both engines read one of them and a single engine
/// the other, the first stands (unless the bars reject it and accept the other); otherwise it is
/// a conflict, and neither is reported. The other
/// engine's read of another code that lies inside the length of a code zxing-cpp read (or a sure
/// one) and spans about half of it is a fragment of that code (a UPC-E read out of one half of an
/// EAN-13), not a dispute (`isFragment`). An unconfirmed read is never reported and blocks nothing. Sightings apart are
/// separate codes. A UPC-E of number system 1 is never confirmed: no trade item carries one, and
/// half an EAN-13 is one bar for bar (`GTIN.mayBeHalfOfEAN13`).
///
/// Where the bars can be checked (`PatternCheck`, passed to `decide`), a retail code one
/// engine alone confirmed (short of sure) whose bars reject it is unconfirmed, and a conflict
/// whose bars accept one code and not the other is that code.
///
/// Nothing is measured in absolute pixels: a symbol 60 pixels tall read cleanly on 12 of its
/// lines is as sure as one 600 pixels tall read on 120.
package struct ConfirmationRule: Sendable, Equatable {
    /// What one engine alone needs in one frame.
    package struct Evidence: Sendable, Equatable {
        /// zbar's share of the code's length (see `EngineRead.relativeEvidence`).
        package var zbar: Double
        /// zxing-cpp's share of the code's length.
        package var zxing: Double
        /// zbar's least count of lines whatever the share: a line or two is noise in any symbol.
        var zbarLines: Int
        /// zxing-cpp's least count of lines.
        var zxingLines: Int

        /// Evidence of the given shares and least line counts.
        package init(zbar: Double, zxing: Double, zbarLines: Int, zxingLines: Int) {
            self.zbar = zbar
            self.zxing = zxing
            self.zbarLines = zbarLines
            self.zxingLines = zxingLines
        }
    }

    /// Evidence needed in the frame as it is (`EngineRead.plainFrame`): what zbarimg and
    /// ZXingReader read, less only the reads too thin to trust.
    package var plain: Evidence
    /// Evidence needed in a frame a pass prepared: smoothing, scaling, thresholds and turns make
    /// misreads of their own, so they need more.
    package var prepared: Evidence
    /// Evidence past which one engine's read is sure: below it, a confirmed read is kept only
    /// when no later pass disputes it, so `PhotoReader` goes on looking.
    package var sure: Evidence
    /// Frames prepared differently (passes) that must agree when one engine has only weak reads.
    package var passes: Int
    /// How far boxes may be apart and still be the same symbol, as a fraction of the longer side
    /// (see `Box.overlaps`).
    package var margin: Double
    /// The longest a read inside another code's length may be, as a share of it, and still be a
    /// fragment of that code (see `isFragment`): two thirds, where the fragments seen were halves
    /// (0.51 to 0.55 on the tuning halves of seeds 31 and 37).
    var fragmentShare = 2.0 / 3.0
    /// Whether a code one engine alone confirmed past `sure` is checked too (see `decide`). On
    /// the tuning halves of 10 seeds (bench/verifier/README.md), once the check fitted EAN-8s
    /// and UPC-Es and saw past zbar's outline of a line, checking the sure codes too removed 1
    /// of 2 misreads, lost no right read, and took 5% more time (the camera never checks).
    package var checksSure = true
    /// Whether a code one engine read in the frame as it is, on enough lines but too small a
    /// share of the code to count alone (`isStrong`), is confirmed when the bars accept it
    /// (`Confirmation.bars`): a thin or short symbol that zbarimg or ZXingReader reads. On the
    /// tuning halves of 8 seeds (bench/verifier/README.md) this read 2 more codes and no wrong one, at a
    /// cost in time that could not be told from noise.
    package var checksThin = true
    /// Whether a code the bars reject still stands when one engine read it past `sure` in the frame
    /// as it is and `passes` differently prepared frames read it too (`isCorroborated`). The check
    /// fits straight bars; a label curved round a packet or creased fits none, so the check
    /// rejects codes that zxing-cpp reads there on 65 lines, and again turned and doubled
    /// (ean13-1/10.png of ../shared/photos-zxing, the tuning part of bench/zxing-photos-split.tsv).
    package var trustsCorroborated = true

    /// A rule of the given evidence, passes and margin.
    package init(plain: Evidence, prepared: Evidence, sure: Evidence, passes: Int, margin: Double) {
        self.plain = plain
        self.prepared = prepared
        self.sure = sure
        self.passes = passes
        self.margin = margin
    }

    /// The thresholds chosen on tuning halves of the degraded sets (bench/degraded-set.py,
    /// bench/recall-eval.py) and the fixtures, never on a validation half: in the frame as it
    /// is, 2% of the code's length for zbar (its right reads there start at 2.1%) and 1% for
    /// zxing-cpp, whose lines cover less (right reads from 0.9%), with at least 3 and 2 lines (a
    /// prepared frame's 4 and 6 when a margin was added, see `isStrong`); in
    /// prepared frames, where most misreads of the tuning half were made, twice the share, 4
    /// lines for zbar and 6 for zxing-cpp (it misread one of the 24 cases of
    /// Fixtures/images/table on 5 sharpened lines; no right read of the tuning half needed more).
    /// Sure past 20% for zbar and 5% for zxing-cpp: every misread of the tuning half stayed
    /// below, but for one zbar read of a stitched code, which both engines' read of the printed
    /// code outweighs. Three agreeing passes.
    package static let standard = ConfirmationRule(
        plain: Evidence(zbar: 0.02, zxing: 0.01, zbarLines: 3, zxingLines: 2),
        prepared: Evidence(zbar: 0.04, zxing: 0.03, zbarLines: 4, zxingLines: 6),
        sure: Evidence(zbar: 0.2, zxing: 0.05, zbarLines: 4, zxingLines: 3),
        passes: 3, margin: 0.2)

    /// Whether `symbol`'s confirmation leaves nothing to check: both engines, agreeing passes, or
    /// one engine's evidence past `sure`.
    func isSure(_ symbol: DecodedSymbol) -> Bool {
        symbol.confirmation.map(isSure) ?? false
    }

    /// Whether confirming a code `how` leaves nothing to check (see `isSure(_:)`).
    func isSure(_ how: Confirmation) -> Bool {
        switch how {
        case .bothEngines, .passes: true
        case .bars: false
        case .zbarLines(let lines, let percent): lines >= sure.zbarLines && Double(percent) >= sure.zbar * 100
        case .zxingLines(let lines, let percent): lines >= sure.zxingLines && Double(percent) >= sure.zxing * 100
        }
    }

    /// What `reads` come to.
    ///
    /// `check` is the bars' word on a retail code (printed as its `format` says) in a box of the
    /// original frame (`PatternCheck`, nil for no opinion): a code one engine alone confirmed
    /// (short of `sure`, unless `checksSure`) that the bars reject is a misread, and of two codes
    /// in conflict in one place, the one the bars accept where they do not accept the other is
    /// the code. No opinion changes nothing.
    package func decide(
        _ reads: [EngineRead], check: (_ code: GTIN, _ box: Box) -> PatternVerdict? = { _, _ in nil }
    ) -> Verdict {
        let sightings = Sighting.group(reads, margin: margin)
        var verdict = Verdict()
        var confirmed: [(sighting: Sighting, how: Confirmation)] = []
        // The bars' word on a sighting in `box`, for the retail symbologies alone.
        func checked(_ sighting: Sighting, in box: Box) -> PatternVerdict? {
            guard let code = sighting.checkedCode else { return nil }
            return check(code, box)
        }
        // Whether the bars reject `agreed`, the code both engines read, and accept `single`,
        // another code one engine read in the same place: the bars' word is the code.
        func barsOverturn(_ agreed: Sighting, for single: Sighting, in box: Box) -> Bool {
            checked(agreed, in: box) == .reject && checked(single, in: box) == .accept
        }
        // Codes both engines read that the bars reject where they accept another code one engine
        // read in the same place (which the agreement would otherwise dispute): indices in `sightings`.
        var overturned = Set<Int>()
        for sighting in sightings {
            // A thin read is checked only when nothing else confirms it. A UPC-E1 is what half an
            // EAN-13 looks like, bar for bar (`GTIN.mayBeHalfOfEAN13`): no evidence makes it a code
            // and the bars cannot tell. As any unconfirmed read, it may still dispute what the other
            // engine alone read in its place (`disputers`).
            guard !sighting.reads.contains(where: { $0.gtin?.mayBeHalfOfEAN13 == true }),
                let how = confirmation(of: sighting)
                    ?? (checksThin && isThin(sighting) && checked(sighting, in: sighting.box) == .accept ? .bars : nil)
            else {
                verdict.unconfirmed += sighting.reads
                continue
            }
            let rivals = disputers(of: sighting, confirmed: how, among: sightings)
            let standsAgainstRivals = rivals.allSatisfy { rival in
                sightings[rival].engines.count > 1
                    && barsOverturn(sightings[rival], for: sighting, in: sightings[rival].box.union(sighting.box))
            }
            if standsAgainstRivals,
                how == .bothEngines || how == .bars || (isSure(how) && !checksSure)
                    || (trustsCorroborated && isCorroborated(sighting))
                    || checked(sighting, in: sighting.box) != .reject
            {
                overturned.formUnion(rivals)
                confirmed.append((sighting, how))
            } else {
                verdict.unconfirmed += sighting.reads
            }
        }
        for rival in overturned {
            confirmed.removeAll { $0.sighting.key == sightings[rival].key && $0.sighting.box == sightings[rival].box }
            verdict.unconfirmed += sightings[rival].reads
        }
        // Boxes that overlap as they are, not within the margin: zbar outlines two labels of one
        // code side by side as one box, which the margin would carry onto a neighbouring code.
        var beaten = Set<Int>()
        for (index, first) in confirmed.enumerated() {
            for (otherIndex, second) in confirmed.enumerated().dropFirst(index + 1)
            where first.sighting.key != second.sighting.key
                && first.sighting.box.overlaps(second.sighting.box)
            {
                // Both engines agreeing outweighs one engine alone, unless the bars reject the
                // code both read and accept the other; two of a kind cancel out.
                let box = first.sighting.box.union(second.sighting.box)
                switch (first.how == .bothEngines, second.how == .bothEngines) {
                case (true, false):
                    beaten.insert(barsOverturn(first.sighting, for: second.sighting, in: box) ? index : otherIndex)
                case (false, true):
                    beaten.insert(barsOverturn(second.sighting, for: first.sighting, in: box) ? otherIndex : index)
                default:
                    // The bars may tell: each code is checked where either was read.
                    switch (checked(first.sighting, in: box), checked(second.sighting, in: box)) {
                    case (.accept, .reject), (.accept, nil): beaten.insert(otherIndex)
                    case (.reject, .accept), (nil, .accept): beaten.insert(index)
                    default:
                        beaten.formUnion([index, otherIndex])
                        verdict.conflicts.append(Conflict(codes: [first.sighting.key, second.sighting.key], box: box))
                    }
                }
            }
        }
        for (index, entry) in confirmed.enumerated() where !beaten.contains(index) {
            verdict.codes.append(entry.sighting.symbol(confirmed: entry.how))
        }
        verdict.codes.sort { ($0.box?.minY ?? 0, $0.box?.minX ?? 0) < ($1.box?.minY ?? 0, $1.box?.minX ?? 0) }
        return verdict
    }

    /// The strongest reason `sighting` counts, or nil when nothing does.
    func confirmation(of sighting: Sighting) -> Confirmation? {
        if sighting.engines.count > 1 { return .bothEngines }
        let strong = sighting.reads.filter(isStrong).max { $0.relativeEvidence < $1.relativeEvidence }
        if let strong { return alone(strong) }
        if sighting.passes.count >= passes { return .passes(sighting.passes.count) }
        return nil
    }

    /// Where the other engine read a different code where one engine alone confirmed
    /// `sighting`: the engines disagree about that symbol, so neither engine's word is taken.
    /// (When both engines read a code, they agree on it, and a disagreement elsewhere is a
    /// conflict between confirmed codes instead.) A fragment of the code (`isFragment`) is no
    /// disagreement: the other engine read a piece of the symbol, not another symbol. That holds
    /// for a code zxing-cpp read, which it reads along one row from guard to guard, or a sure one;
    /// zbar also joins halves from different lines, two symbols' halves into one long misread
    /// (below sure on the tuning halves), and a real symbol inside such a read is no fragment.
    /// The indices in `sightings` of those reads (none: undisputed). A dispute by a code both
    /// engines read is settled by the bars when they reject that code and accept this one.
    func disputers(of sighting: Sighting, confirmed how: Confirmation, among sightings: [Sighting]) -> [Int] {
        guard how != .bothEngines, let engine = sighting.engines.first else { return [] }
        let whole = engine == .zxing || isSure(how)
        return sightings.indices.filter { index in
            let other = sightings[index]
            return other.key != sighting.key && other.reads.contains { $0.engine != engine }
                && other.box.overlaps(sighting.box, margin: margin) && !(whole && isFragment(other, of: sighting))
        }
    }

    /// Whether `part` was read out of a piece of `whole`'s bars rather than from a symbol of its
    /// own: it lies within `whole` along `whole`'s length (the margin allowed at each end) and
    /// spans at most `fragmentShare` of that length, where it crosses it. Both engines read a
    /// UPC-E out of one half of an EAN-13 (six digits between guards), and zbar a short EAN-8 out
    /// of noise inside a small one; such a read is about half the length of the code it lies in.
    /// A symbol of its own beside another code is not inside its length. Only a box at least half
    /// again as long as it is wide shows which way the code runs (a turned code's box is nearly
    /// square); without that, reads of different codes in one place stay a dispute.
    /// The part runs the same way (its box too is longer that way: zbar's box of a read decoded
    /// from one end only can be short across a code's length), and has no more modules than the
    /// code it lies in (a UPC-E or EAN-8 in an EAN-13, never an EAN-13 in a UPC-E).
    func isFragment(_ part: Sighting, of whole: Sighting) -> Bool {
        let (outer, inner) = (whole.box, part.box)
        guard 2 * max(outer.width, outer.height) >= 3 * min(outer.width, outer.height) else { return false }
        let alongX = outer.width >= outer.height
        guard (inner.width >= inner.height) == alongX,
            let partModules = part.reads.compactMap(\.modules).max(),
            let wholeModules = whole.reads.compactMap(\.modules).min(), partModules <= wholeModules
        else { return false }
        let (lo, hi, partLo, partHi) =
            alongX
            ? (outer.minX, outer.maxX, inner.minX, inner.maxX) : (outer.minY, outer.maxY, inner.minY, inner.maxY)
        let crosses =
            alongX
            ? inner.minY <= outer.maxY && outer.minY <= inner.maxY
            : inner.minX <= outer.maxX && outer.minX <= inner.maxX
        let length = hi - lo + 1
        let slack = Int(Double(length) * margin)
        return crosses && partLo >= lo - slack && partHi <= hi + slack
            && Double(partHi - partLo + 1) <= fragmentShare * Double(length)
    }

    /// Whether one engine read `sighting` past `sure` in the frame as it is (no margin added), as
    /// zbarimg or ZXingReader would, and at least `passes` frames in all (that one and frames
    /// prepared differently) read the same code in the same place: evidence that outweighs the
    /// bars' reject (`trustsCorroborated`). A code first read after a prepared pass never is.
    func isCorroborated(_ sighting: Sighting) -> Bool {
        sighting.passes.count >= passes
            && sighting.reads.contains { read in
                read.plainFrame && !read.marginAdded && isStrong(read) && isSure(alone(read))
            }
    }

    /// One engine's read as the evidence it gives alone: its lines and their share of the code.
    private func alone(_ read: EngineRead) -> Confirmation {
        let percent = Int((read.relativeEvidence * 100).rounded())
        return read.engine == .zbar
            ? .zbarLines(read.evidence, percent: percent) : .zxingLines(read.evidence, percent: percent)
    }

    /// Whether `sighting`, which nothing else confirms (`confirmation(of:)` is nil), is one
    /// engine's read in the frame as it is (no margin added) on at least the lines a read there
    /// needs: what `checksThin` asks the bars about.
    func isThin(_ sighting: Sighting) -> Bool {
        guard sighting.engines.count == 1 else { return false }
        return sighting.reads.contains { read in
            read.plainFrame && !read.marginAdded && read.modules != nil
                && read.evidence >= (read.engine == .zbar ? plain.zbarLines : plain.zxingLines)
        }
    }

    /// Whether one read is enough on its own: enough lines, covering enough of the code.
    ///
    /// A frame with only a margin added (`EngineRead.marginAdded`) needs the plain share but a
    /// prepared frame's least count of lines: where a crop cut the quiet zone, zbar decodes a
    /// piece of the cut symbol in the margin, joined to a wrong other half, where zbarimg on the
    /// file reads nothing. On the tuning halves (seeds 2026 to 73) the codes confirmed by 3 such
    /// lines alone were 3 misreads (8 to 15% of their box) and 2 right reads no reference makes;
    /// the 2% share stays, as 4 lines over 2 to 4% of the code were right reads zbarimg makes too.
    func isStrong(_ read: EngineRead) -> Bool {
        var needed = read.plainFrame ? plain : prepared
        if read.marginAdded {
            (needed.zbarLines, needed.zxingLines) = (prepared.zbarLines, prepared.zxingLines)
        }
        switch read.engine {
        case .zbar: return read.evidence >= needed.zbarLines && read.relativeEvidence >= needed.zbar
        case .zxing: return read.evidence >= needed.zxingLines && read.relativeEvidence >= needed.zxing
        }
    }
}

/// What `ConfirmationRule.decide` found.
package struct Verdict: Sendable, Equatable {
    /// The confirmed codes, top to bottom, each with its box and add-on.
    package var codes: [DecodedSymbol] = []
    /// Places where one symbol was read as two different confirmed codes.
    package var conflicts: [Conflict] = []
    /// Reads nothing confirmed (kept for `--verbose` and for deciding whether to try more passes).
    var unconfirmed: [EngineRead] = []

    /// Nothing read.
    package init() {}
}
