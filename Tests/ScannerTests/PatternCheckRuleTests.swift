import Barcode
import Testing

@testable import Scanner

/// What `ConfirmationRule.decide` makes of the bar-pattern check's word (injected here).
@Suite struct PatternCheckRuleTests {
    let rule = ConfirmationRule.standard

    func read(_ engine: Engine, _ code: String, evidence: Int, _ box: (Int, Int, Int, Int)) throws -> EngineRead {
        EngineRead(
            engine: engine, pass: "as-is", gtin: try GTIN(parsing: code), text: code,
            symbology: code.count == 13 ? "EAN-13" : "UPC-A", evidence: evidence,
            box: Box(minX: box.0, minY: box.1, maxX: box.2, maxY: box.3))
    }

    /// A check that says `verdicts[code]` of every box, and records what it was asked.
    final class FakeCheck {
        var verdicts: [String: PatternVerdict]
        var asked: [(code: String, box: Box, format: GTIN.Format)] = []
        init(_ verdicts: [String: PatternVerdict]) { self.verdicts = verdicts }
        func callAsFunction(_ code: GTIN, _ box: Box) -> PatternVerdict? {
            asked.append((code.ean13, box, code.format))
            return verdicts[code.ean13]
        }
    }

    @Test func aCodeOneEngineConfirmedThatTheBarsRejectIsNotReported() throws {
        let reads = [try read(.zbar, "5099750442227", evidence: 40, (10, 10, 300, 90))]
        let check = FakeCheck(["5099750442227": .reject])
        let verdict = rule.decide(reads, check: check.callAsFunction)
        #expect(verdict.codes.isEmpty)
        #expect(verdict.unconfirmed == reads)
        #expect(check.asked.map(\.box) == [Box(minX: 10, minY: 10, maxX: 300, maxY: 90)])
    }

    @Test func aSureSingleEngineCodeIsCheckedUnlessToldNotTo() throws {
        // zbar on 100 lines of a code 290 pixels long: 34%, past the 20% that is sure.
        let reads = [try read(.zbar, "5099750442227", evidence: 100, (10, 10, 300, 90))]
        let check = FakeCheck(["5099750442227": .reject])
        #expect(rule.decide(reads, check: check.callAsFunction).codes.isEmpty)
        #expect(check.asked.count == 1)
        var trusting = rule
        trusting.checksSure = false
        #expect(trusting.decide(reads, check: check.callAsFunction).codes.count == 1)
        #expect(check.asked.count == 1)
    }

    @Test func noOpinionOrAcceptanceChangesNothing() throws {
        let reads = [try read(.zbar, "5099750442227", evidence: 40, (10, 10, 300, 90))]
        for said in [PatternVerdict?.none, .accept] {
            let verdict = rule.decide(reads) { _, _ in said }
            #expect(verdict.codes.map(\.gtin?.ean13) == ["5099750442227"])
        }
    }

    @Test func bothEnginesAgreeingAreNotChecked() throws {
        let reads = [
            try read(.zbar, "5099750442227", evidence: 40, (10, 10, 300, 90)),
            try read(.zxing, "5099750442227", evidence: 20, (12, 20, 298, 80)),
        ]
        let check = FakeCheck(["5099750442227": .reject])
        let verdict = rule.decide(reads, check: check.callAsFunction)
        #expect(verdict.codes.map(\.gtin?.ean13) == ["5099750442227"])
        #expect(check.asked.isEmpty)
    }

    @Test func anEAN8AndAUPCEAreCheckedAsPrinted() throws {
        // Each read as its GTIN-13; the check is told how it is printed (67 and 51 modules).
        let ean8 = EngineRead(
            engine: .zbar, pass: "as-is", gtin: try GTIN(parsing: "42191605", hint: .ean8), text: "42191605",
            symbology: "EAN-8", evidence: 40, box: Box(minX: 10, minY: 10, maxX: 300, maxY: 90))
        let upcE = EngineRead(
            engine: .zbar, pass: "as-is", gtin: try GTIN(parsing: "04261205", hint: .upcE), text: "04261205",
            symbology: "UPC-E", evidence: 40, box: Box(minX: 10, minY: 200, maxX: 300, maxY: 290))
        let check = FakeCheck(["0000042191605": .reject, "0042000006125": .accept])
        let verdict = rule.decide([ean8, upcE], check: check.callAsFunction)
        #expect(verdict.codes.map(\.gtin?.ean13) == ["0042000006125"])
        #expect(check.asked.map(\.format) == [.ean8, .upcE])
    }

    @Test func otherSymbologiesAreNotChecked() {
        let code128 = EngineRead(
            engine: .zbar, pass: "as-is", gtin: nil, text: "CD-0042", symbology: "CODE-128", evidence: 40,
            box: Box(minX: 10, minY: 10, maxX: 200, maxY: 90))
        let check = FakeCheck([:])
        let verdict = ConfirmationRule.standard.decide([code128], check: check.callAsFunction)
        #expect(verdict.codes.map(\.text) == ["CD-0042"])
        #expect(check.asked.isEmpty)
    }

    /// Two codes zbar alone read in one place, each confirmed, neither sure (15% and 7.5% of their length).
    func conflictReads() throws -> [EngineRead] {
        [
            try read(.zbar, "0216138136058", evidence: 30, (3000, 900, 3200, 980)),
            try read(.zbar, "3847773136058", evidence: 30, (2800, 900, 3200, 985)),
        ]
    }

    @Test func aConflictGoesToTheCodeTheBarsAccept() throws {
        for other in [PatternVerdict?.none, .reject] {
            var verdicts = ["3847773136058": PatternVerdict.accept]
            verdicts["0216138136058"] = other
            let check = FakeCheck(verdicts)
            let verdict = rule.decide(try conflictReads(), check: check.callAsFunction)
            #expect(verdict.codes.map(\.gtin?.ean13) == ["3847773136058"])
            #expect(verdict.conflicts.isEmpty)
            // Each checked in the union of both boxes.
            #expect(check.asked.contains { $0.box == Box(minX: 2800, minY: 900, maxX: 3200, maxY: 985) })
        }
    }

    @Test func aConflictTheBarsDoNotSettleStays() throws {
        let cases: [[String: PatternVerdict]] = [[:], ["0216138136058": .accept, "3847773136058": .accept]]
        for verdicts in cases {
            let verdict = rule.decide(try conflictReads(), check: FakeCheck(verdicts).callAsFunction)
            #expect(verdict.codes.isEmpty)
            #expect(verdict.conflicts.count == 1)
        }
    }

    @Test func twoSingleEngineCodesTheBarsRejectAreNeitherReportedNorAConflict() throws {
        let check = FakeCheck(["0216138136058": .reject, "3847773136058": .reject])
        let verdict = rule.decide(try conflictReads(), check: check.callAsFunction)
        #expect(verdict.codes.isEmpty)
        #expect(verdict.conflicts.isEmpty)
        #expect(verdict.unconfirmed.count == 2)
    }

    @Test func aSingleEngineReadThatTheBarsRejectBlocksNothing() throws {
        // Rejected, the wrong code is no longer confirmed: no conflict, the other code stands.
        let check = FakeCheck(["0216138136058": .reject])
        let verdict = rule.decide(try conflictReads(), check: check.callAsFunction)
        #expect(verdict.codes.map(\.gtin?.ean13) == ["3847773136058"])
        #expect(verdict.conflicts.isEmpty)
    }

    /// zbar alone in the frame as it is, on 4 lines of a code 290 pixels long: 1.4%, short of
    /// the 2% that counts alone.
    func thinRead(plain: Bool = true) throws -> EngineRead {
        var read = try read(.zbar, "42191605", evidence: 4, (10, 10, 300, 90))
        read.gtin = try GTIN(parsing: "42191605", hint: .ean8)
        read.symbology = "EAN-8"
        read.plainFrame = plain
        return read
    }

    @Test func aThinReadIsConfirmedWhenTheBarsAcceptIt() throws {
        let check = FakeCheck(["0000042191605": .accept])
        let verdict = rule.decide([try thinRead()], check: check.callAsFunction)
        #expect(verdict.codes.map(\.gtin?.ean13) == ["0000042191605"])
        #expect(verdict.codes.first?.confirmation == .bars)
        #expect(check.asked.map(\.format) == [.ean8])
        // Not sure: the passes that could dispute it go on.
        #expect(!rule.isSure(try #require(verdict.codes.first)))
    }

    @Test func aThinReadStaysUnconfirmedUnlessTheBarsAcceptIt() throws {
        for verdicts in [[:], ["0000042191605": PatternVerdict.reject]] {
            #expect(rule.decide([try thinRead()], check: FakeCheck(verdicts).callAsFunction).codes.isEmpty)
        }
        // Off, or read in a prepared frame, or on fewer lines than a read there needs: not asked.
        var off = rule
        off.checksThin = false
        let accepting = FakeCheck(["0000042191605": .accept])
        #expect(off.decide([try thinRead()], check: accepting.callAsFunction).codes.isEmpty)
        #expect(rule.decide([try thinRead(plain: false)], check: accepting.callAsFunction).codes.isEmpty)
        var twoLines = try thinRead()
        twoLines.evidence = 2
        #expect(rule.decide([twoLines], check: accepting.callAsFunction).codes.isEmpty)
        #expect(accepting.asked.isEmpty)
    }

    /// zxing-cpp's reads of ean13-1/10.png of ../shared/photos-zxing (a label curved round a
    /// packet, whose bars the check rejects): 65 lines in the frame as it is, then turned and doubled.
    func curvedLabelReads() throws -> [EngineRead] {
        var reads = [
            try read(.zxing, "8480010001136", evidence: 65, (170, 143, 496, 296)),
            try read(.zxing, "8480010001136", evidence: 16, (193, 139, 497, 298)),
            try read(.zxing, "8480010001136", evidence: 25, (171, 271, 495, 288)),
        ]
        (reads[1].pass, reads[1].plainFrame) = ("turned 22", false)
        (reads[2].pass, reads[2].plainFrame) = ("2x", false)
        return reads
    }

    @Test func aSurePlainReadThatAgreeingPassesRepeatStandsAgainstTheBars() throws {
        let check = FakeCheck(["8480010001136": .reject])
        let reads = try curvedLabelReads()
        #expect(rule.decide(reads, check: check.callAsFunction).codes.map(\.gtin?.ean13) == ["8480010001136"])
        // Before the third pass, or with the rule off, the bars' reject still counts.
        #expect(rule.decide(Array(reads.prefix(2)), check: check.callAsFunction).codes.isEmpty)
        var off = rule
        off.trustsCorroborated = false
        #expect(off.decide(reads, check: check.callAsFunction).codes.isEmpty)
    }

    @Test func aCodeFirstReadInAPreparedFrameIsNotCorroborated() throws {
        // The same reads with the sure one made in a prepared frame, or on too few lines there.
        let check = FakeCheck(["8480010001136": .reject])
        var prepared = try curvedLabelReads()
        (prepared[0].pass, prepared[0].plainFrame) = ("sharpened", false)
        #expect(rule.decide(prepared, check: check.callAsFunction).codes.isEmpty)
        var thin = try curvedLabelReads()
        thin[0].evidence = 10  // 3% of the code: confirmed in the frame as it is, not sure
        #expect(rule.decide(thin, check: check.callAsFunction).codes.isEmpty)
        var padded = try curvedLabelReads()
        padded[0].marginAdded = true
        #expect(rule.decide(padded, check: check.callAsFunction).codes.isEmpty)
    }

    /// zbar reads two codes in one place, zxing-cpp one of them: the code both read disputes the other.
    func agreedAndSingleReads() throws -> [EngineRead] {
        [
            try read(.zbar, "7004813002834", evidence: 20, (100, 50, 400, 150)),
            try read(.zxing, "7004813002834", evidence: 8, (110, 60, 390, 140)),
            try read(.zbar, "5000213002834", evidence: 40, (100, 50, 400, 150)),
        ]
    }

    @Test func ofTwoCodesInOnePlaceTheOneTheBarsAcceptIsKept() throws {
        let check = FakeCheck(["7004813002834": .reject, "5000213002834": .accept])
        let verdict = rule.decide(try agreedAndSingleReads(), check: check.callAsFunction)
        #expect(verdict.codes.map(\.gtin?.ean13) == ["5000213002834"])
        #expect(verdict.conflicts.isEmpty)
    }

    @Test func theCodeBothEnginesReadStandsUnlessTheBarsTurnItOver() throws {
        let cases: [[String: PatternVerdict]] = [
            [:], ["5000213002834": .accept], ["7004813002834": .reject],
            ["7004813002834": .reject, "5000213002834": .reject],
        ]
        for verdicts in cases {
            let verdict = rule.decide(try agreedAndSingleReads(), check: FakeCheck(verdicts).callAsFunction)
            #expect(verdict.codes.map(\.gtin?.ean13) == ["7004813002834"])
        }
    }
}
