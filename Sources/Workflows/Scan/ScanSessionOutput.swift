import Barcode
import Catalog
import Cataloging
import Foundation
import Lookup
import Presentation
import Scanner
import Terminal

/// Where each disc read by the camera goes: stdout (a barcode, a card or a JSON
/// line) and, with `--catalog`, the catalog and its CSV.
///
/// Used from the frame loop's thread only (the cataloger is not `Sendable`).
struct ScanSessionOutput {
    let console: Console
    let json: Bool
    let cataloger: ScanCataloger?
    private var printer: ResultPrinter
    /// Told what the catalogue made of each code recorded (`scan --phone`: its card on the page).
    var recorded: ((_ code: String, ScanCataloger.Recorded) -> Void)?
    /// Takes each disc read without a lookup instead of stdout (`audit --camera|--phone`, whose
    /// stdout is its report); nil: printed.
    var seen: ((ScanSession.Sighting) -> Void)?

    /// - Parameter showAll: `--pick all`: a card for every release on a barcode.
    init(console: Console, json: Bool, cataloger: ScanCataloger?, showAll: Bool = false) {
        self.console = console
        self.json = json
        self.cataloger = cataloger
        printer = ResultPrinter(console: console, json: json, showAll: showAll)
    }

    /// Prints a barcode read without a lookup (`--no-lookup`) by the `phone`th phone (nil: the
    /// webcam), or hands it to `seen`, and records it; returns the status of a catalog failure, if any.
    func printRead(_ sighting: ScanSession.Sighting, phone: Int?) -> ExitCode? {
        if let seen {
            seen(sighting)
        } else if json {
            var record = CameraReadRecord(sighting)
            record.phone = phone
            console.line(record.jsonLine())
        } else {
            console.line((phone.map { ResultPrinter.phoneName($0) + ": " } ?? "") + sighting.gtin.canonical)
        }
        return catalog(sighting.gtin) { cataloger throws(CatalogError) in
            try cataloger.recordUnlooked(sighting.gtin, source: "camera")
        }
    }

    /// Prints a lookup's result (of a disc the `phone`th phone read; nil: the webcam) as `lookup`
    /// does and records it; returns the status of a catalog failure, if any.
    mutating func printResult(_ result: LookupResult, phone: Int?) -> ExitCode? {
        printer.print(result, phone: phone)
        return catalog(result.gtin) { cataloger throws(CatalogError) in
            try cataloger.record(result, source: "camera")
        }
    }

    /// Whether the catalog recorded `result`'s barcode `ambiguous` (said on stderr), as
    /// `catalog` would: the scan then ends with 1.
    func leftAmbiguous(_ result: LookupResult) -> Bool {
        guard let cataloger, let gtin = result.gtin, cataloger.leavesAmbiguous(result) else { return false }
        console.show(ScanCataloger.ambiguousNote(code: gtin.canonical))
        return true
    }

    /// Records through `write` and rewrites the CSV, saying on stderr when the read was a reread
    /// or another copy.
    private func catalog(
        _ gtin: GTIN?, _ write: (ScanCataloger) throws(CatalogError) -> ScanCataloger.Recorded?
    ) -> ExitCode? {
        guard let cataloger else { return nil }
        do {
            let recorded = try write(cataloger)
            try cataloger.rewriteCSV()
            guard let gtin, let recorded else { return nil }
            self.recorded?(gtin.canonical, recorded)
            if let note = recorded.note(code: gtin.canonical) { console.show(note) }
            return nil
        } catch {
            return ErrorReport.fail(error, console)
        }
    }
}

/// A barcode read without a lookup, as a line of JSON.
struct CameraReadRecord: Encodable {
    /// The 13-digit GTIN.
    var barcode: String
    /// The digits as printed (12 for a UPC-A).
    var input: String
    var status = "read"
    /// The decoder's name for the symbology, e.g. "UPC-A".
    var symbology: String
    /// Which phone read it (`scan --phone`); left out for the webcam.
    var phone: Int?

    init(_ sighting: ScanSession.Sighting) {
        barcode = sighting.gtin.ean13
        input = sighting.gtin.canonical
        symbology = sighting.symbology
    }

    /// The record as one line of JSON, without a newline.
    func jsonLine() -> String { JSONLine.encode(self, fallback: "{\"status\":\"read\"}") }
}
