import Album
import Catalog
import Foundation

/// The one place that knows how the catalogue stores items: today's `CatalogItem` rows to the gallery's model.
///
/// Found items are grouped into releases by database and release id, so two
/// barcodes of one release (or, later, several copies) make one card with
/// several copies. Every other item is listed apart.
extension GalleryCatalog {
    /// The gallery of `items`, each copy with its value from `values` (by item number: the
    /// prices kept, ``CatalogStore/keptValues(of:currency:)``) and an item without a release with
    /// its failure from `failureTexts` (by item number, in Presentation's words: ``StoredFailure``).
    package init(
        items: [CatalogItem], values: [Int64: KeptValue] = [:], failureTexts: [Int64: String],
        coverArtArchive: String = Album.coverArtArchive
    ) {
        var order: [String] = []
        var grouped: [String: [CatalogItem]] = [:]
        var unresolved: [GalleryItem] = []
        for item in items {
            guard item.status == .found, item.album != nil else {
                unresolved.append(Self.unresolvedItem(item, reason: failureTexts[item.id]))
                continue
            }
            let key = item.releaseKey
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(item)
        }
        var names = Set<String>()
        let releases = order.compactMap { key -> GalleryRelease? in
            guard let copies = grouped[key], let first = copies.first, let album = first.album else { return nil }
            let id = Self.uniqueName(for: key, taken: &names)
            return Self.release(album, id: id, copies: copies, values: values, coverArtArchive: coverArtArchive)
        }
        self.init(releases: releases, unresolved: unresolved)
    }

    private static func release(
        _ album: Album, id: String, copies: [CatalogItem], values: [Int64: KeptValue], coverArtArchive: String
    ) -> GalleryRelease {
        let details = copies.lazy.compactMap(\.details).first
        var album = album
        album.coverImage = album.coverURL(coverArtArchive: coverArtArchive)
        return GalleryRelease(
            id: id, album: album, tracks: details.map { flatten($0.tracks, depth: 0) } ?? [],
            identifiers: details?.identifiers ?? [], releaseNotes: details?.notes,
            copies: copies.map { item in
                GalleryCopy(
                    barcode: item.gtin == nil ? nil : item.barcode, source: item.source, addedAt: item.scannedAt,
                    notes: item.notes, collection: item.collection.map(collectionText),
                    location: item.record.location?.description, media: item.condition.media,
                    sleeve: item.condition.sleeve, paid: item.record.paid?.description,
                    bought: item.record.bought?.description, rating: item.condition.rating, tags: item.record.tags,
                    value: values[item.id]?.value.price)
            })
    }

    private static func flatten(_ tracks: [Track], depth: Int) -> [GalleryTrack] {
        tracks.flatMap { track in
            [
                GalleryTrack(
                    position: track.position, title: track.title, duration: track.duration,
                    isHeading: track.isHeading, artist: track.artist, depth: depth)
            ] + flatten(track.subtracks, depth: depth + 1)
        }
    }

    private static func collectionText(_ entry: CollectionEntry) -> String {
        let folder = entry.folder.isEmpty ? "" : " (folder \(entry.folder))"
        return (entry.status == .added ? "added" : "already there") + folder
    }

    private static func unresolvedItem(_ item: CatalogItem, reason: String?) -> GalleryItem {
        let state: String =
            switch item.status {
            case .pending: "not looked up yet"
            case .found: "found, release data missing"
            case .notFound: "not found"
            case .ambiguous: "several releases fit; choose with cdscan catalog --review"
            case .invalid: "not a barcode"
            case .error: "lookup failed"
            case .unidentified: "no barcode read"
            }
        return GalleryItem(
            barcode: item.barcode, state: state, source: item.source, addedAt: item.scannedAt, reason: reason,
            notes: item.notes)
    }

    /// A file name from `key`: letters, digits and `-` kept, anything else `_`; made unique with a suffix.
    static func uniqueName(for key: String, taken: inout Set<String>) -> String {
        let safe = String(
            String.UnicodeScalarView(
                key.unicodeScalars.prefix(100).map {
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-") ? $0 : "_"
                }))
        var name = safe
        var suffix = 2
        while taken.contains(name) {
            name = "\(safe)-\(suffix)"
            suffix += 1
        }
        taken.insert(name)
        return name
    }
}
