import Catalog
import Cataloging

/// The end of a `cdscan catalog` run: where the barcodes it was given stand,
/// what this run did to get there, and the exit status that follows.
public struct CatalogSummary {
    /// The catalog items of the barcodes given to this run and those it looked up.
    public var items: [CatalogItem]
    public var invalidLines: Int
    public var tally: BatchTally
    /// Barcodes still pending because the batch stopped early.
    public var remaining: Int
    /// How to go on with what is still to look up: the same command again (a list, photos), or
    /// `--resume` for codes that were typed (`catalog -` at a terminal), which a new run does not read again.
    public var goOn = "run the same command again to go on"

    public init(items: [CatalogItem], invalidLines: Int, tally: BatchTally, remaining: Int) {
        self.items = items
        self.invalidLines = invalidLines
        self.tally = tally
        self.remaining = remaining
    }

    public func count(_ status: ItemStatus) -> Int { items.count { $0.status == status } }

    /// What the items are: barcodes (the usual), discs, catalogue numbers, releases (an import),
    /// or items when mixed.
    var noun: String {
        let kinds = Set(items.map(\.kind))
        guard kinds.count == 1, let kind = kinds.first else { return kinds.isEmpty ? "barcode" : "item" }
        switch kind {
        case .discID: return "disc"
        case .catalogNumber: return "catalogue number"
        case .release: return "release"
        default: return "barcode"
        }
    }

    /// Two to four lines for stderr.
    public func lines(interrupted: Bool) -> [String] {
        // Every input in exactly one part, so that the parts add up to the whole.
        var counts = StatusCounts(items)
        counts.counts[.invalid, default: 0] += invalidLines
        var lines = [counts.line(noun: "input")]
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
                "\(interrupted ? "interrupted: " : "")\(left) still to look up; \(goOn)")
        }
        return lines
    }
}
