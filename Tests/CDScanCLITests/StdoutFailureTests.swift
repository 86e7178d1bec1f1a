import Foundation
import Terminal
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// Results lost on the way to stdout make the run fail with 73 and one line on stderr (see
/// `StdoutFailureEndToEndTests` for /dev/full through the binary); a reader that went away does not.
@Suite struct StdoutFailureTests {
    /// cdscan in-process, every write to stdout failing with `error`; the status and stderr.
    func run(_ arguments: [String], failingWith error: Int32) -> (status: ExitCode, err: String) {
        let failure = OutputFailure()
        let err = LockedText()
        let console = Console(
            stdoutIsTerminal: false, stderrIsTerminal: false, colorAllowed: false,
            out: { _ in failure.note(error) }, err: { err.append($0) }, outFailure: failure)
        let context = CommandContext(console: console, environment: [:], directory: "/", time: ManualClock())
        return (CDScan.run(arguments, context: context), err.text)
    }

    @Test func aFullDiskIsExit73WithOneLine() {
        let full = run(["--version"], failingWith: ENOSPC)
        #expect(full.status == .cannotCreate)
        #expect(full.err == "cdscan: error: cannot write the results to standard output: No space left on device\n")
        // A worse status stays: a usage error is still 64.
        #expect(run(["--no-such-option"], failingWith: EIO).status == .usage)
    }

    @Test func aReaderThatWentAwayIsNoFailure() {
        let gone = run(["--version"], failingWith: EPIPE)
        #expect(gone.status == .success)
        #expect(gone.err.isEmpty)
        let failure = OutputFailure()
        failure.note(nil)
        failure.note(EPIPE)
        #expect(failure.reason == nil)
        failure.note(EIO)
        failure.note(ENOSPC)
        #expect(failure.reason == "Input/output error", "the first error is kept")
    }
}
