import Catalog
import Cataloging
import Foundation
import Presentation
import Terminal
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The pieces of `catalog -` and `lookup -` at a terminal that need none: lines handed over as
/// they arrive, a typed line never a header, and the count at the end.
@Suite struct TypedLinesTests {
    /// A pipe whose read end `TypedLines` reads; the test writes the other.
    final class Pipe {
        let read: Int32
        let write: Int32
        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (read, write) = (ends[0], ends[1])
        }
        func type(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
        }
        func end() { close(write) }
        deinit {
            close(read)
            close(write)
        }
    }

    @Test func eachLineComesAsSoonAsItsEnterDoesAndTypedAheadLinesWait() throws {
        let pipe = try Pipe()
        let lines = TypedLines(descriptor: pipe.read)
        pipe.type("0029667431224\n")
        #expect(lines.next() == .line("0029667431224"))  // the writer is still open: no end needed
        pipe.type("5099750442227\r\n0-7567-82649-2-4\n12")
        #expect(lines.next() == .line("5099750442227"))
        #expect(lines.next() == .line("0-7567-82649-2-4"))
        pipe.end()
        #expect(lines.next() == .line("12"))  // typed without Enter, then Ctrl-D
        #expect(lines.next() == .end)
    }

    @Test func anInterruptEndsTheWaitForALine() throws {
        let pipe = try Pipe()
        let lines = TypedLines(descriptor: pipe.read, interrupted: { true })
        #expect(lines.next() == .interrupted)  // nothing typed: it does not wait for a line
    }

    @Test func aTypedLineIsNeverAHeaderAndKeepsItsNote() throws {
        let word = try #require(BarcodeListReader.typed("barcode", line: 1))
        #expect(word.text == "barcode")
        #expect(word.subject == nil)  // invalid, not swallowed as a list's header
        let noted = try #require(BarcodeListReader.typed("0029667431224\tshelf B", line: 3))
        #expect(noted.notes == "shelf B")
        #expect(noted.source == "terminal:3")
        #expect(noted.location == nil)
        #expect(noted.copy == .new)
        #expect(BarcodeListReader.typed("   ", line: 4) == nil)
    }

    @Test func theSummaryCountsEveryCodeOnce() {
        var summary = TypedLookupSummary()
        #expect(summary.line == "0 codes: 0 found")
        for answer: TypedLookupSummary.Answer in [.found, .found, .notFound, .invalid, .failed] {
            summary.count(answer)
        }
        #expect(summary.line == "5 codes: 2 found · 1 not found · 1 invalid · 1 failed")
    }
}
