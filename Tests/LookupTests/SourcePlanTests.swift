import Album
import Lookup
import Testing

/// `SourcePlan`: what `--source` means for a run, resolved once, for every choice.
@Suite struct SourcePlanTests {
    let discogsBudget = SourcePlan.Budget(requests: RateLimiter.budget(for: 60), window: 60)
    let musicBrainzBudget = SourcePlan.Budget(requests: 1, window: 1.1)

    @Test func autoAsksTheIndexThenDiscogsThenMusicBrainzAndNeedsNoRequestWithAnIndex() {
        let plan = SourcePlan(choice: .auto, hasToken: true, indexPresent: { true })
        #expect(plan.services == [.discogsDump, .discogs, .musicbrainz])
        #expect(plan.dumpIndex == .ifPresent)
        #expect(!plan.requiresToken)
        #expect(plan.budget == nil)
        #expect(plan.missingToken(indexOpened: true) == nil)
        #expect(plan.accepts == [.discogsDump, .discogs, .musicbrainz])
    }

    @Test func autoWithoutAnIndexPacesItselfByDiscogsOrByMusicBrainzWithoutAToken() {
        let withToken = SourcePlan(choice: .auto, hasToken: true, indexPresent: { false }, discogsRateWindow: 30)
        #expect(withToken.services == [.discogs, .musicbrainz])
        #expect(withToken.budget == SourcePlan.Budget(requests: RateLimiter.budget(for: 60), window: 30))
        let withoutToken = SourcePlan(choice: .auto, hasToken: false, indexPresent: { false })
        #expect(withoutToken.services == [.musicbrainz])
        #expect(withoutToken.budget == musicBrainzBudget)
        #expect(withoutToken.missingToken(indexOpened: false) == .musicBrainzOnly)
        #expect(withoutToken.missingToken(indexOpened: true) == nil, "the index answers what Discogs would")
    }

    @Test func autoRequiresAnIndexNamedByIndexAndTheTokenForAddToCollection() {
        let plan = SourcePlan(
            choice: .auto, addToCollection: true, hasToken: false, indexNamed: true, indexPresent: { true })
        #expect(plan.dumpIndex == .required)
        #expect(plan.requiresToken)
        #expect(plan.budget == nil)
    }

    @Test func discsNeverLookForTheIndex() {
        var looked = false
        let plan = SourcePlan(
            choice: .auto, purpose: .discs, hasToken: false,
            indexPresent: {
                looked = true
                return true
            })
        #expect(plan.dumpIndex == .unused)
        #expect(!looked)
        #expect(plan.services == [.musicbrainz])
        #expect(plan.missingToken(indexOpened: false) == .musicBrainzOnly)
    }

    @Test func dumpAsksTheIndexAloneAndKeepsDiscogsOnlyForAddToCollection() {
        var looked = false
        let plan = SourcePlan(
            choice: .dump, hasToken: true,
            indexPresent: {
                looked = true
                return false
            })
        #expect(plan.services == [.discogsDump])
        #expect(plan.dumpIndex == .required)
        #expect(!looked, "a required index is opened, not looked for")
        #expect(!plan.requiresToken)
        #expect(plan.budget == nil)
        #expect(plan.accepts == [.discogsDump])
        let adding = SourcePlan(choice: .dump, addToCollection: true, hasToken: true)
        #expect(adding.services == [.discogsDump, .discogs])
        #expect(adding.requiresToken)
        #expect(adding.budget == nil)
    }

    @Test func discogsAloneRequiresTheTokenAndNoIndex() {
        let plan = SourcePlan(choice: .discogs, hasToken: false, indexPresent: { true })
        #expect(plan.services == [.discogs])
        #expect(plan.dumpIndex == .unused)
        #expect(plan.requiresToken)
        #expect(plan.budget == discogsBudget)
        #expect(plan.missingToken(indexOpened: false) == nil, "no token is an error here, not a note")
        #expect(plan.accepts == [.discogs])
    }

    @Test func musicBrainzAloneNeedsNoTokenButAddToCollectionDoes() {
        let plan = SourcePlan(choice: .musicbrainz, hasToken: false, indexPresent: { true })
        #expect(plan.services == [.musicbrainz])
        #expect(plan.dumpIndex == .unused)
        #expect(!plan.requiresToken)
        #expect(plan.budget == musicBrainzBudget)
        #expect(plan.missingToken(indexOpened: false) == nil)
        #expect(plan.accepts == [.musicbrainz])
        #expect(SourcePlan(choice: .musicbrainz, addToCollection: true, hasToken: true).requiresToken)
    }

    @Test func releasesComeFromTheIndexAndDiscogsNeverMusicBrainz() {
        let auto = SourcePlan(choice: .auto, purpose: .releases, hasToken: true, indexPresent: { true })
        #expect(auto.services == [.discogsDump, .discogs])
        #expect(
            SourcePlan(choice: .musicbrainz, purpose: .releases, hasToken: true).services.isEmpty,
            "MusicBrainz does not know Discogs' ids")
        let noToken = SourcePlan(choice: .auto, purpose: .releases, hasToken: false, indexPresent: { true })
        #expect(noToken.services == [.discogsDump])
        #expect(noToken.missingToken(indexOpened: true) == .releasesFromDumpOnly)
        #expect(noToken.missingToken(indexOpened: false) == nil)
        #expect(
            !SourcePlan(choice: .dump, purpose: .releases, addToCollection: true, hasToken: false).requiresToken,
            "fetching releases adds nothing to the collection")
    }
}
