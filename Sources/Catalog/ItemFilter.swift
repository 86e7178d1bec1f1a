import Album
import Foundation

/// What `items list` narrows the items to: every condition given must hold.
package struct ItemFilter: Sendable, Equatable {
    /// At this place or within it (``ShelfLocation/contains(_:)``).
    package var location: ShelfLocation?
    /// Tagged with every one of these (whatever their case).
    package var tags: [String] = []
    /// The media graded so.
    package var media: Grade?
    /// Words found, whatever their case, in the artist, title, label or catalogue number of
    /// the release that describes the copy best.
    package var search: String?

    package init(location: ShelfLocation? = nil, tags: [String] = [], media: Grade? = nil, search: String? = nil) {
        self.location = location
        self.tags = tags
        self.media = media
        self.search = search
    }

    /// Whether no condition is given.
    package var isEmpty: Bool { self == ItemFilter() }

    /// Whether `item` meets every condition.
    package func matches(_ item: CatalogItem) -> Bool {
        if let location, !(item.record.location.map(location.contains) ?? false) { return false }
        if !tags.allSatisfy({ CopyTag.contains(item.record.tags, $0) }) { return false }
        if let media, item.condition.media.flatMap(Grade.init(stored:)) != media { return false }
        if let search, !Self.search(search, in: item.bestAlbum) { return false }
        return true
    }

    private static func search(_ text: String, in album: Album?) -> Bool {
        guard let album else { return false }
        let haystack = ([album.artist, album.title, album.catalogNumber ?? ""] + album.labels).joined(separator: "\n")
        return text.split(whereSeparator: \.isWhitespace).allSatisfy {
            haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
}
