import Album
import Barcode
import Foundation

/// Discogs' release JSON read without a client, and Discogs' barcode rule, for
/// the data dump index: it stores each release as the API writes
/// `GET /releases/{id}` and reads it back here, so that an answer from the
/// dump is mapped exactly as an answer from the API (names, credits, format
/// line, year) and matched by the same barcode rule as a search answer.
package enum DiscogsReleaseJSON {
    /// One decoder for every release read (a catalogue from the index reads thousands); it holds no state between calls.
    private static let decoder = JSONDecoder()

    /// The release that `json` (a `/releases/{id}` body) describes; nil when it is not a JSON object.
    ///
    /// `album.owners` is nil: the dump has no community counts.
    package static func details(from json: String, id: Int) -> ReleaseDetails? {
        guard let release = try? decoder.decode(DiscogsReleaseResponse.self, from: Data(json.utf8)) else {
            return nil
        }
        return release.details(id: id)
    }

    /// The page for people of Discogs release `id`: "https://www.discogs.com/release/4707982".
    package static func releasePage(id: Int) -> String { "https://www.discogs.com/release/\(id)" }

    /// The GTIN a Discogs barcode identifier stands for: its digits, when there
    /// are 6 to 13 of them and they make a valid GTIN ("0 7777-46001-2 5" is
    /// 077774600125); nil for anything else ("LC 0542", a typo'd check digit).
    package static func gtin(inBarcode value: String) -> GTIN? {
        let digits: String
        if value.utf8.allSatisfy({ $0 < 0x80 }) {
            // Nearly every value is ASCII: its digits as bytes, the same ones, without asking
            // Unicode's properties of each Character (which showed under perf on an import).
            digits = String(decoding: value.utf8.filter { (0x30...0x39).contains($0) }, as: UTF8.self)
        } else {
            digits = String(value.filter(\.isASCII).filter(\.isNumber))
        }
        guard (6...13).contains(digits.utf8.count) else { return nil }
        return try? GTIN(parsing: digits)
    }
}
