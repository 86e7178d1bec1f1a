import Basics
import Catalog
import DumpIndex
import Lookup
import Presentation
import Settings

/// One run's lookups, put together in one place from its options and the settings, the way
/// every command that looks up gets them (`lookup`, `scan`, `catalog`, `disc`, `items import`
/// and `refresh`, `export`'s covers).
///
/// It opens the dump index when the source asks for one, makes the session (through the
/// context's `LookupServices`) with the run's cancellation token and clock, prints the note
/// about a missing token when the session is made, and checks the collection folder before
/// the first lookup (`startSession`; a batch checks it itself, `BatchRunner.prepareCollection`).
package struct RunAssembly {
    /// What the run's lookups are for; it decides which sources can answer.
    package typealias Purpose = SourcePlan.Purpose

    package let context: CommandContext
    package let settings: Settings
    /// `--source` resolved with the settings: which databases to ask, in which order, whether
    /// the index and the token are needed, the budget. Every lookup of the run reads it.
    package let plan: SourcePlan
    /// `--details`, `--add-to-collection`.
    package let extras: ExtrasOptions
    /// `--index` resolved against the working directory; nil: the default place.
    let dumpIndexPath: String?
    /// Cancelled to abort the run's requests in flight: the context's when it has one (a
    /// command that stops on a signal), else the run's own, which the batch cancels.
    package let cancellation: CancellationToken

    /// The run `options` ask for, with the settings the command line was parsed with.
    package init(_ options: some LookupOptions, context: CommandContext, purpose: Purpose = .barcodes) {
        self.init(
            source: options.sources.source, dumpIndex: options.sources.dumpIndex, extras: options.extras,
            context: context,
            purpose: purpose)
    }

    /// A run of a command without the shared lookup options (`disc`, `items import`).
    package init(
        source: SourceChoice, dumpIndex: String? = nil, extras: ExtrasOptions = ExtrasOptions(),
        context: CommandContext, purpose: Purpose
    ) {
        self.context = context
        let settings = context.loadSettings()
        self.settings = settings
        self.extras = extras
        let dumpIndexPath = dumpIndex.map { FilePaths.resolve($0, in: context.directory) }
        self.dumpIndexPath = dumpIndexPath
        plan = SourcePlan(
            choice: source, purpose: purpose, addToCollection: extras.addToCollection,
            hasToken: settings.services.discogsToken != nil, indexNamed: dumpIndexPath != nil,
            indexPresent: { settings.hasDumpIndex(at: dumpIndexPath) },
            discogsRateWindow: settings.services.discogsRateWindow)
        cancellation = context.lookupCancellation ?? CancellationToken()
    }

    /// What the session is made from: the settings' services, the warning when the rate
    /// budget cannot be shared, and the run's cancellation token.
    package var configuration: LookupSession.Configuration {
        var configuration = settings.lookup
        configuration.sharingFailed = context.sharingWarning
        configuration.cancellation = cancellation
        return configuration
    }

    /// The index file this run reads, so that `-o` is never it; nil when it reads none.
    var dumpIndexFile: String? {
        guard plan.dumpIndex != .unused else { return nil }
        return dumpIndexPath ?? DumpIndex.defaultPath(environment: settings.variables)
    }

    /// The dump index, opened when the plan uses one: nil without one for `auto`;
    /// throws `DumpError` for `--source dump` or `--index` without a readable one.
    func openDumpIndex() throws(DumpError) -> DumpIndex? {
        try DumpIndex.open(plan.dumpIndex, at: dumpIndexPath, environment: settings.variables)
    }

    /// The session, its note about a missing token printed; the collection folder is not
    /// checked yet. `time`: the clock its waits go through (default: the context's).
    ///
    /// Throws `DumpError` for an index the source requires, `LookupSession.Failure` else.
    package func makeSession(time: (any TimeSource)? = nil) throws -> LookupSession {
        let dump = try openDumpIndex()
        let session = try context.lookupServices.makeSession(request(dump: dump, time: time))
        note(hasDump: dump != nil).map { context.console.message($0) }
        return session
    }

    /// The session ready for the first lookup: made as `makeSession` makes it, and the
    /// collection folder checked when `--add-to-collection` will need it, so that a wrong
    /// folder or token fails before anything is looked up.
    ///
    /// Throws `DumpError`, else `LookupSession.StartFailure`.
    func startSession() throws -> LookupSession {
        let session: LookupSession
        do {
            session = try makeSession()
        } catch let error as LookupSession.Failure {
            throw LookupSession.StartFailure.session(error)
        }
        do {
            try session.prepare()
        } catch {
            throw LookupSession.StartFailure.collection(error)
        }
        return session
    }

    /// The camera's and phone's lookup, kept by the thread that runs them: started as
    /// `startSession` starts a session.
    func startScanLookup() throws -> any BarcodeLookup {
        let dump = try openDumpIndex()
        let request = request(dump: dump, time: nil)
        let lookup: any BarcodeLookup
        do {
            lookup =
                try context.lookupServices.makeScanLookup.map { try $0(request) }
                ?? context.lookupServices.makeSession(request)
        } catch let error as LookupSession.Failure {
            throw LookupSession.StartFailure.session(error)
        }
        note(hasDump: dump != nil).map { context.console.message($0) }
        do {
            try lookup.prepare()
        } catch {
            throw LookupSession.StartFailure.collection(error)
        }
        return lookup
    }

    /// The cover downloads (the gallery's, the phone's cards): no token, paced at
    /// `CDSCAN_COVER_RATE` requests a second (default 1) apart from the lookups' budget,
    /// retried as lookups are, aborted with the run's requests.
    func coverClient() throws(TransportError) -> CoverImageClient {
        let transport = try CurlTransport(
            limits: .init(totalTimeout: settings.httpTimeout), cancellation: cancellation)
        return CoverImageClient(
            transport: transport, limiter: RateLimiter(window: 1, initialLimit: settings.coverRate, time: context.time),
            retry: RetryPolicy(baseDelay: settings.retryDelay), time: context.time, userAgent: CDScanVersion.userAgent,
            coverArtArchive: settings.coverArtArchive)
    }

    /// The rate limit an ETA must respect: the plan's (none when `auto` has a dump index,
    /// whose answers need no request).
    package var requestBudget: BatchEstimate.Budget? {
        plan.budget
    }

    private func request(dump: DumpIndex?, time: (any TimeSource)?) -> LookupServices.Request {
        LookupServices.Request(
            configuration: configuration, plan: plan, extras: extras, dump: dump, time: time ?? context.time)
    }

    /// The note for stderr on what a missing token leaves out; nil when nothing is.
    private func note(hasDump: Bool) -> String? {
        plan.missingToken(indexOpened: hasDump).map(SourceAdvice.note)
    }
}
