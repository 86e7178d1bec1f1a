internal import CGnuTLS
internal import CMicroHTTPD
internal import CQREncode

/// The phone page's three C libraries, opened with dlopen the first time `scan --phone` runs
/// (no other command loads them): asked once before anything else, so that a missing library
/// is one readable error (69), never a call through a pointer that is not there.
package enum PhoneLibraries {
    /// Opens libmicrohttpd, GnuTLS and libqrencode; `libraryMissing` with dlopen's words otherwise.
    package static func load() throws(PhoneServerError) {
        let loaders: [(UnsafeMutablePointer<CChar>, Int) -> Int32] = [
            { CMicroHTTPD_load($0, $1) }, { CGnuTLS_load($0, $1) }, { CQREncode_load($0, $1) },
        ]
        for load in loaders {
            var failure = [CChar](repeating: 0, count: 256)
            let loaded = failure.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { load($0, buffer.count) } ?? 0
            }
            guard loaded == 0 else { continue }
            let reason = failure.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw .libraryMissing(String(decoding: reason, as: UTF8.self))
        }
    }
}
