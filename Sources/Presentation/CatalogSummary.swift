import Catalog
import Cataloging
import Lookup

/// The end of a `cdscan catalog` run: where the barcodes it was given stand,
/// what this run did to get there, and the exit status that follows.
package struct CatalogSummary {
    /// The catalog items of the barcodes given to this run and those it looked up.
    package var items: [CatalogItem]
    package var invalidLines: Int
    package var tally: BatchTally
    /// Barcodes still pending because the batch stopped early.
    package var remaining: Int
    /// How to go on with what is still to look up (`goOn(repeatsCopies:skippedListLines:)`).
    package var goOn = CatalogSummary.sameCommand
    /// What must be set right before going on, when the run stopped for its configuration or a
    /// refused token (`setRightFirst(_:)`); it comes before `goOn`, which alone would fail again.
    package var setRight: String?
    /// What the first line counts: "input" (a list's line, an argument, a disc: one item each),
    /// or "item" when photos were read (one per barcode on a photo, one per photo without any).
    package var whole = "input"

    /// The advice when the inputs were lists and photos alone: given again, they add nothing.
    package static let sameCommand = "run the same command again to go on"

    /// The advice when codes were typed at the terminal (`catalog -`): a new run cannot read them again.
    package static let resume = "'cdscan catalog --resume' goes on"

    /// How to go on after a stop, true for the inputs the run had: the same command again when
    /// every input can be given again without adding a copy (`CopyIdentity.isRepeatable`: lines
    /// of lists, photos); `--resume` when some cannot (arguments, standard input, typed codes),
    /// which looks up what is recorded and adds nothing; and, when lines of lists were left
    /// unrecorded by the stop, those lists alone again too.
    package static func goOn(repeatsCopies: Bool, skippedListLines: Bool) -> String {
        switch (repeatsCopies, skippedListLines) {
        case (false, _): sameCommand
        case (true, false):
            resume + " (the same command again would add its codes a second time)"
        case (true, true):
            resume + " with what is recorded, and the lists alone given again "
                + "record the lines not read yet (the same command again would add its other codes a second time)"
        }
    }

    /// What to set right before going on after `stop`, a stop for configuration (78) or
    /// permission (77): the token for want of one or when it was refused (the error above says
    /// how), whatever the error above names otherwise. Running the same command unchanged would
    /// stop the same way.
    package static func setRightFirst(_ stop: BatchStop) -> String {
        switch stop {
        case .noSession(LookupSession.Failure.noToken): "set DISCOGS_TOKEN as the error above says, then "
        case .noSession(LookupSession.Failure.noReleaseSource):
            "set DISCOGS_TOKEN or build a dump index as the error above says, then "
        case .lookup(.tokenRefused): "set DISCOGS_TOKEN to a token Discogs accepts (see the error above), then "
        default: "set right what the error above says, then "
        }
    }

    /// The one line of `items refresh` stopped before it looked anything up for its configuration
    /// or a refused token: nothing changed, so no counts of items it did not touch.
    package static func nothingRefreshed(setRight: String) -> String {
        "nothing was looked up again: \(setRight)run the same command again"
    }

    package init(items: [CatalogItem], invalidLines: Int, tally: BatchTally, remaining: Int) {
        self.items = items
        self.invalidLines = invalidLines
        self.tally = tally
        self.remaining = remaining
    }

    package func count(_ status: ItemStatus) -> Int { items.count { $0.status == status } }

    /// What the items are: barcodes (the usual), discs, catalogue numbers, releases (an import),
    /// or items when mixed.
    var noun: String {
        // A photo without a barcode is an item of the run, but no kind of code to name.
        let kinds = Set(items.filter { $0.kind != .noBarcode }.map(\.kind))
        guard kinds.count == 1, let kind = kinds.first else { return kinds.isEmpty ? "barcode" : "item" }
        switch kind {
        case .discID: return "disc"
        case .catalogNumber: return "catalogue number"
        case .release: return "release"
        default: return "barcode"
        }
    }

    /// When some code has several copies among the items: how many copies of how many codes they
    /// are, so that a code given twice is not read as two codes (the parts above count copies).
    var copiesLine: String? {
        let coded = items.filter { $0.status != .invalid && $0.status != .unidentified }
        let codes = Set(coded.map(\.key)).count
        guard coded.count > codes else { return nil }
        // Mixed kinds: copies of codes (each copy being an item, "copies of items" would say nothing).
        let of = noun == "item" ? "code" : noun
        return "those are \(Plural.count(coded.count, "copy")) of \(Plural.count(codes, of)) "
            + "(each copy is an item of its own)"
    }

    /// Two to five lines for stderr.
    package func lines(interrupted: Bool) -> [String] {
        // Every input in exactly one part, so that the parts add up to the whole.
        var counts = StatusCounts(items)
        counts.counts[.invalid, default: 0] += invalidLines
        var lines = [counts.line(noun: whole)]
        if let copies = copiesLine { lines.append(copies) }
        var run =
            "this run: \(tally.done) looked up (\(tally.fromCache) from the cache), "
            + Plural.count(tally.requests, "request")
        let one = noun
        let fromNetwork = tally.done - tally.fromCache
        if fromNetwork > 0 {
            let perBarcode = Double(tally.requests) / Double(fromNetwork)
            let article = one.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            run += " (\(perBarcode.formatted(.number.precision(.fractionLength(2)))) \(article) \(one))"
        }
        if tally.details > 0 {
            run += "; details of \(Plural.count(tally.details, "release")) (\(tally.detailsFromCache) from the cache)"
        }
        lines.append(run)
        if tally.removed > 0 {
            lines.append(
                "\(Plural.count(tally.removed, one)) removed from the catalogue while this run went on: skipped")
        }
        if tally.added + tally.alreadyThere > 0 {
            lines.append(
                "Discogs collection: \(tally.added) added, \(tally.alreadyThere) already there")
        }
        let ambiguous = count(.ambiguous)
        if ambiguous > 0 {
            let verb = one == "barcode" ? (ambiguous == 1 ? "carries" : "carry") : (ambiguous == 1 ? "has" : "have")
            lines.append(
                "\(Plural.count(ambiguous, one)) \(verb) several releases: choose with 'cdscan catalog --review'")
        }
        if interrupted || remaining > 0 {
            let left = "\(Plural.count(remaining, one)) " + (remaining == 1 ? "is" : "are")
            lines.append(
                "\(interrupted ? "interrupted: " : "")\(left) still to look up; \(setRight ?? "")\(goOn)")
        }
        return lines
    }
}
