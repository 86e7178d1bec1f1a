import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// `--quiet` and `--color`, which every command's help lists, also work before a group's action
/// (`cdscan -q items list`, `cdscan items --color never list`): they were read as the action's
/// name, "unknown items action '-q'", exit 64.
@Suite struct GroupCommonOptionsTests {
    /// Runs cdscan in-process in `directory`; returns the status and stderr.
    func cdscan(_ arguments: [String], in directory: String) -> (status: ExitCode, err: String) {
        let captured = CapturedConsole()
        let context = CommandContext(
            console: captured.console, environment: ["XDG_DATA_HOME": directory], directory: directory,
            time: ManualClock())
        return (CDScan.run(arguments, context: context), captured.err)
    }

    @Test(arguments: [["items", "list", "--db", "none.sqlite"], ["dump", "status"]])
    func commonOptionsBeforeTheActionReachIt(_ command: [String]) throws {
        try withScratchDirectory { directory in
            let (group, action) = (command[0], Array(command.dropFirst()))
            let plain = cdscan(command, in: directory)
            // Neither a catalogue nor a dump index exists: the action itself says so.
            #expect(plain.status == .noInput)
            #expect(!plain.err.contains("\u{1B}["))
            for arguments in [
                ["-q", group] + action, [group, "-q"] + action, ["--quiet", group, "--color=never"] + action,
            ] {
                let run = cdscan(arguments, in: directory)
                #expect(run.status == plain.status, "\(arguments)")
                #expect(run.err == plain.err, "\(arguments)")
            }
            // The colour asked for before the group reaches the action's error line.
            let coloured = cdscan(["--color", "always", group] + action, in: directory)
            #expect(coloured.status == plain.status)
            #expect(coloured.err.contains("\u{1B}["))
        }
    }
}
