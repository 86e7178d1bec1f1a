import CommandLineKit
import Workflows

/// `cdscan devices`: the cameras there are, with their names, drivers and sizes.
enum DevicesCommand: Command {
    struct Options: ParsableOptions {
        @Option(
            .flag(
                "json", short: "j", help: "Print the devices as one JSON array ([] when there is none).", sets: true))
        var json = false
    }

    static let spec = CommandSpec<Options>(
        name: "devices",
        abstract: "List the video devices, which of them can capture, and the sizes they offer.",
        discussion: """
            Exit status: 0 when at least one device can capture, 69 when none can
            (no camera, or none this user may open). With --json: 0 whenever the array
            is printed ([] included), and why none can capture is a warning on stderr.
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        DevicesRun.run(json: options.json, console: context.console)
    }
}
