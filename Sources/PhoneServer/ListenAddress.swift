#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The one address the phone server binds: a numeric IPv4 or IPv6 address and a port (0: a free one).
package struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
    /// The address in numeric form, without brackets: "192.168.1.20", "::1".
    package var host: String
    package var port: Int

    package init(host: String, port: Int) { (self.host, self.port) = (host, port) }

    /// Whether `host` is an IPv6 address.
    var isIPv6: Bool { host.contains(":") }

    /// "192.168.1.20:8443", "[::1]:8443": as a URL's authority has it.
    package var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// `--listen`'s value: "ADDR:PORT" or "[IPv6]:PORT".
    package init(parsing text: String) throws(PhoneServerError) {
        let host: Substring
        let port: Substring
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { throw .badListenAddress(text) }
            port = rest.dropFirst()
        } else {
            guard let colon = text.lastIndex(of: ":"), !text[..<colon].contains(":") else {
                throw .badListenAddress(text)
            }
            (host, port) = (text[..<colon], text[text.index(after: colon)...])
        }
        guard let number = Int(port), (0...65535).contains(number), !port.hasPrefix("+"),
            Self.socketAddress(host: String(host), port: 0) != nil
        else { throw .badListenAddress(text) }
        self.init(host: String(host), port: number)
    }

    /// The machine's LAN address: the first IPv4 address of an interface that is up and not the
    /// loopback, a private range (192.168/16, 10/8, 172.16/12) first; the port is `port`.
    package static func lan(port: Int) throws(PhoneServerError) -> ListenAddress {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { throw .noLANAddress }
        defer { freeifaddrs(list) }
        var found: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var raw = ipv4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
            }
            found.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        guard let best = found.first(where: isPrivate) ?? found.first else { throw .noLANAddress }
        return ListenAddress(host: best, port: port)
    }

    /// Whether `host` is in an IPv4 private range (RFC 1918).
    static func isPrivate(_ host: String) -> Bool {
        let parts = host.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return false }
        return parts[0] == 10 || (parts[0] == 192 && parts[1] == 168)
            || (parts[0] == 172 && (16...31).contains(parts[1]))
    }

    /// The address as a `sockaddr_in` or `sockaddr_in6` in a `sockaddr_storage`; nil when
    /// `host` is not a numeric address.
    static func socketAddress(host: String, port: Int) -> sockaddr_storage? {
        var storage = sockaddr_storage()
        let ok = withUnsafeMutableBytes(of: &storage) { raw -> Bool in
            if host.contains(":") {
                var ipv6 = sockaddr_in6()
                ipv6.sin6_family = sa_family_t(AF_INET6)
                ipv6.sin6_port = in_port_t(UInt16(port).bigEndian)
                guard inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 else { return false }
                withUnsafeBytes(of: ipv6) { raw.copyMemory(from: $0) }
            } else {
                var ipv4 = sockaddr_in()
                ipv4.sin_family = sa_family_t(AF_INET)
                ipv4.sin_port = in_port_t(UInt16(port).bigEndian)
                guard inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 else { return false }
                withUnsafeBytes(of: ipv4) { raw.copyMemory(from: $0) }
            }
            return true
        }
        return ok ? storage : nil
    }
}
