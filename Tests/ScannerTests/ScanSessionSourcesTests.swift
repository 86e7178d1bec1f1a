import Barcode
import Scanner
import Testing

/// The session's frames carry their source (the webcam, or each phone): each source keeps its
/// own streak under the one rule, so phones never break each other's count, and a still counts at once.
@Suite struct ScanSessionSourcesTests {
    let upc = ScanSession.Sighting(
        gtin: ScanSessionTests.gtin("029667431224"), text: "029667431224", symbology: "UPC-A")
    let ean = ScanSession.Sighting(
        gtin: ScanSessionTests.gtin("5099750442227"), text: "5099750442227", symbology: "EAN-13")

    /// The codes each frame of `script` (source, codes, still) made read, in a continuous session of 3 frames.
    func reads(_ script: [(String, [ScanSession.Sighting], Bool)], continuous: Bool = true) -> [String?] {
        var session = ScanSession(requiredFrames: 3, continuous: continuous, timeout: nil, startedAt: 0)
        return script.map { source, codes, still in
            guard case .accepted(let sighting) = session.observe(codes, at: 1, from: source, still: still) else {
                return nil
            }
            return sighting.gtin.canonical
        }
    }

    @Test func twoSourcesShowingDifferentDiscsEachCompleteTheirOwnStreak() {
        let script = [("a", [upc]), ("b", [ean]), ("a", [upc]), ("b", [ean]), ("a", [upc]), ("b", [ean]), ("a", [])]
        #expect(
            reads(script.map { ($0.0, $0.1, false) }) == [nil, nil, nil, nil, "029667431224", "5099750442227", nil])
    }

    @Test func twoSourcesReadingOneDiscAtOnceCountItOnceEach() {
        let script = Array(repeating: [("a", [upc]), ("b", [upc])], count: 4).joined().map { ($0.0, $0.1, false) }
        #expect(reads(script) == [nil, nil, nil, nil, "029667431224", "029667431224", nil, nil])
    }

    @Test func aDiscHeldInViewOfOneSourceCountsOnceUntilItLeaves() {
        let held = Array(repeating: ("a", [upc], false), count: 5) + [("a", [], false)]
        let read = reads(held + Array(repeating: ("a", [upc], false), count: 3))
        #expect(read.enumerated().compactMap { $0.element == nil ? nil : $0.offset } == [2, 8])
    }

    @Test func aStillCountsAtOnceAndNotAgainWhileItsDiscIsInView() {
        let script = [
            ("a", [upc], true), ("a", [upc], true), ("a", [upc], false), ("a", [], false), ("a", [upc], true),
            ("b", [ean], true),
        ]
        #expect(reads(script) == ["029667431224", nil, nil, nil, "029667431224", "5099750442227"])
        #expect(reads([("a", [upc], true)], continuous: false) == ["029667431224"])
    }

    @Test func theProgressShownIsTheLatestSourcesOwn() {
        var session = ScanSession(requiredFrames: 3, continuous: true, timeout: nil, startedAt: 0)
        _ = session.observe([upc], at: 1, from: "a")
        _ = session.observe([ean], at: 1, from: "b", still: true)
        #expect(session.source == "b")
        #expect(session.progress == .init(discsRead: 1, focus: .read(ean.gtin)))
        _ = session.observe([upc], at: 1, from: "a")
        #expect(session.progress == .init(discsRead: 0, focus: .holding(upc.gtin, frames: 2, required: 3)))
        #expect(session.discsRead == 1)
    }
}
