import CommandLineKit
import Disc
import Lookup
import Workflows

/// `cdscan disc [DEVICE]`: the audio CD in the drive (or a table of contents given by hand) to its album.
enum DiscCommand: Command {
    typealias Options = DiscOptions

    static let spec = CommandSpec<Options>(
        name: "disc",
        abstract: "Identify the audio CD in the drive (disc ID, MCN) on MusicBrainz and Discogs.",
        positionals: .optional,
        arguments: [("device", "The CD drive, e.g. /dev/sr1 (default: the first of /dev/sr0, /dev/sr1, ...).")],
        discussion: """
            EXAMPLES:
              cdscan disc
              cdscan disc --eject /dev/sr1
              cdscan disc --json --toc "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"

            cdscan reads the disc's table of contents and Media Catalogue Number (MCN) with
            libdiscid, asks MusicBrainz for the disc ID (which also finds releases with a
            similar table of contents, and CD stubs), then asks Discogs for the barcode (the
            MCN, or the MusicBrainz release's) or the catalogue number. An unknown disc prints
            the MusicBrainz page to add it.

            Exit status: 0 found, 1 not found (or only a CD stub), 64 usage, 65 a data disc or
            an invalid --toc, 66 no disc in the drive, 69 no CD drive or a service unavailable,
            74 the table of contents could not be read, 75 the drive not ready or rate-limited,
            77 no permission to open the drive (or the token refused), 78 no token for
            --source discogs, \(ExitCode.stoppedStatuses).
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        try run(options, arguments: arguments, context: context) { drive throws(DiscError) in try drive.read() }
    }

    /// Runs the command with `read` standing for the drive (tests: a drive that fails as hardware does).
    static func run(
        _ options: Options, arguments: [String], context: CommandContext,
        read: (DiscDrive) throws(DiscError) -> Disc
    ) throws -> ExitCode {
        try DiscRun.run(options, device: arguments.first, context: context, read: read)
    }

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        if options.toc != nil, let device = arguments.first {
            throw UsageError("give a device or --toc, not both ('\(device)')", command: "disc")
        }
        if options.toc != nil, options.eject {
            throw UsageError("'--eject' ejects a disc that was read; --toc reads none", command: "disc")
        }
    }
}
