internal import CGnuTLS

/// The secret in the pairing URL: 128 random bits as 32 hexadecimal digits, new at each start.
///
/// A request is served only when it carries the key, in the URL (`?key=`) or in the cookie the
/// page sets on its first load.
package struct PairingKey: Sendable, Equatable {
    /// The key as it appears in the URL and the cookie: 32 lowercase hexadecimal digits.
    package let text: String

    /// How many random bytes a key holds (128 bits).
    static let byteCount = 16

    /// A key from `text`, when it is 32 hexadecimal digits (lowercase); nil otherwise.
    package init?(text: String) {
        guard text.utf8.count == Self.byteCount * 2, text.utf8.allSatisfy(Self.isHexDigit) else { return nil }
        self.text = text
    }

    /// A fresh key from GnuTLS's key-grade random generator (`gnutls_rnd(GNUTLS_RND_KEY)`).
    /// - SeeAlso: https://www.gnutls.org/manual/html_node/Random-number-generation.html
    package static func random() throws(PhoneServerError) -> PairingKey {
        let bytes = try RandomBytes.key(count: byteCount)
        let text = bytes.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
        guard let key = PairingKey(text: text) else {
            throw .tls(function: "gnutls_rnd", code: 0, message: "the random bytes made no key")
        }
        return key
    }

    /// Whether `candidate` is this key, compared in time that does not depend on where they differ.
    package func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let given = Array(candidate.utf8)
        let expected = Array(text.utf8)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= given[index] ^ expected[index] }
        return difference == 0
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}

/// Random bytes from GnuTLS.
enum RandomBytes {
    /// `count` bytes for keys and serial numbers (`GNUTLS_RND_KEY`).
    static func key(count: Int) throws(PhoneServerError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let code = bytes.withUnsafeMutableBytes { gnutls_rnd(GNUTLS_RND_KEY, $0.baseAddress, $0.count) }
        try TLSCheck.check(code, "gnutls_rnd")
        return bytes
    }
}

/// The one place a GnuTLS status becomes a Swift error, with GnuTLS's message.
enum TLSCheck {
    static func check(_ code: Int32, _ function: String) throws(PhoneServerError) {
        guard code < 0 else { return }
        throw .tls(function: function, code: code, message: String(cString: gnutls_strerror(code)))
    }
}
