import Basics
import TestSupport
import Testing

@testable import Lookup

@Suite struct RateLimiterTests {
    @Test func neverSendsMoreThanTheBudgetInAnyWindow() {
        let time = ManualClock()
        let limiter = RateLimiter(window: 60, initialLimit: 60, time: time)
        var sent: [Double] = []
        for _ in 0..<300 {
            limiter.acquire()
            sent.append(time.now())
            time.advance(by: 0.05)  // the request itself takes a little time
        }
        let budget = limiter.budget
        #expect(budget == 58)
        for (index, start) in sent.enumerated() {
            let inWindow = sent[index...].prefix { $0 < start + 60 }.count
            #expect(inWindow <= budget)
        }
        // And it uses the budget: 300 requests need barely more than 5 windows.
        let elapsed = (sent.last ?? 0) - (sent.first ?? 0)
        #expect(elapsed < 60 * 5 + 1)
    }

    @Test func theBudgetComesFromTheHeaders() {
        let time = ManualClock()
        let limiter = RateLimiter(window: 60, initialLimit: 25, time: time)
        limiter.update(limit: 240, remaining: 240)
        #expect(limiter.budget == 232)
        for _ in 0..<232 { limiter.acquire() }
        #expect(time.sleeps.isEmpty)
        limiter.acquire()
        #expect(time.sleeps == [60])
    }

    @Test func requestsSpentElsewhereAreCounted() {
        let time = ManualClock()
        let limiter = RateLimiter(window: 60, initialLimit: 60, time: time)
        limiter.acquire()
        // The server says 50 of 60 are used: 49 by someone else (an earlier run).
        limiter.update(limit: 60, remaining: 10)
        for _ in 0..<8 { limiter.acquire() }
        #expect(time.sleeps.isEmpty)
        limiter.acquire()
        #expect(time.sleeps.count == 1)
    }

    @Test func retryDelaysGrowWithJitterAndRespectRetryAfter() {
        let low = RetryPolicy(baseDelay: 2, maxDelay: 60, random: { 0 })
        let high = RetryPolicy(baseDelay: 2, maxDelay: 60, random: { 0.999 })
        #expect(low.delay(beforeRetry: 1) == 1)
        #expect(low.delay(beforeRetry: 3) == 4)
        #expect(high.delay(beforeRetry: 3) > 7.9)
        #expect(low.delay(beforeRetry: 30) == 30)
        #expect(high.delay(beforeRetry: 30) <= 60)
        #expect(low.delay(beforeRetry: 1, retryAfter: 10) == 10)
    }
}
