import FakeServices
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A bare TCP client for the tests: sends exactly the bytes given and reads exactly what comes back.
final class RawClient {
    struct Response {
        var status: Int
        var headers: HTTPHeaders
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    enum Failure: Error { case connect(Int32) }

    private let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        // No test may hang on a broken server: reads give up after ten seconds.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw Failure.connect(errno)
        }
    }

    deinit {
        close(fd)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// A GET with the usual headers plus `extra` lines ("Name: value").
    func get(_ target: String, _ extra: [String] = []) {
        let lines = ["GET \(target) HTTP/1.1", "Host: 127.0.0.1"] + extra
        send(lines.joined(separator: "\r\n") + "\r\n\r\n")
    }

    /// The next response (head and Content-Length body), or nil when the connection ends first.
    func readResponse() -> Response? {
        guard let headEnd = readUntilHeadEnd() else { return nil }
        let head = String(decoding: buffer[0..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = headers["Content-Length"].flatMap { Int($0) } ?? 0
        while buffer.count < length, readMore() {}
        let body = Data(buffer.prefix(length))
        buffer.removeFirst(min(length, buffer.count))
        return Response(status: status, headers: headers, body: body)
    }

    /// Everything until the server closes; `reset` tells whether it ended with a connection reset.
    func readToEnd() -> (bytes: [UInt8], reset: Bool) {
        while true {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer += chunk[0..<count]
            } else {
                let reset = count < 0 && errno == ECONNRESET
                defer { buffer.removeAll() }
                return (buffer, reset)
            }
        }
    }

    private func readUntilHeadEnd() -> Int? {
        while true {
            if buffer.count >= 4 {
                for index in 0...(buffer.count - 4)
                where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
                    && buffer[index + 3] == 10
                {
                    return index
                }
            }
            guard readMore() else { return nil }
        }
    }

    private func readMore() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer += chunk[0..<count]
        return true
    }
}

/// Waits (briefly sleeping) until `condition` holds, for at most five seconds.
func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}
