import Album
import Basics
import Foundation
import Imaging
import Lookup
import PhoneServer

/// The covers on the phone's cards: each found release's cover downloaded by cdscan, made a
/// thumbnail and served by the phone server as `/cover/N`, so the phone asks no other host.
///
/// On a thread of its own (`SerialWorker`), one download at a time at the covers' own pace
/// (`CDSCAN_COVER_RATE`, apart from the lookups' rate budget), so that neither the frames nor
/// the lookups wait for an image host. A cover that cannot be fetched or read leaves its card
/// without one; a host found unreachable is not asked again in the run.
final class PhoneCovers {
    /// What the worker's thread alone touches: the libcurl handle and the decoders.
    private final class Fetcher {
        let client: CoverImageClient
        let thumbnailer: CoverThumbnailer

        init(client: CoverImageClient, thumbnailer: CoverThumbnailer) {
            (self.client, self.thumbnailer) = (client, thumbnailer)
        }
    }

    private let worker: SerialWorker<Fetcher, Bool>
    private let board: PhoneBoard
    /// The Cover Art Archive's base URL (`COVERART_URL`), for MusicBrainz releases.
    private let coverArtArchive: String

    /// Covers fetched through `client` for `board`'s cards; nil when the image libraries cannot start.
    init?(client: sending CoverImageClient, board: PhoneBoard, coverArtArchive: String) {
        guard let thumbnailer = CoverThumbnailer() else { return nil }
        worker = SerialWorker(name: "cdscan-covers", resource: Fetcher(client: client, thumbnailer: thumbnailer))
        (self.board, self.coverArtArchive) = (board, coverArtArchive)
    }

    deinit { worker.close() }

    /// Fetches the cover of `album`, found for `barcode`, for that barcode's newest card.
    func fetch(for album: Album, barcode: String) {
        guard let url = album.coverURL(coverArtArchive: coverArtArchive) else { return }
        board.awaitCover(from: url, for: barcode)
        _ = worker.takeOutputs()  // whether each cover came is on the board already
        let board = board
        worker.submit { fetcher in
            // A card scrolled off, or showing another release by now, needs no download.
            guard board.awaitsCover(from: url, for: barcode), !fetcher.client.givenUp(url),
                let image = try? fetcher.client.image(at: url), let thumbnail = fetcher.thumbnailer.thumbnail(of: image)
            else { return false }
            return board.setCover(Array(thumbnail), from: url, for: barcode)
        }
    }
}

@available(*, unavailable) extension PhoneCovers: Sendable {}
