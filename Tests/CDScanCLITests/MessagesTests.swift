import CommandLineKit
import Foundation
import Terminal
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// One style for messages, "did you mean", --quiet and --color, and the command-line conventions.
@Suite struct MessagesTests {
    @Test func everyMessageHasTheOneStyleAndNoDoubledFullStop() {
        let captured = CapturedConsole()
        captured.console.error("the device stalled.".appending("."))
        captured.console.warning("slow.")
        captured.console.message("noted")
        #expect(captured.err == "cdscan: error: the device stalled.\ncdscan: warning: slow.\ncdscan: noted\n")
        #expect(Console.sentence("Wait...") == "Wait...")
        #expect(Console.sentence("Really?.") == "Really?")
    }

    @Test func quietKeepsWarningsAndErrorsOnly() {
        let captured = CapturedConsole()
        let quiet = captured.console.with(colorMode: .auto, quiet: true)
        quiet.message("added to your Discogs collection")
        quiet.message("warning: words that look like a warning are still a message")
        quiet.show(.message("a message made as a notice"))
        quiet.show(.warning("a typo cannot be caught"))
        quiet.error("bad")
        #expect(captured.err == "cdscan: warning: a typo cannot be caught\ncdscan: error: bad\n")
    }

    @Test func colorAlwaysAndNeverOverrideTheTerminalAndNoColor() {
        let pipe = CapturedConsole(colorAllowed: false).console
        #expect(!pipe.stdoutColor)
        #expect(pipe.with(colorMode: .always, quiet: false).stdoutColor)
        let terminal = CapturedConsole(stdoutIsTerminal: true, stderrIsTerminal: true).console
        #expect(terminal.stdoutColor && terminal.stderrColor)
        let never = terminal.with(colorMode: .never, quiet: false)
        #expect(!never.stdoutColor && !never.stderrColor)
    }

    @Test func theOptionValueIsNotReadAsQ() throws {
        let (common, rest) = try CommonOptions.extract(["-oq", "-qj", "-q", "--", "-q"], valueShorts: ["o"])
        #expect(common.quiet)
        #expect(rest == ["-oq", "-j", "--", "-q"])
    }

    @Test func suggestionsNeedToBeClose() {
        #expect(Suggestion.nearest("lokoup", among: ["lookup", "scan"]) == "lookup")
        #expect(Suggestion.nearest("xyz", among: ["lookup", "scan"]) == nil)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
    }
}
