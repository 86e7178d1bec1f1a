import Scanner

/// `cdscan devices`: the cameras there are, with their names, drivers and sizes.
enum DevicesCommand {
    struct Options: Sendable {
        var json = false
    }

    static let spec = CommandSpec<Options>(
        name: "devices",
        abstract: "List the video devices, which of them can capture, and the sizes they offer.",
        usage: "[--json]",
        arguments: [],
        options: [.flag("json", help: "Print one JSON object per device per line.") { $0.json = true }])

    static func run(_ options: Options, arguments: [String], context: CommandContext) -> ExitCode {
        context.console.error("cdscan devices is not built yet.")
        return .software
    }
}
