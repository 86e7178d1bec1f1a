import Barcode
import Catalog
import Cataloging
import Imaging
import Lookup
import Presentation
import Scanner

/// One `scan --image` run: reads each photo, looks up (or lists) its barcodes, prints
/// and records them, and keeps the most severe status seen.
///
/// Not `Sendable`: it owns the decoder, the lookup session and the cataloger, all used from one thread.
struct ImageScanRun {
    let reader: PhotoReader
    /// What the command line asked for (`--any-prefix` here).
    let options: ScanOptions
    /// Nil with `--no-lookup`.
    let session: LookupSession?
    /// Nil without `--catalog`, and after the catalog failed once (the error says so).
    private(set) var cataloger: ScanCataloger?
    private(set) var output: ImageScanOutput
    private(set) var status = ExitCode.success
    /// Set when the failure would repeat for every other photo (a refused token).
    private(set) var stopped = false
    /// Asks which release is meant when several carry a barcode (`--pick ask` on a terminal).
    var picker: PressingPicker?
    /// Whether a stop (Ctrl-C, SIGTERM, SIGHUP) was asked for: a lookup it cut short is no answer.
    var interrupted: () -> Bool = { false }

    init(
        reader: PhotoReader, options: ScanOptions, session: LookupSession?, cataloger: ScanCataloger?,
        output: ImageScanOutput
    ) {
        self.reader = reader
        self.options = options
        self.session = session
        self.cataloger = cataloger
        self.output = output
    }

    /// Reports one photo's reading, or why it could not be read.
    mutating func report(_ scan: PhotoScan) {
        switch scan.result {
        case .success(let reading): report(reading, of: scan.path)
        case .failure(let error): fail(error)
        }
    }

    /// Reports what is on the photo at `path`: its codes, looked up (or listed) and recorded.
    mutating func report(_ reading: PhotoReading, of path: String) {
        if let damage = reading.damage { output.damaged(damage) }
        reading.conflicts.forEach { output.conflict($0, file: path) }
        guard let pass = reading.pass, !reading.symbols.isEmpty else {
            if reading.conflicts.isEmpty { output.noBarcode(path, passesTried: reading.passesTried) }
            // Standard input's bytes are nowhere to look at again: nothing to keep.
            if path != ImageFileList.standardInput {
                let failure = PhotoFailure(unread: reading, path: path)
                record { cataloger throws(CatalogError) in try cataloger.recordUnread(failure) }
            }
            status = max(status, .notFound)
            return
        }
        let symbols = DecodedSymbol.distinct(reading.symbols)
        output.readBy(pass, symbols: symbols, reading: reading, of: path, passCount: reader.passes.count)
        if let session {
            lookUp(symbols, from: path, with: session)
        } else {
            list(symbols, from: path)
        }
    }

    /// Reports a photo (or a folder) that could not be read.
    mutating func fail(_ error: ImageError) {
        // A folder that links back is skipped and every photo read all the same: nothing is lost.
        if case .symlinkLoop = error { return output.skipped(error) }
        output.failed(error)
        status = max(status, ExitCode(error))
    }

    private mutating func list(_ symbols: [DecodedSymbol], from path: String) {
        for (place, symbol) in Self.places(symbols) {
            output.read(symbol, place: place, file: path)
            if let gtin = symbol.gtin {
                record(gtin) { cataloger throws(CatalogError) in
                    try cataloger.recordUnlooked(gtin, source: Self.source(path), photo: path)
                }
            }
        }
    }

    private mutating func lookUp(_ symbols: [DecodedSymbol], from path: String, with session: LookupSession) {
        var lookedUp = false
        for (place, symbol) in Self.places(symbols) {
            guard let gtin = symbol.gtin else {
                output.notLookedUp(symbol, place: place, file: path)
                continue
            }
            if let refusal = options.refusal(of: gtin) {
                output.print(refusal, place: place)
                status = max(status, refusal.exitCode)
                continue
            }
            var result = session.resolve(gtin, input: gtin.canonical, file: path)
            // A stop during the lookup aborted it: its answer is no answer, nor recorded.
            if interrupted() {
                stopped = true
                return
            }
            result.addOn = symbol.addOn
            if let picker { result.choose(with: picker) }
            result = session.finish(result)
            output.print(result, place: place)
            let recorded = record(gtin) { cataloger throws(CatalogError) in
                try cataloger.record(result, source: Self.source(path), photo: path)
            }
            status = max(status, result.exitCode)
            if let cataloger, let recorded, recorded != .removedEarlier, cataloger.leavesAmbiguous(result) {
                output.console.show(ScanCataloger.ambiguousNote(code: gtin.canonical))
                status = max(status, .notFound)
            }
            lookedUp = true
            if result.stopsRun {
                stopped = true
                return
            }
        }
        // Only non-retail codes (Code 128, QR Code...): nothing an album can be found by.
        if !lookedUp { status = max(status, .notFound) }
    }

    /// Each code with its place in the photo: numbered from 1 in reading order.
    private static func places(_ symbols: [DecodedSymbol]) -> [(PhotoPlace, DecodedSymbol)] {
        symbols.enumerated().map { offset, symbol in (PhotoPlace(index: offset + 1, box: symbol.box), symbol) }
    }

    /// The catalog's `source` for a photo: "image:" and the path as given.
    static func source(_ path: String) -> String { "image:\(path)" }

    private mutating func record(_ write: (ScanCataloger) throws(CatalogError) -> Void) {
        record(nil) { cataloger throws(CatalogError) in
            try write(cataloger)
            return nil
        }
    }

    /// Records through `write` and rewrites the CSV, saying on stderr what the copy of `gtin` is
    /// when that is worth a line (a possible retake of a case an earlier photo gave, as `catalog
    /// --images` says).
    /// Returns what was recorded; nil when nothing was (no catalog, or it failed).
    @discardableResult
    private mutating func record(
        _ gtin: GTIN?, _ write: (ScanCataloger) throws(CatalogError) -> ScanCataloger.Recorded?
    ) -> ScanCataloger.Recorded? {
        guard let cataloger else { return nil }
        do {
            let recorded = try write(cataloger)
            try cataloger.rewriteCSV()
            if let gtin, let note = recorded?.note(code: gtin.canonical) { output.console.show(note) }
            return recorded
        } catch {
            output.catalogFailed(error)
            status = max(status, ExitCode(error))
            self.cataloger = nil  // the next write would fail the same way
            return nil
        }
    }
}
