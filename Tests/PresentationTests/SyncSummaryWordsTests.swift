import Testing

@testable import Presentation

/// The lines `cdscan sync` ends with: counts of one say their noun in the singular, and the
/// copies left out name their status as the other summaries do.
@Suite struct SyncSummaryWordsTests {
    @Test func countsOfOneAreSingular() {
        var summary = SyncSummary(dryRun: false)
        summary.paired = 1
        summary.newItems = 1
        summary.updatedHere = 1
        summary.updatedThere = 1
        summary.conflicts = 1
        summary.refused = 1
        summary.removals = 1
        summary.requests = 1
        #expect(
            summary.lines == [
                "Synced: 1 paired, 0 added to Discogs, 1 new item, 1 field set here, 1 set on Discogs, "
                    + "1 conflict, 1 value refused, 0 removed, 1 removal left (--delete); 1 request."
            ])
    }

    @Test func otherCountsArePluralAndStatusesAreWords() {
        var summary = SyncSummary(dryRun: true)
        summary.updatedHere = 2
        summary.requests = 4
        summary.notSynced = ["not_found": 14, "invalid": 1]
        #expect(
            summary.lines == [
                "Sync plan (dry run, nothing changed): 0 paired, 0 added to Discogs, 0 new items, "
                    + "2 fields set here, 0 set on Discogs, 0 conflicts, 0 values refused, 0 removed, "
                    + "0 removals left (--delete); 4 requests.",
                "Not synced (no Discogs release): 1 invalid, 14 not found.",
            ])
    }
}
