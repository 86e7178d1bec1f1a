import Catalog
import Disc

/// The CD drive as `catalog --disc` uses it; tests give discs made from tables of contents
/// (`DiscID.disc(for:)`) instead.
package protocol DiscReader {
    /// The disc in the drive now: its table of contents, disc ID and MCN.
    func read() throws(DiscError) -> Disc
    /// Opens the tray, for the next disc.
    func eject() throws(DiscError)
}

extension DiscDrive: DiscReader {}

/// `cdscan catalog --disc`: disc after disc, each read from the drive, recorded as a new copy of
/// kind `disc_id` (its table of contents kept, and its MCN when that is a valid barcode),
/// identified through the batch runner as a barcode is looked up (the same session and rate
/// limiters; ranked, ambiguous, retried by `--resume`), and ejected when asked.
///
/// A disc that cannot be read (none in the drive, a data disc) is told to the observer and kept
/// in `Report.problems`; with a person at the terminal the next disc may still follow.
package struct DiscCataloging: CodeAtATimeCataloging {
    /// What a run of discs did.
    package struct Report {
        /// The lookups of every disc, added up.
        package var batch = BatchReport()
        /// The discs recorded (`CatalogItem.key`), each once.
        package var discs: Set<ItemKey> = []
        /// Discs that could not be read and ejects that failed, in order.
        package var problems: [DiscError] = []

        package init() {}
    }

    let reader: any DiscReader
    /// Looks each disc up as soon as it is recorded; its store and observer are the discs' too.
    let runner: BatchRunner
    /// `--eject`: open the tray after each disc (also after a data disc or an unreadable one).
    let eject: Bool
    /// Whether another disc follows (a person pressed Enter; false for `q` or Ctrl-D); nil: one disc.
    let next: (() -> Bool)?
    /// Runs one disc's lookup (the command line counts Ctrl-C meanwhile).
    let whileLookingUp: (() -> BatchReport) -> BatchReport

    package init(
        reader: any DiscReader, runner: BatchRunner, eject: Bool, next: (() -> Bool)?,
        whileLookingUp: @escaping (() -> BatchReport) -> BatchReport = { $0() }
    ) {
        self.reader = reader
        self.runner = runner
        self.eject = eject
        self.next = next
        self.whileLookingUp = whileLookingUp
    }

    /// Reads, records and looks up discs until `next` says to stop (or a lookup failure or
    /// Ctrl-C stops the batch).
    package func run() -> Report {
        var report = Report()
        repeat {
            catalogDisc(into: &report)
        } while report.batch.stop == nil && next?() == true
        return report
    }

    /// One disc: read, recorded, looked up, ejected.
    private func catalogDisc(into report: inout Report) {
        let disc: Disc
        do throws(DiscError) {
            disc = try reader.read()
        } catch {
            observer.batch(.discUnreadable(error))
            report.problems.append(error)
            if eject, error.discInDrive != nil { ejectDisc(into: &report) }
            return
        }
        observer.batch(.discRead(disc))
        do throws(CatalogError) {
            try record(disc, into: &report)
        } catch {
            report.batch.stop = .catalog(error)
        }
        if eject { ejectDisc(into: &report) }
    }

    /// Records `disc` as a new copy and looks it up unless an earlier copy's answer stands.
    private func record(_ disc: Disc, into report: inout Report) throws(CatalogError) {
        let copy = try store.record(
            discID: disc.id, toc: disc.toc.description, mcn: disc.barcode?.ean13, as: .new,
            source: "disc:" + (disc.device ?? "toc"))
        if copy.copies > 1 { observer.batch(.moreCopies(code: disc.id, item: copy.id, copies: copy.copies)) }
        let key = ItemKey(kind: .discID, code: disc.id)
        report.discs.insert(key)
        if copy.needsLookup(retry: runner.options.retry) {
            report.batch.absorb(lookUp(key))
        }
        if let item = try store.item(id: copy.id) { observer.batch(.discRecorded(disc, item)) }
    }

    private func ejectDisc(into report: inout Report) {
        do throws(DiscError) {
            try reader.eject()
        } catch {
            observer.batch(.discUnreadable(error))
            report.problems.append(error)
        }
    }
}
