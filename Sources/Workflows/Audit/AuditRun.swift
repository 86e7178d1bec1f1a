import Barcode
import Catalog
import Cataloging
import Foundation
import Presentation
import Terminal

/// `cdscan audit`: the codes read on one shelf checked against the catalogue, and with `--fix`
/// the catalogue made to agree.
package enum AuditRun {
    /// Reads the codes of `arguments` (list files, `-`, barcodes: what `catalog` reads) and of
    /// the `--images` photos, or those the webcam (`--camera`) or a phone (`--phone`) reads until
    /// Ctrl-C or `--timeout`, sorts each copy into here, misplaced, missing and unknown, prints
    /// one line (or JSON object) each on stdout and a summary on stderr. `--fix`: misplaced
    /// copies are moved to the place, unknown ones recorded there and looked up as `items
    /// refresh` does. Exit 0 when every copy is here, else 1 (or what the lookups ended with).
    /// A camera that fails, or Ctrl-C before any code is read, ends the run as `scan` ends
    /// (69, 130...) without a report: a shelf not walked has nothing missing.
    package static func run(_ options: AuditOptions, place: ShelfLocation, arguments: [String], context: CommandContext)
        throws -> ExitCode
    {
        let console = context.console
        // Opened first: a catalogue that cannot be read stops the run before the shelf is walked.
        let store = try CatalogStore(
            path: context.databasePath(options.database), create: false, readOnly: !options.fix)
        let codes: [GTIN]
        if options.readsCamera {
            let walk = try walk(options, context: context)
            guard walk.isWhole else { return walk.status }
            codes = walk.codes
        } else {
            codes = try read(options, arguments: arguments, context: context)
        }
        // Only the copies at the place and those of the codes read: a shelf, not the whole catalogue.
        let copies = try store.shelfCopies(at: place, codes: Set(codes.map(\.ean13)))
        let entries = ShelfAudit.findings(place: place, seen: codes.map(ItemKey.barcode), copies: copies)
        console.out(options.json ? AuditText.jsonLines(entries) : AuditText.table(entries))
        console.message(AuditText.summary(entries, place: place))
        let status: ExitCode = entries.allSatisfy { $0.status == .here } ? .success : .notFound
        guard options.fix else { return status }
        let added = try fix(entries, codes: codes, place: place, store: store, console: console)
        guard !added.isEmpty else { return status }
        return max(status, try ItemsRefreshRun.run(options.refresh, selections: [.ids(added)], context: context))
    }

    /// The barcodes read, one per copy: the lists and arguments first, then the photos.
    private static func read(_ options: AuditOptions, arguments: [String], context: CommandContext) throws -> [GTIN] {
        var inputs = try CatalogInputs.gather(
            arguments, hasImages: !options.images.isEmpty, standardInput: context.standardInput,
            directory: context.directory)
        inputs.flatMap(\.readingMessages).forEach(context.console.show)
        if !options.images.isEmpty {
            let reading = try PhotoInputs.read(
                options.images, directory: context.directory, recursive: options.recursive,
                observer: BatchProgress(console: context.console, style: .none, time: context.time))
            reading.loops.forEach { context.console.warning("\($0).") }
            context.console.message(reading.summary)
            inputs += reading.inputs
        }
        for input in inputs where (try? input.parsed.get()) == nil {
            context.console.message(AuditText.skipped(input.text))
        }
        return inputs.compactMap { try? $0.parsed.get() }
    }

    /// The codes the webcam or the phone reads, one per disc read, each said on stderr as it comes;
    /// `isWhole` false when the camera failed or Ctrl-C came before any code (`status` says how).
    private static func walk(_ options: AuditOptions, context: CommandContext) throws -> (
        codes: [GTIN], status: ExitCode, isWhole: Bool
    ) {
        var codes: [GTIN] = []
        let (status, ending) = try ScanWorkflow.readCodes(options.capture, context: context) { sighting in
            codes.append(sighting.gtin)
            context.console.message(AuditText.seen(sighting.gtin, count: codes.count))
        }
        switch ending {
        case .cameraFailed, nil: return (codes, status, false)
        case .interrupted: return (codes, status, !codes.isEmpty)
        case .done, .timedOut, .stopped: return (codes, status, true)
        }
    }

    /// Moves the misplaced copies to `place` and records the unknown ones there, in one
    /// transaction; returns the items recorded.
    private static func fix(
        _ entries: [ShelfAudit.Entry], codes: [GTIN], place: ShelfLocation, store: CatalogStore, console: Console
    ) throws -> [Int64] {
        let misplaced = entries.filter { $0.status == .misplaced }.compactMap(\.item)
        let unknown = entries.filter { $0.status == .unknown }.map(\.key)
        let gtins = Dictionary(codes.map { (ItemKey.barcode($0), $0) }, uniquingKeysWith: { first, _ in first })
        let added = try store.transaction { () throws(CatalogError) -> [Int64] in
            var edit = CopyEdit()
            edit.location = .set(place)
            if !misplaced.isEmpty { try store.apply(edit, to: [.ids(misplaced)]) }
            store.locationOfRecordedCopies = place
            var added: [Int64] = []
            for key in unknown {
                guard let gtin = gtins[key] else { continue }
                added.append(try store.record(gtin, as: .new, source: "audit").id)
            }
            return added
        }
        console.message(AuditText.fixed(moved: misplaced.count, added: added.count, place: place))
        return added
    }
}
