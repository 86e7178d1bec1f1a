import Basics
import Lookup

/// Where a run's lookup sessions come from: `live` makes them over libcurl from the
/// settings' services; tests give sessions on fake services, or a fake lookup for the camera.
///
/// `RunAssembly` is what asks: it has opened the dump index and settled the configuration,
/// and prints the note and checks the collection folder around what this makes.
package struct LookupServices: Sendable {
    /// What one session is made from.
    package struct Request {
        /// The settings' services, the cancellation token, the shared budget's warning.
        package var configuration: LookupSession.Configuration
        /// `--source` resolved for the run: the sources, the index, the token, what for.
        package var plan: SourcePlan
        /// `--details`, `--add-to-collection`.
        package var extras: ExtrasOptions
        /// The dump index opened for the plan; nil: none.
        package var dump: (any LocalAlbumIndex)?
        /// The clock the session's waits go through.
        package var time: any TimeSource
    }

    /// Makes the session `request` asks for; nothing is sent yet.
    package var makeSession: @Sendable (Request) throws -> LookupSession
    /// Makes the camera's and the phone's lookup; nil: `makeSession`'s session.
    var makeScanLookup: (@Sendable (Request) throws -> any BarcodeLookup)?

    package init(
        makeSession: @escaping @Sendable (Request) throws -> LookupSession,
        makeScanLookup: (@Sendable (Request) throws -> any BarcodeLookup)? = nil
    ) {
        self.makeSession = makeSession
        self.makeScanLookup = makeScanLookup
    }

    /// Discogs, MusicBrainz and the dump index as the settings name them (`LookupSession.make`).
    package static let live = LookupServices { request in
        try LookupSession.make(
            request.configuration, plan: request.plan, extras: request.extras, dump: request.dump, time: request.time)
    }
}
