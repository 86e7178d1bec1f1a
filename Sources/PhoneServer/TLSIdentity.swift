internal import CGnuTLS

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The phone page's certificate and private key (PEM), and the certificate's SHA-256
/// fingerprint as a person compares it with what the phone's browser shows.
package struct TLSIdentity: Sendable, Equatable {
    var certificatePEM: String
    var keyPEM: String
    /// "AB:CD:...", 32 bytes in hexadecimal pairs.
    package var fingerprint: String

    /// A new self-signed certificate for "cdscan" with a new ECDSA P-256 key, valid from an hour
    /// before `now` (seconds since 1970) for `days` days, for TLS servers only.
    /// - SeeAlso: https://www.gnutls.org/manual/html_node/X_002e509-certificate-API.html
    static func selfSigned(now: Int, days: Int = validDays) throws(PhoneServerError) -> TLSIdentity {
        let key = try PrivateKey()
        let certificate = try Certificate()
        try certificate.fill(key: key, now: now, days: days)
        return try TLSIdentity(certificatePEM: certificate.pem(), keyPEM: key.pem())
    }

    /// The identity of `certificatePEM` and `keyPEM`, its fingerprint computed; throws when the
    /// certificate is not one or the key is not its key.
    package init(certificatePEM: String, keyPEM: String) throws(PhoneServerError) {
        let certificate = try Certificate(pem: certificatePEM)
        let key = try PrivateKey(pem: keyPEM)
        guard try certificate.publicKeyID() == key.publicKeyID() else {
            throw .tls(function: "gnutls_x509_crt_get_key_id", code: 0, message: "the key is not the certificate's")
        }
        self.certificatePEM = certificatePEM
        self.keyPEM = keyPEM
        fingerprint = try certificate.fingerprint()
    }

    /// 825 days: the longest a leaf certificate may last on Apple's platforms.
    static let validDays = 825
}

/// One GnuTLS X.509 private key, freed in `deinit`.
final class PrivateKey {
    let handle: gnutls_x509_privkey_t

    /// A new ECDSA key on P-256 (which Chrome and Safari both accept).
    init() throws(PhoneServerError) {
        handle = try made("gnutls_x509_privkey_init", nothing: "no key") { gnutls_x509_privkey_init($0) }
        try TLSCheck.check(
            gnutls_x509_privkey_generate(handle, GNUTLS_PK_ECDSA, CGnuTLS_curve_bits_secp256r1(), 0),
            "gnutls_x509_privkey_generate")
    }

    /// The key in `pem`.
    init(pem: String) throws(PhoneServerError) {
        handle = try made("gnutls_x509_privkey_init", nothing: "no key") { gnutls_x509_privkey_init($0) }
        try withDatum(pem) { datum throws(PhoneServerError) in
            try TLSCheck.check(
                gnutls_x509_privkey_import(handle, datum, GNUTLS_X509_FMT_PEM), "gnutls_x509_privkey_import")
        }
    }

    deinit { gnutls_x509_privkey_deinit(handle) }

    func pem() throws(PhoneServerError) -> String {
        var datum = gnutls_datum_t()
        try TLSCheck.check(
            gnutls_x509_privkey_export2(handle, GNUTLS_X509_FMT_PEM, &datum), "gnutls_x509_privkey_export2")
        return text(taking: datum)
    }

    func publicKeyID() throws(PhoneServerError) -> [UInt8] {
        try keyID("gnutls_x509_privkey_get_key_id") { gnutls_x509_privkey_get_key_id(handle, 0, $0, $1) }
    }
}

@available(*, unavailable)
extension PrivateKey: Sendable {}

/// One GnuTLS X.509 certificate, freed in `deinit`.
final class Certificate {
    let handle: gnutls_x509_crt_t

    init() throws(PhoneServerError) {
        handle = try made("gnutls_x509_crt_init", nothing: "no certificate") { gnutls_x509_crt_init($0) }
    }

    /// The certificate in `pem`.
    convenience init(pem: String) throws(PhoneServerError) {
        try self.init()
        try withDatum(pem) { datum throws(PhoneServerError) in
            try TLSCheck.check(gnutls_x509_crt_import(handle, datum, GNUTLS_X509_FMT_PEM), "gnutls_x509_crt_import")
        }
    }

    deinit { gnutls_x509_crt_deinit(handle) }

    /// Version 3, a random serial, CN=cdscan, `key`, a server's key usage, self-signed with SHA-256.
    func fill(key: PrivateKey, now: Int, days: Int) throws(PhoneServerError) {
        var serial = try RandomBytes.key(count: 16)
        serial[0] &= 0x7F  // a positive serial number, as RFC 5280 asks
        try TLSCheck.check(gnutls_x509_crt_set_version(handle, 3), "gnutls_x509_crt_set_version")
        try TLSCheck.check(
            serial.withUnsafeBytes { gnutls_x509_crt_set_serial(handle, $0.baseAddress, $0.count) },
            "gnutls_x509_crt_set_serial")
        try TLSCheck.check(
            gnutls_x509_crt_set_activation_time(handle, time_t(now - 3600)), "gnutls_x509_crt_set_activation_time")
        try TLSCheck.check(
            gnutls_x509_crt_set_expiration_time(handle, time_t(now + days * 86400)),
            "gnutls_x509_crt_set_expiration_time")
        let name = "cdscan"
        try TLSCheck.check(
            gnutls_x509_crt_set_dn_by_oid(handle, GNUTLS_OID_X520_COMMON_NAME, 0, name, UInt32(name.utf8.count)),
            "gnutls_x509_crt_set_dn_by_oid")
        // The name "cdscan" as a subject alternative name too: a client that checks names (a test
        // with curl --resolve cdscan:PORT:127.0.0.1) finds it where RFC 6125 says to look.
        try TLSCheck.check(
            gnutls_x509_crt_set_subject_alt_name(
                handle, GNUTLS_SAN_DNSNAME, name, UInt32(name.utf8.count), UInt32(GNUTLS_FSAN_SET)),
            "gnutls_x509_crt_set_subject_alt_name")
        try TLSCheck.check(gnutls_x509_crt_set_key(handle, key.handle), "gnutls_x509_crt_set_key")
        try TLSCheck.check(
            gnutls_x509_crt_set_basic_constraints(handle, 0, -1), "gnutls_x509_crt_set_basic_constraints")
        try TLSCheck.check(
            gnutls_x509_crt_set_key_usage(handle, UInt32(GNUTLS_KEY_DIGITAL_SIGNATURE)),
            "gnutls_x509_crt_set_key_usage")
        try TLSCheck.check(
            gnutls_x509_crt_set_key_purpose_oid(handle, GNUTLS_KP_TLS_WWW_SERVER, 0),
            "gnutls_x509_crt_set_key_purpose_oid")
        try TLSCheck.check(
            gnutls_x509_crt_sign2(handle, handle, key.handle, GNUTLS_DIG_SHA256, 0), "gnutls_x509_crt_sign2")
    }

    func pem() throws(PhoneServerError) -> String {
        var datum = gnutls_datum_t()
        try TLSCheck.check(gnutls_x509_crt_export2(handle, GNUTLS_X509_FMT_PEM, &datum), "gnutls_x509_crt_export2")
        return text(taking: datum)
    }

    /// The SHA-256 of the certificate's DER form, as "AB:CD:...".
    func fingerprint() throws(PhoneServerError) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var size = digest.count
        try TLSCheck.check(
            digest.withUnsafeMutableBytes {
                gnutls_x509_crt_get_fingerprint(handle, GNUTLS_DIG_SHA256, $0.baseAddress, &size)
            },
            "gnutls_x509_crt_get_fingerprint")
        return digest.prefix(size).map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined(separator: ":")
    }

    func publicKeyID() throws(PhoneServerError) -> [UInt8] {
        try keyID("gnutls_x509_crt_get_key_id") { gnutls_x509_crt_get_key_id(handle, 0, $0, $1) }
    }
}

@available(*, unavailable)
extension Certificate: Sendable {}

/// Runs `body` with `text`'s bytes as a `gnutls_datum_t` (valid only during the call).
private func withDatum(
    _ text: String, _ body: (UnsafePointer<gnutls_datum_t>) throws(PhoneServerError) -> Void
) throws(PhoneServerError) {
    var bytes = Array(text.utf8)
    let count = bytes.count
    try bytes.withUnsafeMutableBufferPointer { buffer throws(PhoneServerError) in
        var datum = gnutls_datum_t(data: buffer.baseAddress, size: UInt32(count))
        try body(&datum)
    }
}

/// The text GnuTLS allocated in `datum`, which is then freed.
private func text(taking datum: gnutls_datum_t) -> String {
    defer { CGnuTLS_free(datum.data) }
    guard let data = datum.data else { return "" }
    return String(decoding: UnsafeBufferPointer(start: data, count: Int(datum.size)), as: UTF8.self)
}

/// A public key's identifier (the SHA-1 GnuTLS uses to match a key and its certificate).
private func keyID(
    _ function: String, _ call: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>) -> Int32
) throws(PhoneServerError) -> [UInt8] {
    var identifier = [UInt8](repeating: 0, count: 64)
    var size = identifier.count
    try TLSCheck.check(identifier.withUnsafeMutableBufferPointer { call($0.baseAddress, &size) }, function)
    return Array(identifier.prefix(size))
}

/// A handle GnuTLS's `function` makes (a key or a certificate, freed by its owner's `deinit`).
private func made<Handle>(
    _ function: String, nothing: String, _ initialize: (UnsafeMutablePointer<Handle?>) -> Int32
) throws(PhoneServerError) -> Handle {
    var handle: Handle?
    try TLSCheck.check(initialize(&handle), function)
    guard let handle else { throw .tls(function: function, code: 0, message: nothing) }
    return handle
}
