import Foundation
import Testing

@testable import Catalog

@Suite struct CSVTests {
    let writer = CSVWriter()
    let reader = CSVReader()

    @Test func rowsEndInCRLFAndOnlyFieldsThatNeedItAreQuoted() {
        let text = writer.encode([["barcode", "notes"], ["5099750442227", "shelf 3, left"], ["1", "say \"hi\""]])
        #expect(text == "barcode,notes\r\n5099750442227,\"shelf 3, left\"\r\n1,\"say \"\"hi\"\"\"\r\n")
    }

    @Test(arguments: [
        ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@A1", "'@A1"), ("\tx", "'\tx"),
        ("\rx", "\"'\rx\""), ("'x", "''x"), ("x=1", "x=1"), ("", "\"\""),
    ])
    func formulaTriggersGetAnApostrophe(value: String, written: String) {
        #expect(writer.encodeRow([value]) == written + "\r\n")
    }

    @Test func formulaDefenceCanBeTurnedOff() throws {
        #expect(CSVWriter(defendsAgainstFormulas: false).encodeRow(["=1", "'a"]) == "=1,'a\r\n")
        #expect(try CSVReader(undoesFormulaDefence: false).rows(in: "'=1,''a\r\n") == [["'=1", "''a"]])
    }

    @Test func writesToAnyTextStream() {
        var output = ""
        writer.write(["a", "b"], to: &output)
        writer.write(["c"], to: &output)
        #expect(output == "a,b\r\nc\r\n")
    }

    @Test func rowOfNoFieldsWritesNothing() {
        #expect(writer.encode([[], ["a"], []]) == "a\r\n")
    }

    @Test func hostileValuesMatchTheFixtureWrittenByPython() throws {
        let directory = fixturesDirectory().appendingPathComponent("csv")
        let values = try JSONDecoder().decode(
            [String].self, from: Data(contentsOf: directory.appendingPathComponent("hostile-values.json")))
        let expected = try Data(contentsOf: directory.appendingPathComponent("hostile-values.csv"))
        let rows = [["value"]] + values.map { [$0] }
        #expect(Array(writer.encode(rows).utf8) == Array(expected))
        #expect(try reader.rows(in: expected) == rows)
    }

    @Test func hostileValuesRoundTripInWideRows() throws {
        let directory = fixturesDirectory().appendingPathComponent("csv")
        let values = try JSONDecoder().decode(
            [String].self, from: Data(contentsOf: directory.appendingPathComponent("hostile-values.json")))
        // Every value in every column position, beside every other.
        let rows = values.indices.map { start in (0..<5).map { values[(start + $0 * 7) % values.count] } }
        let parsed = try reader.rows(in: writer.encode(rows))
        #expect(parsed == rows)
        #expect(zip(parsed.joined(), rows.joined()).allSatisfy { Array($0.utf8) == Array($1.utf8) })
    }

    @Test func readerTakesTheLibertiesRealFilesTake() throws {
        let data = try Data(contentsOf: fixturesDirectory().appendingPathComponent("csv/lenient.csv"))
        #expect(
            try reader.rows(in: data) == [
                ["barcode", "notes"], ["5099750442227", "12\" single"], ["0029667431224", "'tis mine"],
                ["96385074", "two\nlines", "extra"], ["4006381333931"],
            ])
    }

    @Test(arguments: [
        ("unterminated-quote-line-3.csv", CSVError.unterminatedQuote(line: 3)),
        ("text-after-quote-line-2.csv", CSVError.textAfterClosingQuote(line: 2)),
        ("invalid-utf8-line-2.csv", CSVError.invalidUTF8(line: 2)),
        ("lone-quote-line-1.csv", CSVError.unterminatedQuote(line: 1)),
    ])
    func malformedFileNamesTheLine(file: String, expected: CSVError) throws {
        let data = try Data(contentsOf: fixturesDirectory().appendingPathComponent("csv/malformed/" + file))
        #expect(throws: expected) { try reader.rows(in: data) }
    }

    @Test func unterminatedQuoteAfterQuotedLineEndsCountsThoseLines() {
        #expect(throws: CSVError.unterminatedQuote(line: 5)) {
            try reader.rows(in: "a\r\n\"b\r\nc\rd\"\r\n\"open")
        }
    }

    @Test func emptyInputHasNoRows() throws {
        #expect(try reader.rows(in: "") == [])
        #expect(try reader.rows(in: "\r\n\n\r") == [])
        #expect(try reader.rows(in: "\u{FEFF}") == [])
    }

    @Test func trailingCommaMeansATrailingEmptyField() throws {
        #expect(try reader.rows(in: "a,\r\nb,") == [["a", ""], ["b", ""]])
        #expect(try reader.rows(in: ",") == [["", ""]])
    }
}
