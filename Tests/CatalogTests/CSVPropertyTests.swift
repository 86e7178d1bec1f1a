import Foundation
import Testing

@testable import Catalog

/// Random documents through the writer and reader, and random bytes through the reader.
@Suite struct CSVPropertyTests {
    /// Characters that matter to CSV, spreadsheets or UTF-8, drawn more often than the rest.
    static let alphabet: [Unicode.Scalar] = [
        ",", "\"", "\r", "\n", "'", "=", "+", "-", "@", "\t", " ", "a", "Z", "0", "é", "ö", "日", "本", "\u{301}",
        "\u{FEFF}", "\u{0}", "🎸", "\u{200D}", "\u{1F3FD}",
    ]

    static func randomString(using generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...12, using: &generator)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            if Bool.random(using: &generator),
                let any = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &generator))
            {
                scalars.append(any)
            } else {
                scalars.append(alphabet.randomElement(using: &generator) ?? "a")
            }
        }
        return String(scalars)
    }

    @Test(arguments: [false, true])
    func everyStringRoundTripsExactly(defence: Bool) throws {
        var generator = SeededGenerator(seed: defence ? 42 : 7)
        let writer = CSVWriter(defendsAgainstFormulas: defence)
        let reader = CSVReader(undoesFormulaDefence: defence)
        for _ in 0..<3000 {
            let rows = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (0..<Int.random(in: 1...5, using: &generator)).map { _ in Self.randomString(using: &generator) }
            }
            let text = writer.encode(rows)
            let parsed = try reader.rows(in: text)
            // Compare scalars, not Characters: String equality forgives canonical equivalents.
            let same =
                parsed.map { $0.map { Array($0.unicodeScalars) } } == rows.map { $0.map { Array($0.unicodeScalars) } }
            #expect(same, "\(rows.debugDescription) was written as \(text.debugDescription)")
            if !same { return }
        }
    }

    @Test func defendedOutputNeverStartsACellWithAFormulaCharacter() throws {
        var generator = SeededGenerator(seed: 99)
        let reader = CSVReader(undoesFormulaDefence: false)
        for _ in 0..<2000 {
            let row = (0..<3).map { _ in Self.randomString(using: &generator) }
            let cells = try reader.rows(in: CSVWriter().encodeRow(row)).joined()
            let dangerous: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
            #expect(cells.allSatisfy { $0.unicodeScalars.first.map { !dangerous.contains($0) } ?? true })
        }
    }

    @Test func arbitraryBytesGiveRowsOrAnErrorAndParsedRowsRoundTrip() throws {
        var generator = SeededGenerator(seed: 2024)
        let interesting: [UInt8] = Array(",\"\r\n'=a ".utf8) + [0xEF, 0xBB, 0xBF, 0xC3, 0xA9, 0xFF, 0x00]
        let writer = CSVWriter()
        let reader = CSVReader()
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
            }
            guard let rows = try? reader.rows(in: bytes) else { continue }
            #expect(try reader.rows(in: writer.encode(rows)) == rows, "\(bytes)")
        }
    }

    @Test func hugeInputsFinishInLinearTime() throws {
        let reader = CSVReader()
        let quotes = String(repeating: "\"", count: 1_000_000)
        #expect(try reader.rows(in: quotes).first?.first?.count == 499_999)
        #expect(throws: CSVError.unterminatedQuote(line: 1)) { try reader.rows(in: quotes + "\"") }
        let commas = String(repeating: ",", count: 1_000_000)
        #expect(try reader.rows(in: commas).first?.count == 1_000_001)
        let lines = String(repeating: "\n", count: 1_000_000) + "\"x"
        #expect(throws: CSVError.unterminatedQuote(line: 1_000_001)) { try reader.rows(in: lines) }
    }
}
