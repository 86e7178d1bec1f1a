import Album

/// Which sources a run asks, resolved once from `--source` where a command reads its options
/// (ripgrep's `HiArgs::from_low_args`): what the run looks up, `--add-to-collection`, and
/// whether there is a Discogs token and a dump index decide it here and nowhere else. Making
/// the session, opening the index, the ETA's budget and the note about a missing token all
/// read the plan instead of testing the choice again.
package struct SourcePlan: Sendable, Equatable {
    /// What a run's lookups are for; it decides which sources can answer.
    package enum Purpose: Sendable, Equatable {
        /// Barcodes and catalogue numbers (`lookup`, `scan`, `catalog`, `items refresh`).
        case barcodes
        /// Discs by their disc ID and MCN (`disc`, `catalog --disc`): the dump index holds no
        /// disc IDs, so it is not opened, and the note says when only MusicBrainz is asked.
        case discs
        /// Discogs releases by id (`items import`): the dump index and Discogs only.
        case releases
    }

    /// What the run does with the dump index.
    package enum IndexUse: Sendable, Equatable {
        /// Not opened.
        case unused
        /// Asked first when there is one; one that cannot be read is passed over (`auto`).
        case ifPresent
        /// Must be there and readable (`dump`; `auto` with an index named by `--index`, since a
        /// misspelt name must not quietly send every lookup online).
        case required
    }

    /// The most requests the run's services allow in a window of seconds (for an ETA).
    package struct Budget: Sendable, Equatable {
        package var requests: Int
        package var window: Double

        package init(requests: Int, window: Double) {
            self.requests = requests
            self.window = window
        }
    }

    /// `--source`, as given.
    package let choice: SourceChoice
    package let purpose: Purpose
    /// The sources asked, in the order they are asked: the dump index (when the run uses one
    /// and it is there or required), Discogs (with a token), MusicBrainz.
    package let services: [Service]
    package let dumpIndex: IndexUse
    /// Whether the run cannot start without a Discogs token (`--source discogs`,
    /// `--add-to-collection`, which needs Discogs itself whatever the choice).
    package let requiresToken: Bool
    /// The rate limit an ETA must respect: Discogs' 60 a minute (less the limiter's reserve)
    /// when Discogs is asked, else MusicBrainz' one a second; nil when the answers need no
    /// request (the dump index alone, or `auto` with a dump index).
    package let budget: Budget?
    /// The services whose stored answers fit the choice (`catalog --retry`; `auto`: any).
    package let accepts: Set<Service>
    /// Whether a Discogs token would add Discogs to what is asked (`auto` without one).
    private let tokenWouldAddDiscogs: Bool

    /// The plan for `choice` looking up for `purpose`. `hasToken`: DISCOGS_TOKEN is set;
    /// `indexNamed`: `--index` (or its setting) names the index; `indexPresent`: whether there
    /// is an index where the run would look (asked only when the run uses one);
    /// `discogsRateWindow`: the settings' window for Discogs' budget.
    package init(
        choice: SourceChoice, purpose: Purpose = .barcodes, addToCollection: Bool = false, hasToken: Bool,
        indexNamed: Bool = false, indexPresent: () -> Bool = { false }, discogsRateWindow: Double = 60
    ) {
        // `items import` fetches releases and adds nothing to the collection.
        let addsToCollection = addToCollection && purpose != .releases
        let asksIndex = purpose != .discs
        let musicBrainz = purpose != .releases
        let discogsBudget = Budget(requests: RateLimiter.budget(for: 60), window: discogsRateWindow)
        let musicBrainzBudget = Budget(requests: 1, window: 1.1)
        let index: IndexUse
        let discogs: Bool
        let asksMusicBrainz: Bool
        let budget: Budget?
        // Looked for only where the answer matters (`auto`): `dump` requires the index anyway.
        var indexFound = false
        switch choice {
        case .auto:
            index = asksIndex ? (indexNamed ? .required : .ifPresent) : .unused
            discogs = hasToken
            asksMusicBrainz = musicBrainz
            indexFound = index != .unused && indexPresent()
            budget = indexFound ? nil : hasToken ? discogsBudget : musicBrainzBudget
            accepts = [.discogsDump, .discogs, .musicbrainz]
            requiresToken = addsToCollection
            tokenWouldAddDiscogs = !hasToken
        case .dump:
            index = asksIndex ? .required : .unused
            // `--add-to-collection` keeps Discogs for the adding.
            discogs = addsToCollection
            asksMusicBrainz = false
            budget = nil
            accepts = [.discogsDump]
            requiresToken = addsToCollection
            tokenWouldAddDiscogs = false
        case .discogs:
            index = .unused
            discogs = true
            asksMusicBrainz = false
            budget = discogsBudget
            accepts = [.discogs]
            requiresToken = true
            tokenWouldAddDiscogs = false
        case .musicbrainz:
            index = .unused
            discogs = false
            asksMusicBrainz = musicBrainz
            budget = musicBrainzBudget
            accepts = [.musicbrainz]
            requiresToken = addsToCollection
            tokenWouldAddDiscogs = false
        }
        self.choice = choice
        self.purpose = purpose
        dumpIndex = index
        self.budget = budget
        services =
            (index == .required || indexFound ? [.discogsDump] : []) + (discogs ? [.discogs] : [])
            + (asksMusicBrainz ? [.musicbrainz] : [])
    }

    /// Whether the run asks `service`.
    package func asks(_ service: Service) -> Bool { services.contains(service) }

    /// What a missing token leaves out, given whether the dump index could be opened: a lookup
    /// of barcodes or discs under `auto` asks MusicBrainz alone when it has no index either;
    /// fetching releases under `auto` takes them from the index alone. Nil when nothing is left out.
    package func missingToken(indexOpened: Bool) -> MissingToken? {
        guard tokenWouldAddDiscogs else { return nil }
        switch purpose {
        case .barcodes, .discs: return indexOpened ? nil : .musicBrainzOnly
        case .releases: return indexOpened ? .releasesFromDumpOnly : nil
        }
    }
}
