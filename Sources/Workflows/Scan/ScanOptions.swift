import Barcode
import Catalog
import CommandLineKit
import Lookup
import PhoneServer
import Presentation
import Scanner

/// What `cdscan scan` was asked to do, as its command line set it; the camera and photo scans read
/// it. Each field declares its option (`ScanCommand.Options` is this type).
package struct ScanOptions: ReleaseExtrasOptions, ParsableOptions {
    /// `--image`: the arguments are photos and folders of photos, not a camera.
    @Option(
        .flag(
            "image", short: "i", help: "Scan photos and folders given as arguments instead of the camera.", sets: true))
    package var images = false
    /// `--phone`: frames from a phone's browser, through a page served over HTTPS, not the webcam.
    @Option(.phone) package var phone = false
    /// `--listen`: the address and port the phone page is served on; nil: the LAN address, a free port.
    @Option(.listen) package var listen: ListenAddress? = nil
    /// `--key-file`: where the phone page's pairing key is kept across starts; nil: a new key at each start.
    @Option(.keyFile) package var keyFile: String? = nil
    /// `--no-covers` sets it false: the phone's cards show no cover, and none is downloaded.
    @Option(
        .flag(
            "no-covers", help: "With --phone: show no covers on the phone's cards (cdscan downloads none).", sets: false
        ))
    package var covers = true
    /// `--no-recursive`: the folders' own photos only.
    @Option(.noRecursive(of: "--image")) package var recursive = true
    /// `--json`: one JSON object per barcode per line.
    @Option(
        .flag(
            "json", short: "j", help: "Print one JSON object per barcode per line (photos: with a \"file\" field).",
            sets: true))
    package var json = false
    /// `--no-lookup` makes it false: print the barcodes only.
    @Option(.flag("no-lookup", help: "Print the barcodes only; do not look them up.", sets: false))
    package var lookup = true
    /// `--source`, `--index`.
    @OptionGroup package var sources = SourceOptions()
    /// `--pick`, `--details`, `--add-to-collection`, `--folder`; `choice.$pick.isGiven`: whether
    /// `--pick` (or `CDSCAN_PICK`) chose it (see `catalogTakesBest`).
    @OptionGroup(
        help: [
            "pick": "Several releases on one barcode: take the best ranked (best), ask on a terminal "
                + "(ask; camera: once the picture is cleared), or show all (all).",
            "details": "Also fetch each release's tracklist, credits and identifiers, from the service that answered.",
        ])
    package var choice = ReleaseChoiceOptions()
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes read off a case too.
    @Option(.anyPrefix) package var anyPrefix = false
    /// `--symbologies`: the symbologies to read.
    @Option(.symbologies) package var symbologies = Symbology.retail
    /// `--device`: the camera; nil: the first that can capture.
    @Option(.camera) package var device: String? = nil
    /// `--size`: the capture size asked for; nil: `FrameSize.defaultCapture`.
    @Option(.captureSize) package var size: FrameSize? = nil
    /// `--timeout`: seconds without a new disc before the camera scan stops; nil: never.
    @Option(.scanTimeout) package var timeout: Double? = nil
    /// `--continuous`: disc after disc until Ctrl-C, rather than the first disc only (`--once`).
    @Option(
        .flag("once", help: "Stop after the first disc (the default without --continuous).", sets: false),
        .flag("continuous", short: "c", help: "Go on disc after disc until Ctrl-C.", sets: true))
    package var continuous = false
    /// `--no-preview` makes it false: a status line instead of the camera picture.
    @Option(.noPreview) package var preview = true
    /// `--frames`: consecutive frames that must read the same code before it counts.
    @Option(.frames) package var frames = 3
    /// `--catalog FILE.csv`: record each disc in the catalog and rewrite this CSV.
    @Option(.text("catalog", "file.csv", help: "Also record each disc in the catalog and rewrite this CSV."))
    package var catalog: String? = nil
    /// `--location`: with `--catalog`, where every copy the scan records is kept.
    @Option(.location(help: "With --catalog: put every copy recorded at this place (levels separated by '/')."))
    package var location: ShelfLocation? = nil
    /// `--db`: the catalog database; nil: the default path.
    @Option(.database) package var database: String? = nil
    /// `--verbose`: say which decoding pass read each photo.
    @Option(.flag("verbose", short: "v", help: "Say which decoding pass read each photo.", sets: true))
    package var verbose = false

    /// The most `--frames` may ask for: at 30 frames a second, a code held still for over three seconds.
    package static let maximumFrames = 100
    /// The longest `--timeout`: a week, more than any scanning session.
    package static let maximumTimeout: Double = 7 * 24 * 60 * 60
    /// The widest and tallest `--size`: larger than any camera's frame, small enough that a
    /// frame's pixel count cannot overflow.
    package static let maximumFrameSide = 16384

    /// The defaults, as `cdscan scan` runs with no options.
    package init() {}
}

extension ScanOptions {
    /// Whether `--catalog` records the release the scan took for a barcode several CDs carry,
    /// rather than leave it `ambiguous` as `catalog` does by default (`--pick all`): with
    /// `--pick best` given, a person's choice (`--pick ask` at a terminal), or the release
    /// `--add-to-collection` added. So the same photos end the same in `catalog --images`
    /// and `scan --image --catalog` with the same `--pick`, or none.
    func catalogTakesBest(_ context: CommandContext) -> Bool {
        asks(context) || (choice.$pick.isGiven && pick == .best) || extras.addToCollection
    }
}

extension ScanOptions {
    /// The answer for a code read off a case whose prefix is no CD's (a book's ISBN, a
    /// periodical, a coupon): refused without a request, as a typed one is, unless
    /// `--any-prefix`; nil when `gtin` is to be looked up.
    func refusal(of gtin: GTIN) -> LookupResult? {
        do throws(BarcodeError) {
            try gtin.requireMusicPrefix(anyPrefix: anyPrefix)
            return nil
        } catch {
            return LookupResult(input: gtin.canonical, outcome: .invalid(error))
        }
    }
}
