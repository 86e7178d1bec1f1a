/// Why the phone page could not be served (worded in `Presentation/ErrorWords`).
package enum PhoneServerError: Error, Equatable, Sendable {
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
    /// The certificate file at `path` holds a certificate and a key that GnuTLS refused (`error`):
    /// it is not used, and can be removed for a new one.
    indirect case unusableIdentity(path: String, PhoneServerError)
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
}
