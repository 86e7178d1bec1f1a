import FakeServices
import Foundation
import TestSupport
import Testing

/// Whatever a person types (or pastes) as a barcode, the built `cdscan` answers with
/// one clear line on stderr and exit 65: never a crash, never a request, never raw
/// control or bidi characters echoed to the terminal.
@Suite(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
struct HardenTypedInputTests {
    static let token = "typed-input-token-77c3"

    /// One typed input and what the message must say about it.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        /// A piece of the reason the message must give.
        var reason: String
        var testDescription: String { name }
    }

    static let valid = "029667431224"

    static let cases: [Case] = [
        Case(name: "empty", input: "", reason: "there are no digits in it"),
        Case(name: "spaces", input: "   ", reason: "there are no digits in it"),
        Case(name: "tab and newline", input: "\t\n", reason: "there are no digits in it"),
        // A leading "-" makes an argument an option (exit 64); after a space it is a barcode's dash.
        Case(name: "dashes only", input: " - -", reason: "there are no digits in it"),
        Case(name: "100 kB of digits", input: String(repeating: "1", count: 100_000), reason: "100000 digits"),
        Case(name: "100 kB of letters", input: String(repeating: "x", count: 100_000), reason: "'x' is not a digit"),
        Case(name: "Arabic-Indic digits", input: "٠٢٩٦٦٧٤٣١٢٢٤", reason: "U+0660, a non-ASCII digit"),
        Case(name: "Extended Arabic-Indic digits", input: "۰۲۹۶۶۷۴۳۱۲۲۴", reason: "U+06F0, a non-ASCII digit"),
        Case(name: "full-width digits", input: "０２９６６７４３１２２４", reason: "U+FF10, a non-ASCII digit"),
        Case(name: "mathematical digits", input: "𝟎𝟐𝟗𝟔𝟔𝟕𝟒𝟑𝟏𝟐𝟐𝟒", reason: "U+1D7CE, a non-ASCII digit"),
        Case(name: "superscript digits", input: "⁰²⁹⁶⁶⁷⁴³¹²²⁴", reason: "U+2070"),
        Case(name: "combining accent on a digit", input: "0\u{301}29667431224", reason: "(U+0301) is not a digit"),
        Case(name: "bell", input: "0296\u{7}67431224", reason: "U+0007 is not a digit"),
        Case(name: "ANSI clear screen", input: "\u{1B}[2J" + valid, reason: "U+001B is not a digit"),
        Case(name: "OSC title change", input: valid + "\u{1B}]0;pwned\u{7}", reason: "U+001B is not a digit"),
        Case(name: "C1 control", input: "\u{9B}31m" + valid, reason: "U+009B is not a digit"),
        Case(name: "DEL", input: valid + "\u{7F}", reason: "U+007F is not a digit"),
        Case(name: "command substitution", input: "$(touch pwned)", reason: "'$' is not a digit"),
        Case(name: "backticks", input: "`touch pwned`", reason: "'`' is not a digit"),
        Case(name: "semicolon", input: valid + "; touch pwned", reason: "';' is not a digit"),
        Case(name: "pipe", input: valid + " | touch pwned", reason: "'|' is not a digit"),
        Case(name: "redirect", input: valid + " > pwned", reason: "'>' is not a digit"),
        Case(name: "glob", input: "*", reason: "'*' is not a digit"),
        Case(name: "quotes and backslash", input: "\"029667431224\\", reason: "'\"' is not a digit"),
        Case(name: "emoji", input: "📀" + valid, reason: "U+1F4C0"),
        Case(name: "emoji ZWJ sequence", input: valid + "👩‍👩‍👧", reason: "'👩' (U+1F469) is not a digit"),
        Case(name: "right-to-left override", input: "\u{202E}" + valid, reason: "U+202E is not a digit"),
        Case(name: "right-to-left mark", input: "\u{200F}", reason: "U+200F is not a digit"),
        Case(name: "zero-width space", input: valid + "\u{200B}", reason: "U+200B is not a digit"),
        Case(name: "bidi isolate", input: "\u{2067}" + valid + "\u{2069}", reason: "U+2067 is not a digit"),
        Case(name: "line separator", input: valid + "\u{2028}", reason: "U+2028 is not a digit"),
        Case(name: "replacement character", input: "\u{FFFD}", reason: "U+FFFD"),
    ]

    let rig: ServiceRig
    var server: FakeDiscogs { rig.discogs }

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    var environment: [String: String] {
        rig.environment(["NO_COLOR": "1"])
    }

    /// Whether a scalar must never reach the terminal raw: controls, bidi and other invisible format characters.
    /// The one rule of cards and messages (`Displayable`): controls, separators and the format
    /// characters that reorder or hide text; the bidi marks and joiners names need may stay.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" { return false }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        case .format: return ![0x061C, 0x200C, 0x200D, 0x200E, 0x200F].contains(scalar.value)
        default: return false
        }
    }

    /// Exit 65, one short `Error:` line naming the reason, nothing unsafe echoed.
    static func expectRejected(
        _ run: CDScanBinary.Run, reason: String, stdoutEmpty: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 65, "exit \(run.status): \(run.stderr.prefix(300))", sourceLocation: sourceLocation)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line on stderr", sourceLocation: sourceLocation)
        #expect(run.stderr.hasPrefix("cdscan: error: \""), sourceLocation: sourceLocation)
        #expect(run.stderr.contains("is not a valid barcode: "), sourceLocation: sourceLocation)
        #expect(run.stderr.contains(reason), "\(run.stderr.prefix(300))", sourceLocation: sourceLocation)
        // A 100 kB input is cut short in the message.
        #expect(run.stderr.count < 400, sourceLocation: sourceLocation)
        #expect(!run.stderr.unicodeScalars.contains(where: isUnsafe), sourceLocation: sourceLocation)
        #expect(!run.stdout.unicodeScalars.contains(where: isUnsafe), sourceLocation: sourceLocation)
        if stdoutEmpty { #expect(run.stdout.isEmpty, sourceLocation: sourceLocation) }
    }

    @Test(arguments: cases)
    func typedInputIsRejectedWithExit65AndNoRequest(_ typed: Case) throws {
        try withTemporaryDirectory { directory in
            let run = try HardenProcess.run(["lookup", typed.input], environment: environment, directory: directory)
            Self.expectRejected(run, reason: typed.reason)
            let json = try HardenProcess.run(
                ["lookup", "--json", typed.input], environment: environment, directory: directory)
            Self.expectRejected(json, reason: typed.reason, stdoutEmpty: false)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(object["status"] as? String == "invalid")
            #expect(object["input"] as? String == typed.input)
            // Shell metacharacters stay text: nothing ran.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
        #expect(server.requests.isEmpty)
    }

    @Test func whitespaceAroundABarcodeIsIgnoredLikeSpaces() throws {
        // Pasted from a Windows file or a spreadsheet cell: the same barcode, found.
        for typed in [Self.valid + "\r", "\t" + Self.valid + "\n", "\u{A0}" + Self.valid] {
            let run = try HardenProcess.run(
                ["lookup", typed], environment: environment, directory: FileManager.default.temporaryDirectory)
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        }
    }

    @Test func invalidUTF8OnTheCommandLineIsRejectedNotACrash() throws {
        // Process cannot pass raw bytes; printf in sh can: a lone surrogate (CESU-8), an overlong "/", 0xFF.
        for bytes in [#"\355\240\200"#, #"02966\300\25774312"#, #"\377029667431224"#] {
            let run = try HardenProcess.run(
                ["-c", "exec \"$0\" lookup \"$(printf '\(bytes)')\"", try CDScanBinary.path()],
                environment: environment, directory: FileManager.default.temporaryDirectory, executable: "/bin/sh")
            Self.expectRejected(run, reason: "U+FFFD")
        }
        #expect(server.requests.isEmpty)
    }

    /// `cdscan catalog` reading `list` from standard input (or from list.txt when `asFile`), with `-o out.csv`.
    func catalog(_ list: [UInt8], asFile: Bool, in directory: URL) throws -> CDScanBinary.Run {
        var environment = self.environment
        environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        var arguments = ["catalog", "-o", "out.csv", "--no-progress"]
        var stdin = Data()
        if asFile {
            try Data(list).write(to: directory.appendingPathComponent("list.txt"))
            arguments.append("list.txt")
        } else {
            stdin = Data(list)
        }
        return try HardenProcess.run(arguments, environment: environment, directory: directory, stdin: stdin)
    }

    @Test(arguments: [false, true])
    func anEmbeddedNULInAListIsAnInvalidLineNotATruncatedBarcode(asFile: Bool) throws {
        try withTemporaryDirectory { directory in
            // Without the NUL, "029667431224" would be a valid barcode; cut at the NUL, "02966" an invalid one.
            let run = try catalog(Array("02966\u{0}7431224\n".utf8), asFile: asFile, in: directory)
            #expect(run.status == 65)
            let name = asFile ? "list.txt" : "stdin"
            #expect(
                run.stderr.hasPrefix(
                    "cdscan: error: \(name):1: \"02966\\u{0}7431224\" is not a valid barcode: U+0000 is not a digit"))
            #expect(!run.stderr.unicodeScalars.contains(where: Self.isUnsafe))
            let csv = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
            #expect(csv.split(separator: "\r\n").count == 2)
            #expect(csv.contains(",invalid,"))
        }
        #expect(server.requests.isEmpty)
    }

    @Test func invalidUTF8InABarcodeListIsReportedLineByLine() throws {
        try withTemporaryDirectory { directory in
            var list: [UInt8] = [0xED, 0xA0, 0x80, 0x0A]  // a lone surrogate, as CESU-8
            list += [0xFF, 0xFE] + Array("029667431224\n".utf8)  // a UTF-16 byte order mark
            list += Array("0296674".utf8) + [0xC0, 0xAF] + Array("31224\n".utf8)  // an overlong "/"
            list += Array("\u{1B}[2J\u{202E}029667431224\n".utf8)
            let run = try catalog(list, asFile: true, in: directory)
            #expect(run.status == 65)
            let lines = run.stderr.split(separator: "\n")
            for number in 1...4 {
                #expect(
                    lines.contains {
                        $0.hasPrefix("cdscan: error: list.txt:\(number): ") && $0.contains("is not a valid barcode")
                    })
            }
            #expect(lines.filter { $0.contains("U+FFFD") }.count == 3)
            #expect(!run.stderr.unicodeScalars.contains(where: Self.isUnsafe))
            let csv = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
            #expect(csv.split(separator: "\r\n").count == 5)
        }
        #expect(server.requests.isEmpty)
    }
}
