import Album
import Barcode
import Disc
import Lookup

/// What the databases said about one disc.
struct DiscAnswer {
    var disc: Disc
    /// MusicBrainz' answer to the disc ID; nil when MusicBrainz was not asked (or failed).
    var discID: DiscLookupOutcome?
    /// The releases a barcode or catalogue number led to on Discogs (or, for the MCN, on MusicBrainz).
    var byBarcode: LookupOutcome?
    /// What `byBarcode` was asked with: "barcode 0720642442524", "catalogue number DGCD-24425".
    var askedFor: String?
    /// Failures of a service; warnings when another answered.
    var failures: [LookupError] = []

    /// The release to show first: the Discogs one the disc led to, else MusicBrainz' for the disc ID.
    var best: (album: Album, alternatives: [Album])? {
        if case .found(let best, let others) = byBarcode, best.source == .discogs { return (best, others) }
        if case .found(let best, let others, _, _) = discID { return (best, others) }
        if case .found(let best, let others) = byBarcode { return (best, others) }
        return nil
    }

    /// MusicBrainz' release for the disc ID when the first shown is another (Discogs).
    var musicBrainzRelease: Album? {
        guard case .found(let album, _, _, _) = discID, best?.album != album else { return nil }
        return album
    }

    var stub: CDStub? {
        if case .stub(let stub) = discID { return stub }
        return nil
    }

    var exitCode: ExitCode {
        if best != nil { return .success }
        return failures.map(ExitCode.init).reduce(ExitCode.notFound, max)
    }
}

/// A disc's way to its album: the disc ID at MusicBrainz, then the barcode or catalogue number at Discogs.
enum DiscRun {
    static func identify(_ disc: Disc, options: DiscCommand.Options, context: CommandContext) -> ExitCode {
        let settings = context.loadSettings()
        let session: LookupSession
        do {
            session = try LookupSession.make(settings: settings, choice: options.source, time: context.time)
        } catch {
            return CDScan.report(error, context.console)
        }
        LookupSession.note(settings: settings, choice: options.source).map(context.console.message)
        if session.musicBrainz == nil {
            context.console.message("Discogs has no disc IDs: only the disc's MCN, if any, is looked up")
        }
        let answer = self.answer(disc, session: session)
        DiscPrinter(console: context.console, json: options.json).print(answer)
        return answer.exitCode
    }

    /// Asks MusicBrainz for the disc ID, then Discogs for the barcode (the disc's MCN, else the
    /// MusicBrainz release's) or the catalogue number; the MCN goes to MusicBrainz' barcode search
    /// when the disc ID found nothing.
    static func answer(_ disc: Disc, session: LookupSession) -> DiscAnswer {
        var answer = DiscAnswer(disc: disc)
        if let musicBrainz = session.musicBrainz {
            do {
                answer.discID = try musicBrainz.lookup(discID: disc.id, toc: disc.toc.description)
            } catch {
                answer.failures.append(error)
            }
        }
        var release: Album?
        var barcode = disc.barcode
        if case .found(let best, _, _, let releaseBarcode) = answer.discID {
            release = best
            barcode = barcode ?? releaseBarcode
        }
        let source: (any CatalogNumberSource)? = session.discogs ?? (release == nil ? session.musicBrainz : nil)
        guard let source else { return answer }
        do {
            if let barcode {
                answer.askedFor = "barcode \(barcode.canonical)"
                answer.byBarcode = try source.lookup(barcode)
            }
            if answer.byBarcode.map({ $0 == .notFound }) ?? true, let release, source is DiscogsClient,
                let number = release.catalogNumber.flatMap({ CatalogNumber($0) })
            {
                answer.askedFor = "catalogue number \(number.text)"
                answer.byBarcode = try source.lookup(catalogNumber: number, label: release.labels.first)
            }
        } catch {
            answer.failures.append(error)
        }
        return answer
    }
}
