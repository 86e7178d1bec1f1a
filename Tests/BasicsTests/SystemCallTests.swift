import Basics
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SystemCallTests {
    @Test func writeAllAndReadMoveEveryByteThroughAPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = (0..<40_000).map { UInt8($0 % 251) }
        // More than a pipe buffer holds: the reader runs while the writer is still writing.
        let writer = Thread { [write = ends[1]] in
            _ = SystemCall.writeAll(bytes, to: write)
            close(write)
        }
        writer.start()
        var received = [UInt8](repeating: 0, count: bytes.count + 10)
        let (count, error) = received.withUnsafeMutableBytes {
            SystemCall.read(ends[0], into: $0.baseAddress, count: $0.count)
        }
        #expect(error == nil)
        #expect(count == bytes.count)
        #expect(Array(received.prefix(count)) == bytes)
    }

    @Test func writeAllReportsTheErrnoOfAFailedWrite() {
        #expect(SystemCall.writeAll([1, 2, 3], to: -1) == EBADF)
    }

    @Test func retryingEINTRRetriesOnlyInterruptedCalls() {
        var calls = 0
        let result = SystemCall.retryingEINTR { () -> Int32 in
            calls += 1
            if calls < 3 {
                errno = EINTR
                return -1
            }
            return 7
        }
        #expect(result == 7)
        #expect(calls == 3)
        calls = 0
        let failed = SystemCall.retryingEINTR { () -> Int32 in
            calls += 1
            errno = EBADF
            return -1
        }
        #expect(failed == -1)
        #expect(calls == 1)
    }
}

@Suite struct ManualClockTests {
    @Test func sleepingMovesBothClocksAndIsRecorded() {
        let clock = ManualClock(start: 10, date: Date(timeIntervalSince1970: 100))
        clock.sleep(seconds: 2.5)
        clock.advance(by: 1)
        #expect(clock.now() == 13.5)
        #expect(clock.date() == Date(timeIntervalSince1970: 103.5))
        #expect(clock.sleeps == [2.5])
    }

    @Test func theSystemClockIsMonotonicAndNearTheWallClock() {
        let clock = SystemClock()
        let first = clock.now()
        #expect(clock.now() >= first)
        #expect(abs(clock.date().timeIntervalSinceNow) < 60)
        clock.sleep(seconds: 0)  // returns at once
    }
}
