import Basics
import Catalog

/// How much work that needs no request one SQLite transaction holds: answers from the lookup
/// cache or the local dump index, and the inputs a run records before its lookups.
///
/// A commit per barcode costs more than the answer itself (a WAL append and its locks), so
/// such work is committed in batches: at most `items` to a transaction, and a transaction
/// open at most `seconds`. Killed mid-batch (kill -9), a run loses the open batch only
/// (the next run does it again, and duplicates nothing); Ctrl-C commits it. An answer that
/// needed a request is committed on its own as soon as it comes, as before.
package struct CommitRule: Sendable, Equatable {
    /// The most items one transaction holds.
    package var items: Int
    /// The longest a transaction stays open, in seconds of the batch's clock.
    package var seconds: Double

    /// 2,000 items or a quarter of a second, whichever comes first: at the index's pace (about
    /// 5,000 answers a second) the quarter second is what ends a transaction, and each commit
    /// rewrites the pages its rows share (fewer, larger transactions: a tenth less time).
    package static let standard = CommitRule(items: 2000, seconds: 0.25)

    package init(items: Int, seconds: Double) {
        precondition(items > 0, "a transaction holds at least one item")
        (self.items, self.seconds) = (items, seconds)
    }

    /// Whether a transaction opened at `began` that holds `count` items must be committed
    /// before it takes another (at `now`).
    func isFull(count: Int, began: Double, now: Double) -> Bool {
        count >= items || now - began >= seconds
    }
}

extension CommitRule {
    /// Runs `step` again and again in one transaction of `store`, until it returns false or the
    /// transaction is full; returns how many times it returned true. Each step must be whole
    /// by itself (the store's calls are: inside a transaction they are savepoints).
    ///
    /// A step that throws leaves the steps before it committed, then the error is thrown.
    @discardableResult
    package func fill(_ store: CatalogStore, time: any TimeSource, step: () throws(CatalogError) -> Bool)
        throws(CatalogError) -> Int
    {
        var failure: CatalogError?
        let count = try store.transaction { () throws(CatalogError) -> Int in
            let began = time.now()
            var count = 0
            while !isFull(count: count, began: began, now: time.now()) {
                do throws(CatalogError) {
                    guard try step() else { break }
                } catch {
                    failure = error
                    break
                }
                count += 1
            }
            return count
        }
        if let failure { throw failure }
        return count
    }
}
