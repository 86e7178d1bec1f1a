internal import CCurl
import Foundation

/// Owns one libcurl easy handle and the buffers libcurl writes into.
///
/// Reusing the handle for every request keeps its connection cache, so a
/// batch of lookups talks to Discogs over one TLS connection. Not `Sendable`:
/// a handle is used from one thread at a time, as libcurl requires.
/// - SeeAlso: https://curl.se/libcurl/c/libcurl-easy.html
final class CurlEasyHandle {
    private let handle: UnsafeMutableRawPointer
    /// CURLOPT_ERRORBUFFER: libcurl's detailed message for the last failure.
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))

    /// libcurl must be initialised once per process before any handle exists.
    private static let globalInit: CURLcode = curl_global_init(Int(CURL_GLOBAL_DEFAULT))

    init?() {
        guard Self.globalInit == CURLE_OK, let handle = curl_easy_init() else { return nil }
        self.handle = handle
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        _ = CCurl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
    }

    deinit {
        curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    func set(_ option: CURLoption, _ value: Int) throws(CurlError) {
        try check(CCurl_easy_setopt_long(handle, option, value), option)
    }

    func set(_ option: CURLoption, _ value: String) throws(CurlError) {
        // libcurl copies string options (since 7.17), so a temporary C string is enough.
        let code = value.withCString { CCurl_easy_setopt_string(handle, option, $0) }
        try check(code, option)
    }

    func set(_ option: CURLoption, _ value: UnsafeMutableRawPointer?) throws(CurlError) {
        try check(CCurl_easy_setopt_pointer(handle, option, value), option)
    }

    func set(_ option: CURLoption, _ list: OpaquePointer?) throws(CurlError) {
        try check(CCurl_easy_setopt_slist(handle, option, UnsafeMutablePointer(list)), option)
    }

    func set(_ option: CURLoption, _ callback: CCurl_write_callback) throws(CurlError) {
        try check(CCurl_easy_setopt_write_callback(handle, option, callback), option)
    }

    /// Sets a byte-buffer option that libcurl copies (CURLOPT_COPYPOSTFIELDS).
    func setCopying(_ option: CURLoption, _ bytes: Data) throws(CurlError) {
        let code = bytes.withUnsafeBytes { buffer in
            CCurl_easy_setopt_pointer(handle, option, UnsafeMutableRawPointer(mutating: buffer.baseAddress))
        }
        try check(code, option)
    }

    /// Runs the transfer configured so far; blocks until it ends.
    func perform() throws(CurlError) {
        errorBuffer[0] = 0
        let code = curl_easy_perform(handle)
        guard code == CURLE_OK else { throw CurlError(code: code, detail: lastErrorDetail) }
    }

    /// CURLINFO_RESPONSE_CODE of the last transfer.
    func responseCode() -> Int {
        var code = 0
        _ = CCurl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &code)
        return code
    }

    private var lastErrorDetail: String {
        String(cString: errorBuffer)
    }

    private func check(_ code: CURLcode, _ option: CURLoption) throws(CurlError) {
        guard code == CURLE_OK else {
            throw CurlError(code: code, detail: "setting option \(option.rawValue) failed")
        }
    }
}

/// A libcurl status code with libcurl's own wording of it.
struct CurlError: Error {
    let code: CURLcode
    /// The CURLOPT_ERRORBUFFER text when libcurl gave one.
    let detail: String

    var message: String {
        let generic = String(cString: curl_easy_strerror(code))
        return detail.isEmpty ? generic : detail
    }
}

// The CurlEasyHandle handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension CurlEasyHandle: Sendable {}
