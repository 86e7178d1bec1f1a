/// What a copy cost: an amount and its ISO 4217 currency ("12.50 EUR").
///
/// The amount is kept exactly as typed (a decimal text, never a binary floating-point
/// number, so 0.10 stays 0.10): digits, and at most four after a point (ISO 4217's most
/// minor units). The currency is one of ``CurrencyCode``'s, kept in capitals.
package struct Price: Sendable, Hashable, CustomStringConvertible {
    /// The amount as typed: "12.50".
    package let amount: String
    /// The ISO 4217 code: "EUR".
    package let currency: String

    /// "12.50 EUR".
    package var description: String { "\(amount) \(currency)" }

    /// The price `text` names ("12.50 EUR", "12.50 eur", "7 USD"); throws ``CopyFieldError/price(_:)``.
    package init(parsing text: String) throws(CopyFieldError) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2 else { throw .price(text) }
        try self.init(amount: String(parts[0]), currency: String(parts[1]))
    }

    /// The price of `amount` in `currency` (a CSV's two columns), checked as ``init(parsing:)`` does.
    package init(amount: String, currency: String) throws(CopyFieldError) {
        let code = currency.uppercased()
        guard Self.isDecimal(amount), CurrencyCode.isKnown(code) else { throw .price("\(amount) \(currency)") }
        self.amount = amount
        self.currency = code
    }

    /// Whether `text` is digits with at most four more after one point ("12", "12.50", "0.5").
    static func isDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, (1...12).contains(whole.count) else { return false }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || (1...4).contains(fraction.count) else { return false }
        return (whole + fraction).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The amount as a number, to sort by price within a currency (never stored or shown).
    var sortValue: Double { Double(amount) ?? 0 }
}
