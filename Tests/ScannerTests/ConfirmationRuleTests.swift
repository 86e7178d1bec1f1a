import Barcode
import Testing

@testable import Scanner

/// The confirmation rule on engine reads recorded from real photos and fixtures
/// (cdscan-bench-decoder trace; the files and passes are named in each test).
@Suite struct ConfirmationRuleTests {
    let rule = ConfirmationRule.standard

    func read(
        _ engine: Engine, _ pass: String, _ code: String, evidence: Int, _ box: (Int, Int, Int, Int),
        addOn: String? = nil
    ) throws -> EngineRead {
        let gtin = try GTIN(parsing: code)
        return EngineRead(
            engine: engine, pass: pass, gtin: gtin, text: code, symbology: code.count == 13 ? "EAN-13" : "UPC-A",
            addOn: addOn, evidence: evidence, box: Box(minX: box.0, minY: box.1, maxX: box.2, maxY: box.3))
    }

    @Test func bothEnginesAgreeingConfirmsAWeakRead() throws {
        // ../shared/photos/ean13-extension-q/image-006.jpg, pass as-is.
        let verdict = rule.decide([
            try read(.zbar, "as-is", "4190566906901", evidence: 19, (219, 268, 439, 279)),
            try read(.zxing, "as-is", "4190566906901", evidence: 5, (219, 269, 438, 278)),
        ])
        #expect(verdict.codes.map(\.gtin?.ean13) == ["4190566906901"])
        #expect(verdict.codes.first?.confirmation == .bothEngines)
        #expect(verdict.codes.first?.box == Box(minX: 219, minY: 268, maxX: 439, maxY: 279))
    }

    @Test func oneWeakReadOfOneEngineIsNotReported() throws {
        let verdict = rule.decide([try read(.zbar, "smoothed", "4190566906901", evidence: 4, (220, 275, 438, 281))])
        #expect(verdict.codes.isEmpty)
        #expect(verdict.unconfirmed.count == 1)
    }

    @Test func strongEvidenceOfOneEngineConfirms() throws {
        let zbar = rule.decide([try read(.zbar, "1/2", "0000024057257", evidence: 118, (239, 135, 393, 389))])
        #expect(zbar.codes.first?.confirmation == .zbarLines(118))
        let zxing = rule.decide([try read(.zxing, "1/2", "0000024057257", evidence: 16, (239, 135, 393, 389))])
        #expect(zxing.codes.first?.confirmation == .zxingLines(16))
        let weak = rule.decide([try read(.zxing, "1/2", "0000024057257", evidence: 15, (239, 135, 393, 389))])
        #expect(weak.codes.isEmpty)
    }

    @Test func threePassesAgreeingConfirmButTwoDoNot() throws {
        let box = (100, 100, 300, 160)
        let two = [
            try read(.zbar, "smoothed", "5099750442227", evidence: 3, box),
            try read(.zbar, "contrast", "5099750442227", evidence: 5, box),
        ]
        #expect(rule.decide(two).codes.isEmpty)
        let three = two + [try read(.zbar, "turned 22", "5099750442227", evidence: 2, box)]
        #expect(rule.decide(three).codes.first?.confirmation == .passes(3))
    }

    @Test func twoCodesInOneBoxAreAConflictAndNeitherIsReported() throws {
        // Fixtures/images/table/twenty-four-cases.jpg: zbar stitched the left half of one case's
        // code to the right half of its neighbour's (3847773|136058) on several passes.
        let verdict = rule.decide([
            try read(.zbar, "1/2", "0216138136058", evidence: 40, (3000, 900, 3200, 980)),
            try read(.zxing, "1/2", "0216138136058", evidence: 20, (3000, 900, 3200, 980)),
            try read(.zbar, "1/2", "3847773136058", evidence: 30, (2800, 900, 3200, 985)),
        ])
        #expect(verdict.codes.isEmpty)
        #expect(verdict.conflicts.count == 1)
        #expect(Set(verdict.conflicts.first?.codes ?? []) == ["gtin:0216138136058", "gtin:3847773136058"])
    }

    @Test func codesInSeparateBoxesAreSeparateCodes() throws {
        // Fixtures/images/multi/two-codes-one-twice.jpg, pass as-is, zxing: the UPC-A twice, the EAN-13 once.
        let verdict = rule.decide([
            try read(.zxing, "as-is", "5099750442227", evidence: 249, (941, 503, 1233, 667)),
            try read(.zxing, "as-is", "0029667431224", evidence: 250, (365, 835, 657, 999)),
            try read(.zxing, "as-is", "0029667431224", evidence: 250, (941, 835, 1233, 999)),
        ])
        #expect(verdict.conflicts.isEmpty)
        #expect(verdict.codes.map(\.gtin?.ean13) == ["5099750442227", "0029667431224", "0029667431224"])
    }

    @Test func anAddOnIsReportedBesideTheCodeUnlessTheReadsDisagree() throws {
        // ../shared/photos/ean13-extension-q/image-002.jpg, pass as-is.
        let agreed = rule.decide([
            try read(.zbar, "as-is", "4198716008901", evidence: 108, (184, 268, 397, 344), addOn: "01"),
            try read(.zxing, "as-is", "4198716008901", evidence: 8, (185, 268, 395, 276)),
            try read(.zxing, "as-is", "4198716008901", evidence: 9, (183, 287, 396, 343), addOn: "01"),
        ])
        #expect(agreed.codes.count == 1)
        #expect(agreed.codes.first?.gtin?.ean13 == "4198716008901", "the add-on is never part of the code")
        #expect(agreed.codes.first?.addOn == "01")
        let disagreeing = rule.decide([
            try read(.zbar, "as-is", "4198716008901", evidence: 108, (184, 268, 397, 344), addOn: "01"),
            try read(.zxing, "as-is", "4198716008901", evidence: 9, (183, 287, 396, 343), addOn: "07"),
        ])
        #expect(disagreeing.codes.first?.addOn == nil)
    }
}
