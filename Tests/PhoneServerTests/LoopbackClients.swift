internal import CCurl
import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// A TCP connection to the phone server that sends nothing unless told, from one loopback address:
/// a client holding a connection, or one trickling bytes into the TLS handshake.
final class RawConnection {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port` from `source` (another 127.x address is another client).
    init(port: Int, from source: String) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, source, &local.sin_addr)
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, connected == 0 else {
            Glibc.close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Sends `bytes`; false when the server has closed the connection.
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Whether the server closes the connection within `seconds` (reads until its end, dropping what comes).
    func isClosedByServer(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            if recv(descriptor, &buffer, buffer.count, 0) <= 0 { return true }
        }
        return false
    }
}

/// One HTTPS request through libcurl (certificate not checked), from one loopback address,
/// its body (if any) sent one byte at a time, each byte handed to `trickled` first.
final class CurlRequest {
    /// What the request came to: libcurl's code, the HTTP status (0: none), the body bytes sent.
    struct Outcome {
        var code: CURLcode
        var status: Int
        var sent: Int
    }

    private let easy: UnsafeMutableRawPointer
    private let multi: UnsafeMutableRawPointer
    private var headers: UnsafeMutablePointer<curl_slist>?
    /// Called before each byte of the body is sent, with how many were sent.
    var trickled: (Int) -> Void = { _ in }
    private(set) var sent = 0

    init(url: String, from source: String, headers lines: [String] = [], bodyLength: Int? = nil) throws {
        var message = [CChar](repeating: 0, count: 256)
        guard CCurl_load(&message, message.count) == 1, CCurl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK,
            let easy = CCurl_easy_init(), let multi = CCurl_multi_init()
        else { throw POSIXError(.ENOSYS) }
        (self.easy, self.multi) = (easy, multi)
        _ = CCurl_easy_setopt_string(easy, CURLOPT_URL, url)
        _ = CCurl_easy_setopt_string(easy, CURLOPT_INTERFACE, source)
        _ = CCurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 0)
        _ = CCurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 0)
        _ = CCurl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION) { _, size, count, _ in size * count }
        for line in lines + ["Expect:"] { headers = CCurl_slist_append(headers, line) }
        _ = CCurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers)
        if let bodyLength {
            _ = CCurl_easy_setopt_long(easy, CURLOPT_POST, 1)
            _ = CCurl_easy_setopt_long(easy, CURLOPT_POSTFIELDSIZE, bodyLength)
            // The read callback has the write callback's C type: one setter serves both.
            _ = CCurl_easy_setopt_write_callback(easy, CURLOPT_READFUNCTION) { buffer, _, _, context in
                guard let buffer, let context else { return 0 }
                let request = Unmanaged<CurlRequest>.fromOpaque(context).takeUnretainedValue()
                request.trickled(request.sent)
                usleep(20_000)
                buffer[0] = 0x55
                request.sent += 1
                return 1
            }
            _ = CCurl_easy_setopt_pointer(easy, CURLOPT_READDATA, Unmanaged.passUnretained(self).toOpaque())
        }
        _ = CCurl_multi_add_handle(multi, easy)
    }

    deinit {
        _ = CCurl_multi_remove_handle(multi, easy)
        CCurl_easy_cleanup(easy)
        _ = CCurl_multi_cleanup(multi)
        CCurl_slist_free_all(headers)
    }

    /// Runs the request until it ends; nil when it is still going after `seconds`.
    func run(within seconds: Double) -> Outcome? {
        let deadline = Date().addingTimeInterval(seconds)
        var running: Int32 = 1
        while Date() < deadline {
            _ = CCurl_multi_perform(multi, &running)
            if running == 0 {
                var left: Int32 = 0
                var status = 0
                _ = CCurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
                let code = CCurl_multi_info_read(multi, &left)?.pointee.data.result ?? CURLE_OK
                return Outcome(code: code, status: status, sent: sent)
            }
            var ready: Int32 = 0
            _ = CCurl_multi_poll(multi, nil, 0, 50, &ready)
        }
        return nil
    }
}
