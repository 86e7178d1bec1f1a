import Catalog
import Imaging
import Lookup
import Scanner
import Terminal

/// What `scan --image` prints: lookup results as `lookup` does (with the photo's name),
/// and on its own account barcodes read without a lookup, photos without a barcode,
/// photos that could not be read, and `--verbose` notes.
///
/// Results go to stdout; problems and notes to stderr, also in `--json` mode, where
/// each photo's problem is a JSON line on stdout as well.
package struct ImageScanOutput {
    package let console: Console
    package let json: Bool
    package let verbose: Bool
    /// Whether albums are looked up: JSON lines then carry the lookup keys too.
    package let lookup: Bool
    private var results: ResultPrinter

    /// - Parameter showAll: `--pick all`: a card for every release on a barcode.
    package init(console: Console, json: Bool, verbose: Bool, lookup: Bool, showAll: Bool = false) {
        self.console = console
        self.json = json
        self.verbose = verbose
        self.lookup = lookup
        results = ResultPrinter(console: console, json: json, showAll: showAll)
    }

    /// A lookup's result: the photo's name above the card, or a JSON object with `file` and
    /// the code's `place` in it.
    package mutating func print(_ result: LookupResult, place: PhotoPlace) {
        results.print(result, place: place)
    }

    /// A barcode read and not looked up: `FILE: 029667431224 (UPC-A)`. Text names standard
    /// input "standard input"; JSON's `file` is "-", as given.
    package func read(_ symbol: DecodedSymbol, place: PhotoPlace, file: String) {
        if json {
            console.line(ImageRecord(read: symbol, place: place, file: file, lookupKeys: lookup).jsonLine())
        } else {
            let code = symbol.gtin?.canonical ?? ResultPrinter.display(symbol.text)
            console.line("\(ImageFileList.displayName(file)): \(code) (\(symbol.symbology))")
        }
    }

    /// A code that is not a retail barcode, read because `--symbologies` asked for it: listed, not looked up.
    package func notLookedUp(_ symbol: DecodedSymbol, place: PhotoPlace, file: String) {
        console.message(
            "\(ImageFileList.displayName(file)): \(symbol.symbology) is not a retail barcode, so it is not looked up")
        read(symbol, place: place, file: file)
    }

    /// Different codes read in one place of the photo: a warning, and with `--json` a
    /// `conflict` line; none of the codes is reported as read.
    package func conflict(_ conflict: Conflict, file: String) {
        console.warning("\(ImageFileList.displayName(file)): \(PhotoConflictText.sentence(conflict.shownCodes))")
        if json { console.line(ImageRecord(conflict: conflict, file: file, lookupKeys: lookup).jsonLine()) }
    }

    /// A photo in which no pass read a barcode.
    package func noBarcode(_ file: String, passesTried: Int) {
        let detail = "no barcode found (tried \(passesTried) \(passesTried == 1 ? "pass" : "passes"))"
        console.errRaw("\(Displayable.escaped(ImageFileList.displayName(file))): \(detail)\n")
        if json {
            console.line(ImageRecord(file: file, status: .noBarcode, error: detail, lookupKeys: lookup).jsonLine())
        }
    }

    /// A photo (or folder) that could not be read; the message names it.
    package func failed(_ error: ImageError) {
        console.error("\(error).")
        if json {
            let record = ImageRecord(file: error.path, status: .error, error: error.description, lookupKeys: lookup)
            console.line(record.jsonLine())
        }
    }

    /// A folder not searched (one that links back to a folder it is in): a warning, not a failure.
    package func skipped(_ error: ImageError) {
        console.warning("\(error).")
    }

    /// A damaged photo whose barcode was read all the same.
    package func damaged(_ damage: ImageError) {
        console.warning("\(damage); its barcode was read all the same")
    }

    /// `--verbose`: which pass read the photo.
    package func readBy(
        _ pass: ScanPass, symbols: [DecodedSymbol], reading: PhotoReading, of file: String, passCount: Int
    ) {
        guard verbose else { return }
        let codes = symbols.map(\.description).joined(separator: ", ")
        console.message(
            "\(ImageFileList.displayName(file)): \(codes) read by the \"\(pass.name)\" pass (\(reading.passesTried) of \(passCount) tried) "
                + "on \(reading.width)x\(reading.height) pixels")
    }

    /// The catalog could not be written: said once, after which the run goes on without it.
    package func catalogFailed(_ error: CatalogError) {
        console.error("\(error). The remaining photos are not recorded in the catalog.")
    }
}
