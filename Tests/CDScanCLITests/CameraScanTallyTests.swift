import Lookup
import Scanner
import Testing

@testable import CDScanCLI
@testable import Workflows

@Suite struct CameraScanTallyTests {
    static let found = LookupResult(
        input: "029667431224",
        outcome: .found(CameraFixtures.gtin(CameraFixtures.upc), best: CameraFixtures.seeds, alternatives: []))
    static let refused = LookupResult(
        input: "5099750442227",
        outcome: .failed(CameraFixtures.gtin(CameraFixtures.ean), .tokenRefused(service: .discogs)))
    static let notFound = LookupResult(
        input: "5099750442227", outcome: .notFound(CameraFixtures.gtin(CameraFixtures.ean)))

    static func tally(_ results: [LookupResult], abandoned: Int = 0) -> ScanSessionTally {
        var tally = ScanSessionTally(lookup: true)
        for result in results {
            tally.countRead(CameraFixtures.sighting(result.input))
            tally.count(result)
        }
        tally.countAbandoned(abandoned)
        return tally
    }

    @Test(arguments: [
        ([found], CameraSession.Ending.done, 0, ExitCode.success),
        ([notFound], .done, 0, .notFound),
        ([found, notFound], .interrupted, 0, .notFound),
        ([found], .interrupted, 0, .success),
        ([], .interrupted, 0, .interrupted),
        ([found], .done, 1, .interrupted),
        ([], .timedOut, 0, .notFound),
        ([found], .timedOut, 0, .success),
        ([found], .cameraFailed(.stalled(device: "/dev/video7", timeout: .seconds(5))), 0, .unavailable),
        ([], .cameraFailed(.permissionDenied(device: "/dev/video7")), 0, .permission),
        ([found, refused], .stopped, 0, .permission),
    ])
    func endingsGiveTheLookupStyleStatus(
        _ results: [LookupResult], _ ending: CameraSession.Ending, _ abandoned: Int, _ expected: ExitCode
    ) {
        #expect(Self.tally(results, abandoned: abandoned).exitCode(for: ending) == expected)
    }

    @Test func theSummaryCountsEachKindOfResult() {
        #expect(Self.tally([Self.found, Self.notFound]).summary == "2 discs read: 1 found, 1 not found, 0 errors.")
        #expect(
            Self.tally([Self.found], abandoned: 1).summary
                == "1 disc read: 1 found, 0 not found, 0 errors, 1 lookup cancelled.")
        #expect(Self.tally([]).summary == "0 discs read.")
        var plain = ScanSessionTally(lookup: false)
        plain.countRead(CameraFixtures.sighting(CameraFixtures.upc))
        #expect(plain.summary == "1 disc read.")
        plain.countFailure(.cannotCreate)
        #expect(plain.summary == "1 disc read, 1 error.")
        #expect(plain.exitCode(for: .done) == .cannotCreate)
    }

    @Test func theLastDiscIsDescribedForTheStatusLine() {
        var tally = ScanSessionTally(lookup: true)
        tally.countRead(CameraFixtures.sighting(CameraFixtures.upc))
        #expect(tally.lastDisc == "029667431224 (looking up)")
        tally.count(Self.found)
        #expect(tally.lastDisc == "029667431224 The Seeds - Future")
    }
}
