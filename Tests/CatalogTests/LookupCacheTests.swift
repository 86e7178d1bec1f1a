import Album
import Foundation
import TestSupport
import Testing

@testable import Catalog

@Suite struct LookupCacheTests {
    @Test func freshAnswerIsReusedUntilItIsSixHoursOld() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try gtin(number: 1)
        let albums = [album("1"), album("2")]
        try store.cacheLookup(albums, for: code)
        let fetchedAt = clock.date()
        clock.advance(by: CatalogStore.defaultCacheAge)
        #expect(try store.cachedLookup(for: code) == CachedLookup(albums: albums, fetchedAt: fetchedAt))
        clock.advance(by: 1)
        #expect(try store.cachedLookup(for: code) == nil)
    }

    @Test func notFoundIsCachedToo() throws {
        let store = try memoryStore()
        let code = try gtin(number: 1)
        #expect(try store.cachedLookup(for: code) == nil)
        try store.cacheLookup([], for: code)
        let cached = try #require(try store.cachedLookup(for: code))
        #expect(cached.isNotFound)
    }

    @Test func shorterMaxAgeExpiresSooner() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try gtin(number: 1)
        try store.cacheLookup([album("1")], for: code)
        clock.advance(by: 61)
        #expect(try store.cachedLookup(for: code, maxAge: 60) == nil)
        #expect(try store.cachedLookup(for: code, maxAge: 120) != nil)
    }

    @Test func aNewAnswerReplacesTheOldOneAndRestartsItsAge() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try gtin(number: 1)
        try store.cacheLookup([album("1")], for: code)
        clock.advance(by: 5 * 3600)
        try store.cacheLookup([album("2")], for: code)
        clock.advance(by: 5 * 3600)
        #expect(try store.cachedLookup(for: code)?.albums == [album("2")])
    }

    @Test func answerFromTheFutureCountsAsStale() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        let code = try gtin(number: 1)
        try store.cacheLookup([album("1")], for: code)
        clock.advance(by: -3600)  // the clock was set back
        #expect(try store.cachedLookup(for: code) == nil)
    }

    @Test func expiredAnswersAreRemoved() throws {
        let clock = ManualClock()
        let store = try memoryStore(clock)
        try store.cacheLookup([album("1")], for: try gtin(number: 1))
        clock.advance(by: 4 * 3600)
        try store.cacheLookup([album("2")], for: try gtin(number: 2))
        clock.advance(by: 3 * 3600)
        #expect(try store.removeExpiredLookups() == 1)
        #expect(try store.cachedLookup(for: try gtin(number: 1), maxAge: .infinity) == nil)
        #expect(try store.cachedLookup(for: try gtin(number: 2)) != nil)
    }

    @Test func unreadableCacheEntryIsAMiss() throws {
        let store = try memoryStore()
        let code = try gtin(number: 1)
        try store.cacheLookup([album("1")], for: code)
        try store.database.run("UPDATE lookup_cache SET albums = 'garbage'")
        #expect(try store.cachedLookup(for: code) == nil)
    }
}
