import Barcode
import Testing

@testable import Scanner

@Suite struct CameraStableReadFilterTests {
    let nevermind = try? GTIN(parsing: "0720642442524")
    let abbeyRoad = try? GTIN(parsing: "0077774644129")

    /// Feeds the frames in order; the codes accepted, with the frame number (from 1) each came at.
    func accepted(_ frames: [[GTIN]], _ filter: StableReadFilter) -> [(Int, GTIN)] {
        var filter = filter
        return frames.enumerated().compactMap { index, codes in filter.observe(codes).map { (index + 1, $0) } }
    }

    @Test func aCodeCountsAfterThreeConsecutiveFrames() throws {
        let a = try #require(nevermind)
        let result = accepted([[a], [a], [a], [a]], StableReadFilter())
        #expect(result.map(\.0) == [3])
        #expect(result.map(\.1) == [a])
    }

    @Test func aFrameWithoutAReadResetsTheStreak() throws {
        let a = try #require(nevermind)
        #expect(accepted([[a], [a], [], [a], [a]], StableReadFilter()).isEmpty)
        #expect(accepted([[a], [a], [], [a], [a], [a]], StableReadFilter()).map(\.0) == [6])
    }

    @Test func anotherCodeRestartsTheStreak() throws {
        let (a, b) = (try #require(nevermind), try #require(abbeyRoad))
        let result = accepted([[a], [a], [b], [a], [a], [a]], StableReadFilter())
        #expect(result.map(\.0) == [6])
    }

    @Test func theCodeOnAStreakKeepsItWhenAFrameHoldsTwo() throws {
        let (a, b) = (try #require(nevermind), try #require(abbeyRoad))
        let result = accepted([[a], [b, a], [a]], StableReadFilter())
        #expect(result.map(\.1) == [a])
    }

    @Test(arguments: [1, 2, 5])
    func theNumberOfFramesIsAdjustable(frames: Int) throws {
        let a = try #require(nevermind)
        let result = accepted(Array(repeating: [a], count: 10), StableReadFilter(requiredFrames: frames))
        #expect(result.first?.0 == frames)
    }

    @Test func continuousModeIgnoresTheCodeJustAcceptedWhileItStaysInView() throws {
        let a = try #require(nevermind)
        let result = accepted(Array(repeating: [a], count: 12), StableReadFilter(continuous: true))
        #expect(result.map(\.0) == [3])
    }

    @Test func continuousModeCountsTheSameCodeAgainAfterAnEmptyFrame() throws {
        let a = try #require(nevermind)
        let result = accepted([[a], [a], [a], [a], [], [a], [a], [a]], StableReadFilter(continuous: true))
        #expect(result.map(\.0) == [3, 8])
    }

    @Test func continuousModeCountsTheSameCodeAgainAfterAnotherCode() throws {
        let (a, b) = (try #require(nevermind), try #require(abbeyRoad))
        let frames = [[a], [a], [a], [a], [b], [a], [a], [a]]
        #expect(accepted(frames, StableReadFilter(continuous: true)).map(\.0) == [3, 8])
    }

    @Test func continuousModeAcceptsANewCodeSeenAlongsideTheOldOne() throws {
        let (a, b) = (try #require(nevermind), try #require(abbeyRoad))
        let result = accepted([[a], [a], [a], [a, b], [a, b], [a, b]], StableReadFilter(continuous: true))
        #expect(result.map(\.0) == [3, 6])
        #expect(result.map(\.1) == [a, b])
    }

    @Test func aUPCAAndItsEAN13FormAreTheSameCode() throws {
        let upc = try GTIN(parsing: "720642442524")
        let ean = try GTIN(parsing: "0720642442524")
        #expect(accepted([[upc], [ean], [upc]], StableReadFilter()).map(\.0) == [3])
    }

    @Test func singleCodeObservationTreatsNilAsAnEmptyFrame() throws {
        let a = try #require(nevermind)
        var filter = StableReadFilter(requiredFrames: 2)
        #expect(filter.observe(a) == nil)
        #expect(filter.observe(nil as GTIN?) == nil)
        #expect(filter.observe(a) == nil)
        #expect(filter.observe(a) == a)
    }
}
