import Foundation
import Testing

@testable import FakeServices

/// `FaultPlan`: seeded, so a failing batch can be replayed fault for fault.
@Suite struct HardenFaultPlanTests {
    static func labels(_ plan: inout FaultPlan, draws: Int) -> [String] {
        (0..<draws).map { _ in plan.draw().map(FaultPlan.label(of:)) ?? "-" }
    }

    @Test func theSameSeedDrawsTheSameFaults() {
        var first = FaultPlan(rate: 0.3, seed: 7)
        var second = FaultPlan(rate: 0.3, seed: 7)
        var other = FaultPlan(rate: 0.3, seed: 8)
        let drawn = Self.labels(&first, draws: 500)
        #expect(drawn == Self.labels(&second, draws: 500))
        #expect(drawn != Self.labels(&other, draws: 500))
        #expect(first.injected == second.injected)
    }

    @Test func aboutTheRateOfRequestsGetAFaultAndEveryKindComesUp() {
        var plan = FaultPlan(rate: 0.1, seed: 42)
        let drawn = Self.labels(&plan, draws: 10_000).filter { $0 != "-" }
        #expect((800...1200).contains(drawn.count))
        #expect(Set(drawn) == Set(FaultPlan.standardFaults.map(FaultPlan.label(of:))))
        #expect(plan.injected.values.reduce(0, +) == drawn.count)
    }

    @Test func rateZeroNeverAndRateOneAlways() {
        var never = FaultPlan(rate: 0, seed: 1)
        var always = FaultPlan(rate: 1, seed: 1, faults: [.status(503)])
        #expect(Self.labels(&never, draws: 1000).allSatisfy { $0 == "-" })
        #expect(Self.labels(&always, draws: 1000).allSatisfy { $0 == "status 503" })
    }

    @Test func theFakeAnswersWithTheDrawnFaultsUntilThePlanIsRemoved() throws {
        let discogs = FakeDiscogs(configuration: .init(token: nil), catalog: try .bundled())
        let client = try RawClient(port: try discogs.start())
        defer { discogs.stop() }
        discogs.injectFaults(FaultPlan(rate: 1, seed: 3, faults: [.status(502)]))
        client.get("/database/search?barcode=029667431224&type=release", ["User-Agent: tests"])
        #expect(try #require(client.readResponse()).status == 502)
        #expect(discogs.injectedFaults == ["status 502": 1])
        discogs.injectFaults(nil)
        client.get("/database/search?barcode=029667431224&type=release", ["User-Agent: tests"])
        #expect(try #require(client.readResponse()).status == 200)
    }
}
