import Barcode
import Imaging

/// Reads every barcode in photos: loads each file, runs `passes` in order with both engines,
/// and reports what `rule` confirms.
///
/// The first pass gives both engines the photo as it is, as zbarimg and ZXingReader see it, so
/// whatever either reads alone is read here too unless its evidence is too thin to trust. Later
/// passes add a quiet zone to tight crops, turn tilted bars, double small symbols and sharpen
/// soft ones. The passes stop once every code seen is confirmed; a frame without bar-like
/// structure (`BarStructure`) is given up after the first pass, and the passes that never gave a
/// first read (`ScanPass.needsEarlierRead`) run only once something was read, or on a noisy or
/// dark frame (`FrameLook`).
package struct PhotoReader: Sendable {
    /// The symbologies read.
    package let symbologies: [Symbology]
    /// How files become frames.
    package var loader: ImageLoader
    /// The passes, in the order tried.
    package var passes: [ScanPass]
    /// What counts as read.
    package var rule: ConfirmationRule
    /// Checks the bars of a retail code that one engine alone confirmed, or of two codes in
    /// conflict (see `ConfirmationRule.decide`); nil: no check.
    package var patternCheck: PatternCheck? = PatternCheck()
    /// Run every pass even once everything is confirmed (benchmarks; slower).
    var exhaustive = false
    /// The engines, made once and lent to each thread that reads.
    private let engines: EngineShelf

    /// A reader for `symbologies` (retail ones unless told otherwise); throws `DecoderError`
    /// when the engines cannot be made for them (none, or one zbar refuses).
    package init(
        symbologies: [Symbology] = Symbology.retail, loader: ImageLoader = ImageLoader(),
        passes: [ScanPass] = ScanPass.standard, rule: ConfirmationRule = .standard
    ) throws(DecoderError) {
        self.symbologies = symbologies
        self.loader = loader
        self.passes = passes
        self.rule = rule
        engines = try EngineShelf(symbologies: symbologies, count: Self.availableCores)
    }

    /// Runs the passes over `frame` until what they read is settled.
    package func read(_ frame: GrayFrame) -> PhotoReading {
        engines.lend { read(frame, with: $0) }
    }

    private func read(_ frame: GrayFrame, with engines: FrameEngines) -> PhotoReading {
        var reading = PhotoReading(width: frame.width, height: frame.height)
        let structured = BarStructure.likely(in: frame)
        var seen = Set<ScanPass.FrameIdentity>()
        let shrunk = ShrunkFrames()
        // Each pass decides anew from every read so far: a code's check in one place is made once.
        var checked: [PlacedCode: PatternVerdict?] = [:]
        let check = { (code: GTIN, box: Box) -> PatternVerdict? in
            guard let patternCheck else { return nil }
            let place = PlacedCode(code: code, box: box)
            if let known = checked[place] { return known }
            let verdict = patternCheck.verdict(in: frame, code: code, box: box)
            checked[place] = verdict
            return verdict
        }
        // With several codes in view, one more pass that finds no new one ends the search; a code
        // only one engine read, on thin evidence, waits for the passes that could dispute it.
        func isFinal(_ verdict: Verdict, before: Set<String>) -> Bool {
            let found = Set(verdict.codes.map(\.key))
            return !exhaustive && verdict.isSettled(margin: rule.margin)
                && (found.count <= 1 || found.isSubset(of: before)) && verdict.codes.allSatisfy(rule.isSure)
        }
        // The last pass that read something, and whether its verdict was checked.
        var last: (pass: ScanPass, checked: Bool)?
        var looked: Bool?  // FrameLook's answer, asked when a pass first needs it
        // Whether a pass or engine that never gave a first read may run: once something was read,
        // or on a noisy or dark frame.
        func mayRunWaiting(after reads: [EngineRead] = []) -> Bool {
            guard reads.isEmpty, reading.reads.isEmpty, !exhaustive else { return true }
            let runs = looked ?? FrameLook.runsEveryPass(frame)
            looked = runs
            return runs
        }
        for pass in passes {
            if pass.needsEarlierRead, !mayRunWaiting() { continue }
            // A pass that would repeat an earlier frame (half size of a photo already halved to fit
            // 4 megapixels) is skipped: it adds time, and no independent evidence.
            guard let prepared = pass.prepare(frame, shrunk: shrunk),
                seen.insert(pass.identity(prepared.frame)).inserted
            else { continue }
            reading.passesTried += 1
            let read = { (chosen: Set<Engine>) in
                engines.read(
                    prepared.frame, pass: pass.name, engines: chosen, density: pass.zbarDensity,
                    zxingDownscale: pass.zxingDownscale, scale: prepared.scale, plain: pass.isPlain,
                    margin: pass.addsMargin, back: prepared.pointInOriginal)
            }
            var reads = read(pass.engines.subtracting(pass.waitingEngines))
            if !pass.waitingEngines.isEmpty, mayRunWaiting(after: reads) { reads += read(pass.waitingEngines) }
            reading.reads += reads
            guard !reads.isEmpty || structured || !reading.reads.isEmpty else { break }
            if reads.isEmpty { continue }
            let before = Set(reading.symbols.map(\.key))
            // The bars are checked only where the answer may be final (and after the last pass):
            // a check costs as much as a pass, and most codes a pass leaves open a later one settles.
            var verdict = rule.decide(reading.reads)
            var final = isFinal(verdict, before: before)
            if final {
                verdict = rule.decide(reading.reads, check: check)
                final = isFinal(verdict, before: before)
            }
            reading.settle(verdict, by: pass)
            last = (pass, checked: final)
            if final { break }
        }
        if let last, !last.checked {
            reading.settle(rule.decide(reading.reads, check: check), by: last.pass)
        }
        return reading
    }

    /// Loads and reads one file (`-`: standard input, `ImageFileList.standardInput`). A damaged
    /// file that still yields a barcode is a success (with `damage` set); one that yields none
    /// fails with the damage as its error.
    package func read(path: String) throws(ImageError) -> PhotoReading {
        try read(try loader.load(path: path))
    }

    /// Reads image bytes already in memory (told apart by content, as files are); `name` names
    /// them in errors. Damage counts as in `read(path:)`.
    package func read(bytes: [UInt8], name: String) throws(ImageError) -> PhotoReading {
        try read(try loader.decode(bytes, path: name))
    }

    private func read(_ loaded: LoadedImage) throws(ImageError) -> PhotoReading {
        var reading = read(loaded.frame)
        if loaded.isReduced { reading.scalePlaces(to: loaded.uprightSize) }
        if let damage = loaded.damage {
            guard !reading.symbols.isEmpty else { throw damage }
            reading.damage = damage
        }
        return reading
    }
}

extension Verdict {
    /// Whether more passes could change the answer: not while some code is confirmed (or in
    /// conflict) and every unconfirmed read lies where a confirmed code or a conflict already is.
    func isSettled(margin: Double) -> Bool {
        let settledBoxes = codes.compactMap(\.box) + conflicts.map(\.box)
        guard !settledBoxes.isEmpty else { return false }
        return unconfirmed.allSatisfy { read in settledBoxes.contains { $0.overlaps(read.box, margin: margin) } }
    }
}
