import Catalog

extension BatchSubject {
    /// What `items refresh` asks again for `items`: each code once, in the order first seen
    /// (barcodes, catalogue numbers, discs with their stored table of contents and MCN, releases);
    /// `left` counts the items with nothing to look up by (an invalid line, a photo without a
    /// barcode, a disc recorded without its table of contents), which stay as they are.
    package static func refreshing(_ items: [CatalogItem], path: String) throws(CatalogError) -> (
        subjects: [BatchSubject], left: Int
    ) {
        var subjects: [BatchSubject] = []
        var seen = Set<ItemKey>()
        var left = 0
        for item in items {
            guard let subject = try subject(of: item, path: path) else {
                left += 1
                continue
            }
            if seen.insert(subject.key).inserted { subjects.append(subject) }
        }
        return (subjects, left)
    }

    /// The subject `item` is looked up as; nil when it has nothing to look up by.
    private static func subject(of item: CatalogItem, path: String) throws(CatalogError) -> BatchSubject? {
        if let gtin = item.gtin { return .barcode(gtin) }
        guard item.kind.isLookable, item.kind != .barcode else { return nil }
        return try pending(PendingCode(kind: item.kind, code: item.barcode, toc: item.toc, mcn: item.mcn), path: path)
    }
}
