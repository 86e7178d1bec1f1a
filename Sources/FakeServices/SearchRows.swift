/// The search rows of a fake's catalogue: each kept once by its key, found by barcode
/// (spaces and dashes removed) and, for near-misses, by catalogue number.
struct SearchRows: Sendable {
    /// Every row, in the order added.
    private(set) var rows: [JSONValue] = []
    private var byKey: [String: Int] = [:]
    private var byBarcode: [String: [Int]] = [:]
    /// Rows a catalogue-number search returns besides those numbered so (near-misses), by key.
    private var extraByCatalogNumber: [String: [Int]] = [:]

    /// Adds `row` unless a row with `key` is there, files it under each of `barcodes`, and
    /// returns its index.
    mutating func add(_ row: JSONValue, key: String, barcodes: [String]) -> Int {
        let index: Int
        if let existing = byKey[key] {
            index = existing
        } else {
            index = rows.count
            rows.append(row)
            byKey[key] = index
        }
        for barcode in Set(barcodes.map(DiscogsCatalog.normalize)) where !barcode.isEmpty {
            if byBarcode[barcode]?.contains(index) != true { byBarcode[barcode, default: []].append(index) }
        }
        return index
    }

    /// The rows filed under `barcode`, in the order they were added.
    func search(barcode: String) -> [JSONValue] {
        (byBarcode[DiscogsCatalog.normalize(barcode)] ?? []).map { rows[$0] }
    }

    /// Files row `index` as a near-miss of catalogue number `key` (`catalogNumberKey`).
    mutating func file(_ index: Int, underCatalogNumber key: String) {
        if extraByCatalogNumber[key]?.contains(index) != true { extraByCatalogNumber[key, default: []].append(index) }
    }

    /// The rows whose own catalogue number is `key` (`isNumbered`) and the near-misses filed
    /// under it, in the order added.
    func search(catalogNumber key: String, isNumbered: (JSONValue) -> Bool) -> [JSONValue] {
        let own = rows.indices.filter { isNumbered(rows[$0]) }
        let extra = (extraByCatalogNumber[key] ?? []).filter { !own.contains($0) }
        return (own + extra).sorted().map { rows[$0] }
    }
}
