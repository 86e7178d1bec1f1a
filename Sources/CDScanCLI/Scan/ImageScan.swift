/// `cdscan scan --image`: barcodes read from photos.
enum ImageScan {
    static func run(_ options: ScanCommand.Options, paths: [String], context: CommandContext) -> ExitCode {
        context.console.error("cdscan scan --image is not built yet.")
        return .software
    }
}
