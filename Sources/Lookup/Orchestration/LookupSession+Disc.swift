import Album
import Barcode

/// What the databases said about one disc.
package struct DiscIdentification: Sendable, Equatable {
    /// MusicBrainz' answer to the disc ID; nil when MusicBrainz was not asked (or failed).
    package var discID: DiscLookupOutcome?
    /// The releases a barcode or catalogue number led to on Discogs (or, for the MCN, on MusicBrainz).
    package var byBarcode: LookupOutcome?
    /// What `byBarcode` was asked with: "barcode 0720642442524", "catalogue number DGCD-24425".
    package var askedFor: String?
    /// Failures of a service; warnings when another answered.
    package var failures: [LookupError] = []

    package init(
        discID: DiscLookupOutcome? = nil, byBarcode: LookupOutcome? = nil, askedFor: String? = nil,
        failures: [LookupError] = []
    ) {
        self.discID = discID
        self.byBarcode = byBarcode
        self.askedFor = askedFor
        self.failures = failures
    }

    /// The release to show first: the Discogs one the disc led to, else MusicBrainz' for the disc ID.
    package var best: (album: Album, alternatives: [Album])? {
        if case .found(let best, let others) = byBarcode, best.source.isDiscogsRelease { return (best, others) }
        if case .found(let best, let others, _, _) = discID { return (best, others) }
        if case .found(let best, let others) = byBarcode { return (best, others) }
        return nil
    }

    /// MusicBrainz' release for the disc ID when the first shown is another (Discogs).
    package var musicBrainzRelease: Album? {
        guard case .found(let album, _, _, _) = discID, best?.album != album else { return nil }
        return album
    }

    /// The CD stub MusicBrainz keeps for a disc ID without a release.
    package var stub: CDStub? {
        if case .stub(let stub) = discID { return stub }
        return nil
    }
}

extension LookupSession {
    /// Whether the session can look disc IDs up (only MusicBrainz has them).
    package var looksUpDiscIDs: Bool { musicBrainz != nil }

    /// A disc's way to its album: asks MusicBrainz for the disc ID, then Discogs for the
    /// barcode (the disc's MCN, else the MusicBrainz release's) or the catalogue number;
    /// the MCN goes to MusicBrainz' barcode search when there is no Discogs and the disc
    /// ID found nothing.
    ///
    /// - Parameters:
    ///   - discID: the disc ID libdiscid computed; `toc` its table of contents as MusicBrainz takes it.
    ///   - mcn: the barcode the disc itself carries (its Media Catalog Number), if any.
    package func identify(discID: String, toc: String, mcn: GTIN?) -> DiscIdentification {
        var answer = DiscIdentification()
        if let musicBrainz {
            do {
                answer.discID = try musicBrainz.lookup(discID: discID, toc: toc)
            } catch {
                answer.failures.append(error)
            }
        }
        var release: Album?
        var barcode = mcn
        if case .found(let best, _, _, let releaseBarcode) = answer.discID {
            release = best
            barcode = barcode ?? releaseBarcode
        }
        let source: (any CatalogNumberSource)? = discogs ?? (release == nil ? musicBrainz : nil)
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
