import Barcode
import Foundation
import Lookup
import Synchronization
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// The camera (and the phone, whose frames reach the same runner) keeps the one prefix rule
/// (`GTIN.requireMusicPrefix`): a book's ISBN held up to it is said to be a book and not looked
/// up; `--any-prefix` looks it up.
@Suite struct CameraPrefixRuleTests {
    typealias F = CameraFixtures
    static let isbn = F.sighting("9780544668256")

    /// Counts the lookups asked for, answering "not found".
    final class CountingLookup: BarcodeLookup, Sendable {
        let asked = Mutex(0)
        func resolve(_ gtin: GTIN, input: String) -> LookupResult {
            asked.withLock { $0 += 1 }
            return LookupResult(input: input, outcome: .notFound(gtin))
        }
    }

    @Test func aBookHeldUpToTheCameraIsNamedAndNotLookedUp() {
        let counting = CountingLookup()
        let captured = CapturedConsole()
        let status = F.scan(
            ["--frames", "1"], script: CameraScript([.frame([Self.isbn])]), console: captured,
            lookups: F.lookups { _ in counting })
        #expect(status == .dataError, "\(captured.err)")
        #expect(captured.err.contains("\"9780544668256\" is a book's ISBN, not a CD's barcode"), "\(captured.err)")
        #expect(counting.asked.withLock { $0 } == 0)
    }

    @Test func anyPrefixLooksTheBookUp() {
        let counting = CountingLookup()
        let captured = CapturedConsole()
        let status = F.scan(
            ["--frames", "1", "--any-prefix"], script: CameraScript([.frame([Self.isbn])]), console: captured,
            lookups: F.lookups { _ in counting })
        #expect(status == .notFound, "\(captured.err)")
        #expect(counting.asked.withLock { $0 } == 1)
    }
}
