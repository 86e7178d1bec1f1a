import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The POSIX socket calls the fake server makes, each retrying `EINTR` here and nowhere else.
enum Socket {
    /// A listening TCP socket on 127.0.0.1:`port` (0: the kernel picks) and the port it got.
    static func listen(port: Int) throws(FakeServerError) -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw failure("socket", port: port) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let error = failure("bind", port: port)
            Glibc.close(fd)
            throw error
        }
        guard Glibc.listen(fd, 128) == 0 else {
            let error = failure("listen", port: port)
            Glibc.close(fd)
            throw error
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let error = failure("getsockname", port: port)
            Glibc.close(fd)
            throw error
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// The next connection on `fd`, or nil when accept failed (the caller polls again).
    static func accept(_ fd: Int32) -> Int32? {
        while true {
            let client = Glibc.accept(fd, nil, nil)
            if client >= 0 {
                closeOnExec(client)
                var yes: Int32 = 1
                // Heads and bodies go out in separate sends for faults; no Nagle delay between them.
                setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                return client
            }
            if errno != EINTR { return nil }
        }
    }

    /// Reads what is available into `buffer`; returns false at end of stream or on error.
    static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    /// Sends every byte; false when the peer is gone. Never raises SIGPIPE.
    static func send(_ fd: Int32, _ bytes: some Collection<UInt8>) -> Bool {
        let data = Array(bytes)
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress.map { $0 + offset }, data.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Whether the peer has closed or reset the connection (checked without consuming data).
    static func peerHasClosed(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// Wakes any thread blocked reading or writing `fd`; the owner still closes it.
    static func shutdownBoth(_ fd: Int32) {
        Glibc.shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Keeps `fd` out of child processes (tests run curl through `Process`).
    static func closeOnExec(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    static func close(_ fd: Int32) {
        Glibc.close(fd)
    }

    /// Closes `fd` so the peer sees a reset (RST) instead of an orderly end.
    static func reset(_ fd: Int32) {
        var abortive = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &abortive, socklen_t(MemoryLayout<linger>.size))
        Glibc.close(fd)
    }

    /// Waits until `fd` is readable or `stop` fires; true when `fd` is readable.
    static func waitReadable(_ fd: Int32, unless stop: StopSignal) -> Bool {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), stop.pollDescriptor]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { return false }
            if fds[0].revents != 0 { return true }
        }
    }

    private static func failure(_ call: String, port: Int) -> FakeServerError {
        .socket(call: call, message: String(cString: strerror(errno)), port: port)
    }
}
