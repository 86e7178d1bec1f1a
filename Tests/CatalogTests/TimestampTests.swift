import Basics
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

    /// The hand-read fast path must answer exactly as Foundation does, on its own form and
    /// on everything near it: bad fields, other shapes, other ISO 8601 spellings.
    @Test(arguments: [
        "2024-11-29T11:32:07Z", "2000-02-29T23:59:59Z", "1969-12-31T23:59:59Z", "1900-03-01T00:00:00Z",
        "2023-02-29T00:00:00Z", "2025-02-30T00:00:00Z", "2025-13-01T00:00:00Z", "2025-00-10T00:00:00Z",
        "2025-01-01T24:00:00Z", "2025-01-01T00:60:00Z", "2025-01-01T00:00:61Z", "2025-01-01 00:00:00Z",
        "2025-01-01T00:00:00", "2025-01-01T00:00:00+01:00", "2025-01-01T00:00:00.250Z", "2025-1-01T00:00:00Z",
        "2025-01-01T0a:00:00Z", "+025-01-01T00:00:00Z", "", "2025-01-01",
    ])
    func readsAsFoundationDoes(text: String) {
        #expect(Timestamp.date(text) == (try? Date.ISO8601FormatStyle().parse(text)))
    }

    @Test func readsItsOwnFormWithoutFoundationToo() {
        // Not only equal to Foundation's answer, but an answer: the fast path's own cases.
        #expect(Timestamp.date("2000-02-29T23:59:59Z") == Date(timeIntervalSince1970: 951_868_799))
        #expect(Timestamp.date("1969-12-31T23:59:59Z") == Date(timeIntervalSince1970: -1))
    }

    @Test func writesDiscogsFormFromTheSameStamp() {
        #expect(Timestamp.discogsString(Date(timeIntervalSince1970: 1_732_879_927)) == "2024-11-29 11:32:07")
    }
}
