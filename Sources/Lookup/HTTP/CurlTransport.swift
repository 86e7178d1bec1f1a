import Basics
internal import CCurl
import Foundation

/// The real `HTTPTransport`: libcurl, TLS verified, one reused connection.
///
/// libcurl rather than URLSession because it is what Debian ships and
/// maintains for HTTP, and because it gives direct control over timeouts,
/// protocols and the size of what is read.
package final class CurlTransport: HTTPTransport {
    /// Limits that keep a slow or hostile server from holding cdscan hostage.
    package struct Limits: Sendable {
        /// Seconds to establish the TCP and TLS connection.
        package var connectTimeout: Double
        /// Seconds for a whole request, body included.
        package var totalTimeout: Double
        /// Bytes of response body read before giving up.
        package var maxBodyBytes: Int

        package init(connectTimeout: Double = 10, totalTimeout: Double = 30, maxBodyBytes: Int = 8 << 20) {
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.maxBodyBytes = maxBodyBytes
        }
    }

    private let handle: CurlEasyHandle
    private let limits: Limits
    /// Once cancelled, the request in flight is aborted and no other is sent.
    private let cancellation: CancellationToken?

    /// Creates a transport; fails only when libcurl cannot initialise.
    ///
    /// - Parameter cancellation: when given, a request in flight once it is cancelled is
    ///   aborted from libcurl's progress callback (within `CurlEasyHandle.pollMilliseconds`
    ///   on a silent connection), and `send` throws `TransportError.interrupted`.
    package init(limits: Limits = Limits(), cancellation: CancellationToken? = nil) throws(TransportError) {
        do {
            self.handle = try CurlEasyHandle()
        } catch {
            throw .failed(host: "localhost", reason: error.message)
        }
        self.limits = limits
        self.cancellation = cancellation
    }

    package func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        let host = URLComponents(string: request.url)?.host ?? request.url
        guard let scheme = URLComponents(string: request.url)?.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { throw .invalidURL(request.url) }
        // A job that slept through the cancellation (rate limit, backoff) must not send its request afterwards.
        if cancellation?.isCancelled == true { throw .interrupted(host: host) }

        let collector = ResponseCollector(limit: limits.maxBodyBytes)
        var headerList: OpaquePointer? = nil
        for header in request.headers {
            headerList = OpaquePointer(
                CCurl_slist_append(UnsafeMutablePointer(headerList), "\(header.name): \(header.value)"))
        }
        defer { CCurl_slist_free_all(UnsafeMutablePointer(headerList)) }

        do {
            try withExtendedLifetime(collector) { () throws(CurlError) in
                try configure(for: request, headers: headerList, collector: collector)
                try handle.perform()
            }
        } catch {
            throw map(error, host: host, exceededLimit: collector.exceededLimit)
        }
        return HTTPResponse(status: handle.responseCode(), headers: collector.headers, body: collector.body)
    }

    private func configure(for request: HTTPRequest, headers: OpaquePointer?, collector: ResponseCollector)
        throws(CurlError)
    {
        let context = Unmanaged.passUnretained(collector).toOpaque()
        try handle.set(CURLOPT_URL, request.url)
        try handle.set(CURLOPT_PROTOCOLS_STR, "http,https")
        // Redirects are not followed: the token must never be sent to a host it was not meant for.
        try handle.set(CURLOPT_FOLLOWLOCATION, 0)
        try handle.set(CURLOPT_SSL_VERIFYPEER, 1)
        try handle.set(CURLOPT_SSL_VERIFYHOST, 2)
        // Worker threads must not get SIGALRM from libcurl's resolver timeouts.
        try handle.set(CURLOPT_NOSIGNAL, 1)
        try handle.set(CURLOPT_CONNECTTIMEOUT_MS, Int(limits.connectTimeout * 1000))
        try handle.set(CURLOPT_TIMEOUT_MS, Int(limits.totalTimeout * 1000))
        // An empty string asks for every encoding this libcurl can decode (gzip among them).
        try handle.set(CURLOPT_ACCEPT_ENCODING, "")
        try handle.set(CURLOPT_HTTPHEADER, headers)
        try handle.set(CURLOPT_WRITEFUNCTION, ResponseCollector.writeBody)
        try handle.set(CURLOPT_WRITEDATA, context)
        try handle.set(CURLOPT_HEADERFUNCTION, ResponseCollector.writeHeader)
        try handle.set(CURLOPT_HEADERDATA, context)
        try configureCancellation()
        if request.method == "GET" {
            // The handle is reused: clear a custom method left by an earlier request.
            try handle.set(CURLOPT_CUSTOMREQUEST, nil as UnsafeMutableRawPointer?)
            try handle.set(CURLOPT_HTTPGET, 1)
        } else {
            try handle.set(CURLOPT_CUSTOMREQUEST, request.method)
            let body = request.body ?? Data()
            try handle.set(CURLOPT_POSTFIELDSIZE, body.count)
            if body.isEmpty {
                try handle.set(CURLOPT_COPYPOSTFIELDS, "")
            } else {
                try handle.setCopying(CURLOPT_COPYPOSTFIELDS, body)
            }
        }
    }

    /// The progress callback that aborts the transfer once `cancellation` is cancelled.
    ///
    /// The token is passed unretained: the transport keeps it for as long as the handle lives.
    private func configureCancellation() throws(CurlError) {
        guard let cancellation else {
            try handle.set(CURLOPT_NOPROGRESS, 1)
            return
        }
        try handle.set(CURLOPT_XFERINFOFUNCTION, Self.abortWhenCancelled)
        try handle.set(CURLOPT_XFERINFODATA, Unmanaged.passUnretained(cancellation).toOpaque())
        try handle.set(CURLOPT_NOPROGRESS, 0)
    }

    /// CURLOPT_XFERINFOFUNCTION: non-zero makes libcurl end the transfer with CURLE_ABORTED_BY_CALLBACK.
    private static let abortWhenCancelled: CCurl_xferinfo_callback = { context, _, _, _, _ in
        guard let context else { return 0 }
        return Unmanaged<CancellationToken>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
    }

    private func map(_ error: CurlError, host: String, exceededLimit: Bool) -> TransportError {
        switch error.code {
        case CURLE_ABORTED_BY_CALLBACK:
            .interrupted(host: host)
        case CURLE_WRITE_ERROR where exceededLimit:
            .bodyTooLarge(host: host, limit: limits.maxBodyBytes)
        case CURLE_COULDNT_CONNECT:
            .couldNotConnect(host: host, reason: error.message)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            .couldNotResolve(host: host, reason: error.message)
        case CURLE_OPERATION_TIMEDOUT:
            .timedOut(host: host, seconds: limits.totalTimeout)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CIPHER, CURLE_SSL_ISSUER_ERROR:
            .tls(host: host, reason: error.message)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            .invalidURL(host)
        default:
            .failed(host: host, reason: error.message)
        }
    }
}

/// Gathers one response's header fields and body from libcurl's callbacks.
private final class ResponseCollector {
    var headers: [String: String] = [:]
    var body = Data()
    var exceededLimit = false
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// CURLOPT_WRITEFUNCTION: returning less than given makes libcurl stop with CURLE_WRITE_ERROR.
    static let writeBody: CCurl_write_callback = { buffer, size, count, context in
        guard let buffer, let context else { return 0 }
        let collector = Unmanaged<ResponseCollector>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard collector.body.count + length <= collector.limit else {
            collector.exceededLimit = true
            return 0
        }
        collector.body.append(UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }

    /// CURLOPT_HEADERFUNCTION: one call per header line, status lines included.
    static let writeHeader: CCurl_write_callback = { buffer, size, count, context in
        guard let buffer, let context else { return 0 }
        let collector = Unmanaged<ResponseCollector>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            // A new status line (after a 100 Continue) starts a new set of headers.
            collector.headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            collector.headers[name] = value
        }
        return length
    }
}

// The CurlTransport handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension CurlTransport: Sendable {}
