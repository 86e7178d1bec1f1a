/// Why the phone page could not be served.
package enum PhoneServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--listen` was not ADDRESS:PORT with a numeric IPv4 or IPv6 address and a port 0-65535.
    case badListenAddress(String)
    /// No `--listen`, and the machine has no LAN address to serve on.
    case noLANAddress
    /// The server could not bind or start on `address`.
    case cannotListen(address: String)
    /// A GnuTLS call failed: its name, its code and GnuTLS's own message.
    case tls(function: String, code: Int32, message: String)
    /// The certificate file exists but cdscan will not use it, or cannot make it.
    case identityFile(path: String, reason: String)
    /// libmicrohttpd, GnuTLS or libqrencode could not be opened (dlopen's words).
    case libraryMissing(String)
    /// `--key-file` names a file cdscan will not use or cannot make.
    case keyFile(path: String, problem: KeyFileProblem, reason: String)

    /// What is wrong with a `--key-file`, for the exit status.
    package enum KeyFileProblem: Sendable, Equatable {
        /// A link, a folder, a FIFO, or a file that cannot be opened.
        case notAFile, unreadable
        /// Someone else's, or one others may read or write.
        case notPrivate
        /// Its content is not a key.
        case notAKey
        /// Absent, and it cannot be made.
        case cannotCreate
    }

    package var description: String {
        switch self {
        case .badListenAddress(let text):
            "'--listen' needs ADDRESS:PORT such as 192.168.1.20:8443 or [::1]:0 (port 0: a free one), not '\(text)'"
        case .noLANAddress:
            "no network address to serve the phone page on: connect to a network, or choose one with "
                + "--listen ADDRESS:PORT"
        case .cannotListen(let address):
            "cannot serve the phone page on \(address): the address is not this machine's, or the port is in use"
        case .tls(let function, let code, let message):
            "GnuTLS failed (\(function), \(code)): \(message)"
        case .identityFile(let path, let reason):
            "cannot use the phone page's certificate \(path): \(reason)"
        case .keyFile(let path, _, let reason):
            "cannot use the pairing key file \(path): \(reason)"
        case .libraryMissing(let reason):
            "the phone page needs libmicrohttpd, GnuTLS and libqrencode (Debian: libmicrohttpd12, libgnutls30, "
                + "libqrencode4): \(reason)"
        }
    }
}
