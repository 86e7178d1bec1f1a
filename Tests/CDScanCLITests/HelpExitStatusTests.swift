import Foundation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// What each command's `--help` says it exits with agrees with what it returns. A command that
/// counts a stop (Ctrl-C, SIGTERM, SIGHUP) keeps its finished work and ends with 130, which
/// `CDScan.run` makes 143 or 129 by the signal that came first, so its help names the three.
@Suite struct HelpExitStatusTests {
    /// The command's `--help`, as `cdscan WORDS --help` prints it.
    static func help(_ words: [String]) -> String {
        let captured = CapturedConsole()
        let context = CommandContext(
            console: captured.console, environment: [:], directory: "/", time: ManualClock())
        let status = CDScan.run(words + ["--help"], context: context)
        #expect(status == .success, "\(words): \(captured.err)")
        // The prose is reflowed: a status may end one line and its words begin the next.
        return captured.out.replacingOccurrences(of: "\n", with: " ")
    }

    /// Whether `text` names `code` as a number of its own (not "1300", not "75" in "175").
    static func names(_ text: String, _ code: Int32) -> Bool {
        text.range(of: "(?<![0-9])\(code)(?![0-9])", options: .regularExpression) != nil
    }

    /// The commands that count a stop and keep what they finished (each `…Run` that asks
    /// `context.stopSignals`, or maps a lookup cut short to 130).
    static let stoppable: [[String]] = [
        ["lookup"], ["scan"], ["disc"], ["catalog"], ["export"], ["audit"], ["sync"], ["value"], ["backup"],
        ["restore"], ["items", "import"], ["dump", "import"],
    ]

    @Test(arguments: stoppable)
    func aCommandAStopEndsNamesTheThreeStatusesOfAStop(_ words: [String]) {
        let help = Self.help(words)
        for code in [ExitCode.interrupted, .terminated, .hangup] {
            let named = Self.names(help, code.rawValue)
            #expect(named, "\(words) --help does not name \(code.rawValue)")
        }
    }

    /// `items refresh` runs the batch `catalog` runs and says its statuses are catalog's.
    @Test func itemsRefreshSendsToCatalogsList() {
        #expect(Self.help(["items", "refresh"]).contains("Exit status as for catalog."))
    }

    /// `value` ends with 66 without a catalogue (README's table) and 78 without a token, besides
    /// the 64, 75 and 77 its help named before.
    @Test func valueNamesEveryStatusItEndsWith() {
        let help = Self.help(["value"])
        for code in [ExitCode.success, .usage, .noInput, .temporaryFailure, .permission, .configuration] {
            let named = Self.names(help, code.rawValue)
            #expect(named, "value --help does not name \(code.rawValue)")
        }
    }
}
