import Foundation
import Testing

@testable import Catalog

/// The catalogue's one time format, written by libc and read back by Foundation.
@Suite struct TimestampTests {
    @Test func writesUTCToTheSecondCuttingFractions() {
        #expect(Timestamp.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.string(Date(timeIntervalSince1970: 1_732_879_927.75)) == "2024-11-29T11:32:07Z")
        #expect(Timestamp.string(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
    }

    @Test func agreesWithFoundationsISO8601StyleAndReadsBack() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let date = Date(timeIntervalSince1970: Double.random(in: -2e9...4e9, using: &generator))
            let whole = Timestamp.wholeSeconds(date)
            #expect(Timestamp.string(date) == whole.formatted(Date.ISO8601FormatStyle()))
            #expect(Timestamp.date(Timestamp.string(date)) == whole)
        }
    }

    @Test func writesDiscogsFormFromTheSameStamp() {
        #expect(Timestamp.discogsString(Date(timeIntervalSince1970: 1_732_879_927)) == "2024-11-29 11:32:07")
    }
}
