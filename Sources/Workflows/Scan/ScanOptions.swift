import Barcode
import Lookup
import PhoneServer
import Presentation
import Scanner

/// What `cdscan scan` was asked to do, as its command line set it; the camera and photo scans read it.
///
/// The command line's option table writes these fields directly (`ScanCommand.Options` is this type).
package struct ScanOptions: LookupOptions {
    /// `--image`: the arguments are photos and folders of photos, not a camera.
    package var images = false
    /// `--no-recursive`: the folders' own photos only.
    package var recursive = true
    /// `--json`: one JSON object per barcode per line.
    package var json = false
    /// `--no-lookup` makes it false: print the barcodes only.
    package var lookup = true
    /// `--phone`: frames from a phone's browser, through a page served over HTTPS, not the webcam.
    package var phone = false
    /// `--listen`: the address and port the phone page is served on; nil: the LAN address, a free port.
    package var listen: ListenAddress?
    /// `--no-covers` sets it false: the phone's cards show no cover, and none is downloaded.
    package var covers = true
    /// `--key-file`: where the phone page's pairing key is kept across starts; nil: a new key at each start.
    package var keyFile: String?
    /// `--symbologies`: the symbologies to read.
    package var symbologies = Symbology.retail
    /// `--device`: the camera; nil: the first that can capture.
    package var device: String?
    /// `--size`: the capture size asked for; nil: `FrameSize.defaultCapture`.
    package var size: FrameSize?
    /// `--timeout`: seconds without a new disc before the camera scan stops; nil: never.
    package var timeout: Double?
    /// `--continuous`: disc after disc until Ctrl-C, rather than the first disc only.
    package var continuous = false
    /// `--no-preview` makes it false: a status line instead of the camera picture.
    package var preview = true
    /// `--frames`: consecutive frames that must read the same code before it counts.
    package var frames = 3
    /// The most `--frames` may ask for: at 30 frames a second, a code held still for over three seconds.
    package static let maximumFrames = 100
    /// The longest `--timeout`: a week, more than any scanning session.
    package static let maximumTimeout: Double = 7 * 24 * 60 * 60
    /// The widest and tallest `--size`: larger than any camera's frame, small enough that a
    /// frame's pixel count cannot overflow.
    package static let maximumFrameSide = 16384
    /// `--catalog FILE.csv`: record each disc in the catalog and rewrite this CSV.
    package var catalog: String?
    /// `--db`: the catalog database; nil: the default path.
    package var database: String?
    /// `--verbose`: say which decoding pass read each photo.
    package var verbose = false
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes read off a case too.
    package var anyPrefix = false
    package var source = SourceChoice.auto
    package var dumpIndex: String?
    package var pick = PickMode.best
    /// Whether `--pick` (or `CDSCAN_PICK`) chose `pick`: the card's default is the best ranked,
    /// the catalogue's (`--catalog`) is `catalog`'s, `all` (`catalogTakesBest(_:)`).
    package var pickGiven = false
    package var extras = ExtrasOptions()

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
        asks(context) || (pickGiven && pick == .best) || extras.addToCollection
    }
}

extension ScanOptions {
    /// The answer for a code read off a case whose prefix is no CD's (a book's ISBN, a
    /// periodical, a coupon): refused without a request, as a typed one is, unless
    /// `--any-prefix`; nil when `gtin` is to be looked up.
    func refusal(of gtin: GTIN) -> LookupResult? {
        let reading = BarcodeReading(gtin: gtin)
        guard !reading.canBeMusic, !anyPrefix else { return nil }
        return LookupResult(input: gtin.canonical, outcome: .invalid(.notMusic(reading.kind)))
    }
}
