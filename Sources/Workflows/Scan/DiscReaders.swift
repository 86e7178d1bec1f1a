/// Which phone read each disc, from the frame that counted it to the line the terminal prints
/// for it (after its lookup, on the scan's thread): for each code, the phones that read it, in
/// order, each taken once.
///
/// Not `Sendable`: the scan's thread owns it.
final class DiscReaders {
    private var phones: [String: [Int]] = [:]
    /// The most codes waiting for their line (a lookup can take minutes; past it, the oldest names are lost).
    static let codeLimit = 1000

    /// The `phone`th phone handed over a read of `code`.
    func handedOver(_ code: String, by phone: Int) {
        if phones.count >= Self.codeLimit, phones[code] == nil { phones.removeAll() }
        phones[code, default: []].append(phone)
    }

    /// The phone that read `code` the longest ago and is not told yet; nil when none.
    func take(_ code: String) -> Int? {
        guard var waiting = phones[code], !waiting.isEmpty else { return nil }
        let phone = waiting.removeFirst()
        phones[code] = waiting.isEmpty ? nil : waiting
        return phone
    }
}

@available(*, unavailable)
extension DiscReaders: Sendable {}
