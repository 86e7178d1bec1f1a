import Barcode
import Catalog
import Cataloging
import Foundation
import Presentation
import Terminal

/// `cdscan audit`: the codes read on one shelf checked against the catalogue, and with `fix`
/// the catalogue made to agree.
package enum AuditRun {
    /// Reads the codes of `arguments` (list files, `-`, barcodes: what `catalog` reads), sorts
    /// each copy into here, misplaced, missing and unknown, prints one line (or JSON object)
    /// each on stdout and a summary on stderr. `fix`: misplaced copies are moved to `place`
    /// and unknown ones recorded there, to be looked up. Exit 0 when every copy is here, else 1.
    package static func run(
        place: ShelfLocation, arguments: [String], json: Bool, fix: Bool, database: String?, context: CommandContext
    ) throws -> ExitCode {
        let inputs = try CatalogInputs.gather(
            arguments, hasImages: false, standardInput: context.standardInput, directory: context.directory)
        inputs.flatMap(\.readingMessages).forEach(context.console.show)
        let codes = inputs.compactMap { try? $0.parsed.get() }
        for input in inputs where (try? input.parsed.get()) == nil {
            context.console.message(AuditText.skipped(input.text))
        }
        let store = try CatalogStore(path: context.databasePath(database), create: false, readOnly: !fix)
        let entries = ShelfAudit.findings(place: place, seen: codes.map(ItemKey.barcode), items: try store.allItems())
        context.console.out(json ? AuditText.jsonLines(entries) : AuditText.table(entries))
        context.console.message(AuditText.summary(entries, place: place))
        if fix { try self.fix(entries, codes: codes, place: place, store: store, console: context.console) }
        return entries.allSatisfy { $0.status == .here } ? .success : .notFound
    }

    /// Moves the misplaced copies to `place` and records the unknown ones there, in one transaction.
    private static func fix(
        _ entries: [ShelfAudit.Entry], codes: [GTIN], place: ShelfLocation, store: CatalogStore, console: Console
    ) throws {
        let misplaced = entries.filter { $0.status == .misplaced }.compactMap(\.item)
        let unknown = entries.filter { $0.status == .unknown }.map(\.key)
        let gtins = Dictionary(codes.map { (ItemKey.barcode($0), $0) }, uniquingKeysWith: { first, _ in first })
        try store.transaction { () throws(CatalogError) in
            var edit = CopyEdit()
            edit.location = .set(place)
            if !misplaced.isEmpty { try store.apply(edit, to: [.ids(misplaced)]) }
            store.locationOfRecordedCopies = place
            for key in unknown {
                guard let gtin = gtins[key] else { continue }
                try store.record(gtin, as: .new, source: "audit")
            }
        }
        console.message(AuditText.fixed(moved: misplaced.count, added: unknown.count, place: place))
    }
}
