/// The dump's date: given as YYYY-MM-DD, or read from Discogs' file names
/// (`discogs_20251101_releases.xml.gz`).
enum DumpDate {
    /// `text` when it is a real date written YYYY-MM-DD.
    static func validated(_ text: String) throws(DumpError) -> String {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 2000, (1...12).contains(month), (1...days(in: month, of: year)).contains(day)
        else { throw .badDate(text) }
        return text
    }

    /// The date in a Discogs dump file name, or nil when the name has none.
    static func fromFileName(_ path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let range = name.range(of: "discogs_") else { return nil }
        let digits = name[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard digits.count == 8 else { return nil }
        let date = "\(digits.prefix(4))-\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))"
        return try? validated(date)
    }

    private static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
