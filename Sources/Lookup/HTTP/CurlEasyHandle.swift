internal import CCurl
import Foundation

/// Owns one libcurl easy handle, the multi handle that runs it, and the buffers libcurl writes into.
///
/// Reusing the handles for every request keeps the multi handle's connection cache, so a
/// batch of lookups talks to Discogs over one TLS connection. The transfer runs through
/// the multi interface rather than `curl_easy_perform` for one reason: `curl_easy_perform`
/// waits up to a second at a time on a silent connection before it calls the progress
/// callback again, so a cancelled request to a server that does not answer would end up
/// to a second late; here the wait is `pollMilliseconds`. Not `Sendable`: a handle is used
/// from one thread at a time, as libcurl requires.
/// - SeeAlso: https://curl.se/libcurl/c/libcurl-easy.html, https://curl.se/libcurl/c/libcurl-multi.html
final class CurlEasyHandle {
    private let handle: UnsafeMutableRawPointer
    private let multi: UnsafeMutableRawPointer
    /// CURLOPT_ERRORBUFFER: libcurl's detailed message for the last failure.
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))

    /// libcurl is loaded (CCurl opens it with dlopen) and initialised once per process,
    /// before any handle exists; nil when that worked, else what went wrong.
    private static let loadFailure: String? = {
        var message = [CChar](repeating: 0, count: 256)
        guard CCurl_load(&message, message.count) == 1 else {
            let why = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return "libcurl could not be loaded: " + String(decoding: why, as: UTF8.self)
        }
        let code = CCurl_global_init(Int(CURL_GLOBAL_DEFAULT))
        guard code == CURLE_OK else {
            return "libcurl could not be initialised: " + String(cString: CCurl_easy_strerror(code))
        }
        return nil
    }()

    /// The longest a transfer waits on its sockets before libcurl runs it (and its progress callback) again.
    static let pollMilliseconds: Int32 = 50

    /// A new handle; throws (CURLE_FAILED_INIT, saying why) when libcurl cannot be loaded or set up.
    init() throws(CurlError) {
        if let failure = Self.loadFailure { throw CurlError(code: CURLE_FAILED_INIT, detail: failure) }
        guard let handle = CCurl_easy_init() else {
            throw CurlError(code: CURLE_FAILED_INIT, detail: "libcurl could not make a handle")
        }
        guard let multi = CCurl_multi_init() else {
            CCurl_easy_cleanup(handle)
            throw CurlError(code: CURLE_FAILED_INIT, detail: "libcurl could not make a multi handle")
        }
        self.handle = handle
        self.multi = multi
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        _ = CCurl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
    }

    deinit {
        CCurl_easy_cleanup(handle)
        CCurl_multi_cleanup(multi)
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

    func set(_ option: CURLoption, _ callback: CCurl_xferinfo_callback) throws(CurlError) {
        try check(CCurl_easy_setopt_xferinfo_callback(handle, option, callback), option)
    }

    /// Sets a byte-buffer option that libcurl copies (CURLOPT_COPYPOSTFIELDS).
    func setCopying(_ option: CURLoption, _ bytes: Data) throws(CurlError) {
        let code = bytes.withUnsafeBytes { buffer in
            CCurl_easy_setopt_pointer(handle, option, UnsafeMutableRawPointer(mutating: buffer.baseAddress))
        }
        try check(code, option)
    }

    /// Runs the transfer configured so far; blocks until it ends (or a callback aborts it).
    func perform() throws(CurlError) {
        errorBuffer[0] = 0
        let added = CCurl_multi_add_handle(multi, handle)
        guard added == CURLM_OK else { throw CurlError(multiCode: added) }
        defer { CCurl_multi_remove_handle(multi, handle) }
        var running: Int32 = 1
        while running > 0 {
            var status = CCurl_multi_perform(multi, &running)
            if status == CURLM_OK, running > 0 { status = CCurl_multi_poll(multi, nil, 0, Self.pollMilliseconds, nil) }
            guard status == CURLM_OK else { throw CurlError(multiCode: status) }
        }
        let code = transferResult()
        guard code == CURLE_OK else { throw CurlError(code: code, detail: lastErrorDetail) }
    }

    /// The result of the transfer that just ended, from the multi handle's messages.
    private func transferResult() -> CURLcode {
        var code = CURLE_OK
        var left: Int32 = 0
        while let message = CCurl_multi_info_read(multi, &left) {
            if message.pointee.msg == CURLMSG_DONE { code = message.pointee.data.result }
        }
        return code
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

    init(code: CURLcode, detail: String) {
        self.code = code
        self.detail = detail
    }

    /// A failure of the multi interface itself (out of memory, a bad handle), as a generic failure.
    init(multiCode: CURLMcode) {
        self.init(code: CURLE_FAILED_INIT, detail: String(cString: CCurl_multi_strerror(multiCode)))
    }

    var message: String {
        let generic = String(cString: CCurl_easy_strerror(code))
        return detail.isEmpty ? generic : detail
    }
}

// The CurlEasyHandle handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension CurlEasyHandle: Sendable {}
