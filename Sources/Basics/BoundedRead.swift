#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Reads a file or a stream to its end, but never more than a limit: what comes from
/// outside (a list piped in, a config file) cannot make cdscan hold gigabytes
/// (`yes | cdscan catalog -` once grew to 2.9 GB in 6 s).
package enum BoundedRead {
    /// Why the bytes were not all read.
    package enum Failure: Error, Equatable, Sendable {
        /// More than `limit` bytes came; the rest was left unread.
        case tooLarge(limit: Int)
        /// A read failed with `errno`.
        case failed(errno: Int32)
    }

    /// Every byte of `descriptor` up to its end; `.tooLarge` as soon as more than `limit` came.
    package static func all(_ descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let got = SystemCall.retryingEINTR {
                chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            }
            if got < 0 { throw .failed(errno: errno) }
            if got == 0 { return bytes }
            bytes += chunk[..<got]
            if bytes.count > limit { throw .tooLarge(limit: limit) }
        }
    }

    /// `limit` for a message: "16 MB", "64 kB", "4096 bytes".
    package static func describe(_ limit: Int) -> String {
        if limit >= 1 << 20, limit % (1 << 20) == 0 { return "\(limit >> 20) MB" }
        if limit >= 1 << 10, limit % (1 << 10) == 0 { return "\(limit >> 10) kB" }
        return "\(limit) bytes"
    }
}
