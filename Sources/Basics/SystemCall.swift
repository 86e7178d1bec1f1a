#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The one place cdscan retries a system call that a signal interrupted (`EINTR`).
///
/// A signal handler installed with `SA_RESTART` (see `SignalCounter`) makes the
/// kernel resume most calls by itself, but not all of them (`poll`, `nanosleep`,
/// calls on a device with a timeout), and a handler installed by someone else
/// may lack it; so every read, write and ioctl loop goes through here.
package enum SystemCall {
    /// Runs `body` (a call returning -1 and setting errno on failure) again for as
    /// long as a signal interrupts it; returns its result (errno is left as the call set it).
    package static func retryingEINTR<Result: BinaryInteger>(_ body: () -> Result) -> Result {
        while true {
            let result = body()
            if result != -1 || errno != EINTR { return result }
        }
    }

    /// Writes all of `bytes` to `descriptor`, resuming after short writes and `EINTR`;
    /// returns nil, or the errno of the write that failed.
    package static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        var remaining = Array(bytes)[...]
        while !remaining.isEmpty {
            let written = retryingEINTR {
                remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            }
            if written < 0 { return errno }
            remaining = remaining.dropFirst(written)
        }
        return nil
    }

    /// Reads up to `count` bytes into `buffer` until `count` are read or the end of
    /// the file, resuming after `EINTR`; returns the bytes read, or the errno of the
    /// read that failed (with the bytes read before it).
    package static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int
    ) -> (bytes: Int, error: Int32?) {
        var total = 0
        while total < count {
            let got = retryingEINTR { Glibc.read(descriptor, buffer.map { $0 + total }, count - total) }
            if got < 0 { return (total, errno) }
            if got == 0 { break }
            total += got
        }
        return (total, nil)
    }
}
