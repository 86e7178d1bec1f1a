/// Parsers for option values, shared by the commands' option tables.
package enum OptionValues {
    /// A positive number of seconds, at most `maximum`: "90", "1.5", or with a unit: "90s", "30m", "6h",
    /// "30d".
    ///
    /// The maximum keeps every later conversion (a date, a `Duration`) in range: `--max-age 1e308`
    /// once crashed.
    package static func duration(_ text: String, option: String, maximum: Double) throws(UsageError)
        -> Double
    {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        var number = Substring(text)
        var scale = 1.0
        if let last = text.last, let unit = units[last] {
            number = number.dropLast()
            scale = unit
        }
        guard let value = Double(number), value.isFinite, value > 0 else {
            throw UsageError(
                "'--\(option)' needs a duration such as 90, 90s, 30m, 6h or 30d, not '\(text)'")
        }
        guard value * scale <= maximum else {
            throw UsageError("'--\(option)' is at most \(durationText(maximum)), not '\(text)'")
        }
        return value * scale
    }

    /// A whole number from 1 to `maximum`.
    package static func count(_ text: String, option: String, maximum: Int) throws(UsageError) -> Int {
        guard let value = Int(text), (1...maximum).contains(value) else {
            throw UsageError(
                "'--\(option)' needs a whole number from 1 to \(maximum), not '\(text)'")
        }
        return value
    }

    /// `seconds` in the largest unit `duration` reads that divides it: "6h", "90m", "45s".
    package static func durationText(_ seconds: Double) -> String {
        for (unit, scale) in [("d", 86400.0), ("h", 3600.0), ("m", 60.0)]
        where seconds >= scale && seconds.truncatingRemainder(dividingBy: scale) == 0 {
            return "\(Int(seconds / scale))\(unit)"
        }
        return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
    }
}
