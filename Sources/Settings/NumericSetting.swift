import Foundation

/// A variable that holds a number, and the range cdscan accepts it in.
///
/// Every number a setting gives is checked here before anything converts it (to
/// milliseconds for libcurl, to a `Duration` for a sleep): an out-of-range value is refused
/// with exit 78, never clamped in silence and never left to crash a conversion, as
/// `CDSCAN_HTTP_TIMEOUT=1e16` once did.
struct NumericSetting: Sendable {
    var name: String
    var range: ClosedRange<Double>
    /// What the number counts, for the message: "a number of seconds".
    var meaning: String
    /// Whether only whole numbers are accepted.
    var whole = false
    var defaultValue: Double

    /// Seconds one HTTP request may take: long enough for a slow mirror, short enough to notice a hang.
    static let httpTimeout = NumericSetting(
        name: "CDSCAN_HTTP_TIMEOUT", range: 0.1...3600, meaning: "a number of seconds", defaultValue: 30)
    /// Seconds before the first retry; retries never wait more than a minute anyway.
    static let retryDelay = NumericSetting(
        name: "CDSCAN_RETRY_DELAY", range: 0...60, meaning: "a number of seconds", defaultValue: 2)
    /// Discogs' window is 60 s; a test server scales it down, never below a second.
    static let discogsRateWindow = NumericSetting(
        name: "DISCOGS_RATE_WINDOW", range: 1...3600, meaning: "a number of seconds", defaultValue: 60)
    /// The Cover Art Archive asks for about one request a second; 100 is for test servers.
    static let coverRate = NumericSetting(
        name: "CDSCAN_COVER_RATE", range: 1...100, meaning: "a whole number of requests a second", whole: true,
        defaultValue: 1)

    /// The number `variables` set (or the default); `origin` says where a refused one came from.
    func value(in variables: [String: String], origin: (String) -> String) throws(SettingsError) -> Double {
        guard let text = variables[name] else { return defaultValue }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let number = Double(trimmed), range.contains(number), !whole || number == number.rounded() else {
            throw .outOfRange(
                variable: name, value: String(text.prefix(40)), origin: origin(name),
                expected: "\(meaning) from \(Self.shown(range.lowerBound)) to \(Self.shown(range.upperBound))")
        }
        return number
    }

    private static func shown(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
