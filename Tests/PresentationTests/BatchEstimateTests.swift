import Testing

@testable import Presentation

/// ETAs that know the rate limit, and durations that read short.
@Suite struct BatchEstimateTests {
    @Test func theETAIsNeverFasterThanTheBudget() throws {
        // 154 lookups a minute seen at the start of a fresh window, with a budget of 30 a minute.
        let budget = BatchEstimate.Budget(requests: 30, window: 60)
        let rate = try #require(
            BatchEstimate.rate(done: 154, elapsed: 60, requests: 154, lookedUp: 154, budget: budget))
        #expect(rate == 0.5)
        #expect(BatchEstimate.duration(BatchEstimate.secondsLeft(remaining: 600, rate: rate)) == "20m")
        // Two requests a lookup (a search and the release) halve it again.
        #expect(BatchEstimate.rate(done: 60, elapsed: 60, requests: 120, lookedUp: 60, budget: budget) == 0.25)
        // A slower pace than the budget is the pace.
        #expect(BatchEstimate.rate(done: 6, elapsed: 60, requests: 6, lookedUp: 6, budget: budget) == 0.1)
        // Before any lookup the budget alone says; with neither nothing does.
        #expect(BatchEstimate.rate(done: 0, elapsed: 0, requests: 0, lookedUp: 0, budget: budget) == 0.5)
        #expect(BatchEstimate.rate(done: 0, elapsed: 0, requests: 0, lookedUp: 0, budget: nil) == nil)
        #expect(BatchEstimate.duration(nil) == "?")
    }

    @Test(arguments: [(0.0, "0s"), (42.0, "42s"), (60.0, "1m"), (61.0, "2m"), (3600.0, "1h00m"), (7500.0, "2h05m")])
    func durationsReadShort(seconds: Double, expected: String) {
        #expect(BatchEstimate.duration(seconds) == expected)
    }
}
