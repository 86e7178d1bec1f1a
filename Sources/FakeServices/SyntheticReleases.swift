/// Made-up but well-formed releases for benchmarks: many distinct barcodes that all find one CD.
///
/// Release `n` (from 0) has id 900000000 + n and the EAN-13 "952" + n as nine
/// digits + check digit. GS1 keeps prefix 952 for demonstrations and examples, so
/// no synthetic barcode belongs to a real product, and each is a retail code that
/// `lookup` and `catalog` look up without `--any-prefix` (the in-store range 200,
/// used before, is refused as not a CD's).
package enum SyntheticReleases {
    /// The barcode of synthetic release `index`.
    package static func barcode(_ index: Int) -> String {
        let body = "952" + String(String(index).suffix(9)).leftPadded(to: 9)
        return body + String(checkDigit(body))
    }

    /// The search-result row of synthetic release `index`, shaped like Discogs' own.
    package static func row(_ index: Int) -> JSONValue {
        let id = 900_000_000 + index
        let code = barcode(index)
        let artist = "Synthetic Artist \(index % 97)"
        let title = "Synthetic Album \(index)"
        let slug = "\(artist)-\(title)".replacingSpaces(with: "-")
        let countries: [JSONValue] = ["UK", "US", "Europe", "Germany", "Japan", "UK & Europe"]
        return [
            "id": .int(id), "type": "release", "title": .string("\(artist) - \(title)"),
            "year": .string(String(1970 + index % 50)), "country": countries[index % countries.count],
            "format": ["CD", "Album"], "formats": [["name": "CD", "qty": "1", "descriptions": ["Album"]]],
            "format_quantity": 1, "label": ["Synthetic Records"], "catno": .string("SYN \(index)"),
            "genre": ["Rock"], "style": ["Indie Rock"],
            "barcode": [
                .string(code.prefix(1) + " " + code.dropFirst().prefix(6) + " " + code.suffix(6)), .string(code),
            ],
            "uri": .string("/\(slug)/release/\(id)"), "resource_url": .string("https://api.discogs.com/releases/\(id)"),
            "thumb": "", "cover_image": "", "master_id": 0, "master_url": nil,
            "community": ["want": .int(index % 13), "have": .int(10 + index % 200)],
            "user_data": ["in_wantlist": false, "in_collection": false],
        ]
    }

    /// GS1 check digit: weights 3 and 1 alternate from the rightmost digit of `body`.
    package static func checkDigit(_ body: String) -> Int {
        let sum = body.reversed().enumerated().reduce(0) { total, pair in
            total + (pair.element.wholeNumberValue ?? 0) * (pair.offset.isMultiple(of: 2) ? 3 : 1)
        }
        return (10 - sum % 10) % 10
    }
}

extension DiscogsCatalog {
    /// Adds synthetic releases `first ..< first + count` and returns their barcodes.
    @discardableResult
    package mutating func addSyntheticReleases(count: Int, first: Int = 0) -> [String] {
        (first..<(first + max(0, count))).map { index in
            add(SyntheticReleases.row(index))
            return SyntheticReleases.barcode(index)
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }

    fileprivate func replacingSpaces(with separator: String) -> String {
        split(separator: " ").joined(separator: separator)
    }
}
