import CommandLineKit
import Imaging
import Lookup
import PhoneServer
import Presentation
import Scanner
import Workflows

/// `cdscan scan`: barcodes from the webcam or from photos, then their albums.
enum ScanCommand: Command {
    static let spec = CommandSpec<Options>(
        name: "scan",
        abstract: "Read barcodes from the webcam or from photos and look up their albums.",
        positionals: .zeroOrMore,
        arguments: [
            (
                "file-or-folder",
                "With --image: photos (JPEG, PNG, WebP, HEIC, PGM/PPM) and folders of photos; - reads one photo from standard input."
            )
        ],
        discussion: """
            EXAMPLES:
              cdscan scan                          # webcam, stops at the first disc
              cdscan scan --continuous             # disc after disc
              cdscan scan --phone --continuous     # a phone's camera, through a page over HTTPS
              cdscan scan --image back.jpg scans/  # photos and folders of photos
              cdscan scan --image --no-lookup --json scans/
              scanimage --format=png | cdscan scan --image -   # a flatbed scan, piped

            CAMERA: a code counts once --frames frames in a row agree on it. On a colour
            terminal the picture is shown on stderr (--no-preview: a status line only).
            --once stops at the first disc; with --timeout and no disc by then it exits 1.
            --continuous goes on until Ctrl-C, or until --timeout passes without a new disc,
            then prints a summary on stderr; a disc still in view is not counted twice.

            PHONE (--phone): serves a page over HTTPS on this machine's LAN address (--listen
            ADDR:PORT to choose; port 0: a free one) and prints its URL, with a new pairing key
            (--key-file FILE keeps one across starts: made 0600 when absent, never rewritten), a
            QR code of it and the SHA-256 fingerprint of cdscan's self-signed certificate
            (made on first use, kept in $XDG_DATA_HOME/cdscan/phone-tls.pem). The phone's
            browser sends camera frames (or a photo) that are read as the webcam's are; each
            disc's card shows on the phone, with its cover, which cdscan downloads and serves
            itself (--no-covers: none), and with --pick ask the releases a barcode several
            carry, to pick one there. Requests without the key get 403; with --json the
            first line is {"status":"listening","url":"https://..."}. Exit status as the
            camera's, and 69 when the address cannot be served on, 73 when the certificate
            file is refused (a link, readable by others) or cannot be written; for --key-file:
            66 not a regular file, 77 not yours or open to others, 65 not a key, 73 not makeable.

            --pick, --details and --add-to-collection work as with lookup; on a terminal
            --pick ask asks with the camera picture cleared. --add-to-collection checks the
            folder before the camera opens or the first photo is read.

            --catalog records as 'cdscan catalog' does: a photo's code is the copy that
            catalog --images makes of it (the same photos read by either command add nothing
            more), and a barcode several CDs carry is recorded 'ambiguous', for catalog
            --review, unless --pick best was given, ask chose at a terminal, or
            --add-to-collection added the release.

            Exit status: as lookup (0 all found, 1 some not found or no disc read before
            --timeout); 69 no camera or the camera stalled, 75 the camera is in use, 77 no
            permission for the camera (or the token refused), 78 no token for --source discogs
            or --add-to-collection; 64 no such collection folder; \(ExitCode.stoppedStatuses)
            before any disc was read, or by a second Ctrl-C while lookups were still running.

            PHOTOS (--image): files are reported in the order given, a folder's photos in name
            order, then its subfolders' (--no-recursive: not those), decoded on every core;
            - reads one photo's bytes from standard input, told apart by content as a file is
            (named "standard input" in messages, "-" in JSON's "file"). Each distinct barcode
            on a photo is looked up; with --no-lookup each is printed as 'FILE: BARCODE
            (SYMBOLOGY)'. JSON lines carry the code's "index" in the photo, its "box" and its
            "add_on". A photo without a barcode, one whose codes conflict (one symbol read two
            ways: neither is taken), or one that cannot be read, is reported on stderr and the
            other photos are still read.
            The configuration (token, service URLs) is checked before the first photo is read.

            Exit status with --image: 0 every photo gave a barcode that was found (with
            --no-lookup: every photo gave a barcode); 1 some photo had no barcode, or a barcode
            was not found; 65 a file is empty, not an image, damaged, cut short or too large;
            66 a file or folder is missing or cannot be read; 69 the service unavailable; 73 the
            catalog cannot be written; 75 rate-limited; 77 token refused; 78 no token for
            --source discogs; \(ExitCode.stoppedStatuses) before every photo was read. When
            photos end differently, the most serious status wins (66 over 65 over 1).
            """)

    /// The options the scan runs read, defined beside them in Workflows; the table above writes them.
    typealias Options = ScanOptions

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        if let problem = options.problem(command: "scan") { throw problem }
        if !options.lookup, options.extras.any {
            throw UsageError(
                "'--details' and '--add-to-collection' need a lookup: leave out --no-lookup", command: "scan")
        }
        if let problem = options.phoneProblem(command: "scan") { throw problem }
        if options.location != nil, options.catalog == nil {
            throw UsageError(
                "'--location' places the copies --catalog records: add --catalog FILE.csv", command: "scan")
        }
        if !options.covers, !options.phone {
            throw UsageError("'--no-covers' is for --phone: cdscan scan --phone --no-covers", command: "scan")
        }
        if options.phone {
            if options.images || !arguments.isEmpty {
                throw UsageError(
                    "'--phone' reads a phone's camera, not photos: leave out --image and files", command: "scan")
            }
            if options.device != nil || options.size != nil {
                throw UsageError(
                    "'--device' and '--size' are the webcam's: leave them out with --phone", command: "scan")
            }
        } else if options.images || !arguments.isEmpty {
            guard options.images else {
                throw UsageError("photos need --image: cdscan scan --image \(arguments[0])", command: "scan")
            }
            guard !arguments.isEmpty else {
                throw UsageError("missing expected argument '<file-or-folder>...'", command: "scan")
            }
            guard arguments.filter({ $0 == ImageFileList.standardInput }).count <= 1 else {
                throw UsageError("'-' (standard input) holds one photo: give it once", command: "scan")
            }
        }
    }

    /// The phone, the photos or the webcam, as the command line asks.
    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        if options.images { return try ImageScan.scan(options, paths: arguments, context: context) }
        return try CameraScan.scan(options, context: context)
    }
}

/// `--db`, whose table entry `.database` needs the protocol.
extension ScanOptions: CatalogDatabaseOption {}
