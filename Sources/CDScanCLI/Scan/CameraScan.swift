/// `cdscan scan` from the webcam.
enum CameraScan {
    static func run(_ options: ScanCommand.Options, context: CommandContext) -> ExitCode {
        context.console.error("cdscan scan from a camera is not built yet.")
        return .software
    }
}
