import PhoneServer

/// How `PhoneServerError` is said to a person (the error holds the data: PhoneServer words nothing).
extension PhoneServerError: CustomStringConvertible {
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
        case .unusableIdentity(let path, let error):
            "cannot use the phone page's certificate \(path): \(error); remove it for a new one"
        case .keyFile(let path, _, let reason):
            "cannot use the pairing key file \(path): \(reason)"
        case .libraryMissing(let reason):
            "the phone page needs libmicrohttpd, GnuTLS and libqrencode (Debian: libmicrohttpd12, libgnutls30, "
                + "libqrencode4): \(reason)"
        }
    }
}
