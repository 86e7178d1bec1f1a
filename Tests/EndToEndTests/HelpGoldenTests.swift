import Foundation
import TestSupport
import Testing

/// Every command's `--help`, as the built binary prints it, against the expected text in
/// `Fixtures/help/<command>.txt` (`cdscan.txt` for the top level), like argument-parser's
/// `AssertHelp`: a change to an option table shows up here as a diff to review.
///
/// After a deliberate change, regenerate the files and review the diff:
///
///     swift build --build-tests
///     CDSCAN_REGENERATE_HELP=1 swift test --skip-build --filter HelpGoldenTests
///     git diff Fixtures/help
@Suite struct HelpGoldenTests {
    static let commands = [
        "", "lookup", "scan", "disc", "devices", "catalog", "export", "items", "backup", "restore", "sync", "value",
        "audit", "dump",
    ]
    /// The actions of a group, whose help `cdscan GROUP ACTION --help` prints (in `help/GROUP-ACTION.txt`).
    static let actions = [
        "items list", "items show", "items edit", "items pick", "items remove", "items refresh", "items import",
        "dump import", "dump status", "dump remove",
    ]

    static func fixture(_ command: String) -> String {
        PackageRoot.fixture("help/\(command.isEmpty ? "cdscan" : command.replacingOccurrences(of: " ", with: "-")).txt")
    }

    @Test(arguments: commands + actions)
    func helpMatchesTheExpectedText(_ command: String) throws {
        let words = command.split(separator: " ").map(String.init)
        let run = try CDScanBinary.run(words + ["--help"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let path = Self.fixture(command)
        if ProcessInfo.processInfo.environment["CDSCAN_REGENERATE_HELP"] == "1" {
            try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(run.stdout == expected)
    }

    @Test(arguments: commands.dropFirst())
    func helpSubcommandPrintsTheSameText(_ command: String) throws {
        let run = try CDScanBinary.run(["help", command])
        #expect(run.status == 0)
        #expect(run.stdout == (try String(contentsOfFile: Self.fixture(command), encoding: .utf8)))
    }

    /// Issue 41, point 10: every line of every help fits 80 columns, its overview and prose
    /// included; only an example command line, which would not run if cut, may be longer.
    @Test func everyLineOfEveryHelpFitsEightyColumns() throws {
        for command in Self.commands + Self.actions {
            let run = try CDScanBinary.run(command.split(separator: " ").map(String.init) + ["--help"])
            let long = run.stdout.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("  cdscan ") }
            #expect(long.isEmpty, "\(command): \(long)")
        }
    }

    /// Issue 41, point 10: the top-level help names `-V`, which works, and points to what an
    /// installed cdscan has (the man page), not to a file of the source.
    @Test func theTopLevelHelpNamesDashVAndPointsToTheManPage() throws {
        let help = try CDScanBinary.run(["--help"]).stdout
        #expect(help.contains("\n  -V, --version "), "\(help)")
        #expect(!help.contains(".env.example"), "\(help)")
        #expect(help.replacingOccurrences(of: "\n", with: " ").contains("'man cdscan' (ENVIRONMENT)"), "\(help)")
        let short = try CDScanBinary.run(["-V"])
        #expect(short.status == 0)
        #expect(short.stdout == (try CDScanBinary.run(["--version"]).stdout))
    }

    /// The generated part (USAGE, ARGUMENTS, OPTIONS) fits 80 columns; the prose around it is the spec's.
    @Test func theGeneratedLinesFitEightyColumns() throws {
        for command in Self.commands + Self.actions {
            let text = try String(contentsOfFile: Self.fixture(command), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let options = lines.firstIndex(of: "OPTIONS:") else {
                Issue.record("\(command): no OPTIONS section")
                continue
            }
            let end = lines[options...].firstIndex(of: "") ?? lines.endIndex
            let long = lines[2..<end].filter { $0.count > 80 }
            #expect(long.isEmpty, "\(command): \(long)")
        }
    }
}
