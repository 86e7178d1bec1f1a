/// A shelf checked against the catalogue (`cdscan audit`): each code seen there, and each copy
/// recorded there, sorted into here, misplaced, missing and unknown.
package enum ShelfAudit {
    /// What the audit found of one copy.
    package enum Status: String, Sendable, Encodable {
        /// Seen, and recorded at this place (or within it).
        case here
        /// Seen, and recorded at another place (or none): ``Entry/location`` says which.
        case misplaced
        /// Recorded here and not seen.
        case missing
        /// Seen, and not in the catalogue (or more copies seen than it holds).
        case unknown
    }

    /// One copy's finding.
    package struct Entry: Sendable, Equatable {
        package var status: Status
        /// The copy's item number; nil for an unknown one.
        package var item: Int64?
        /// The code as stored (a barcode's GTIN-13).
        package var key: ItemKey
        /// Where the catalogue has the copy; nil when nowhere (or unknown).
        package var location: ShelfLocation?

        package init(status: Status, item: Int64?, key: ItemKey, location: ShelfLocation?) {
            self.status = status
            self.item = item
            self.key = key
            self.location = location
        }
    }

    /// What the audit needs of a recorded copy: its number, code and place (no release decoded).
    package struct Copy: Sendable, Equatable {
        package var id: Int64
        package var key: ItemKey
        package var location: ShelfLocation?

        package init(id: Int64, key: ItemKey, location: ShelfLocation?) {
            (self.id, self.key, self.location) = (id, key, location)
        }

        /// The copy `item` is.
        package init(_ item: CatalogItem) {
            self.init(id: item.id, key: item.key, location: item.record.location)
        }
    }

    /// The findings for `place`, given the codes `seen` there (one per copy, in the order seen)
    /// and the catalogue's `copies` (at least those at the place and those of the codes seen):
    /// the copies seen in order, then those missing in the order added.
    ///
    /// A code seen takes first a copy recorded at the place, then one recorded elsewhere (the
    /// copy without a place first, then the oldest), each copy once: two copies recorded here
    /// and one seen leaves one missing.
    package static func findings(place: ShelfLocation, seen: [ItemKey], copies recorded: [Copy]) -> [Entry] {
        var copies = Dictionary(grouping: recorded.sorted { $0.id < $1.id }, by: \.key)
        var entries: [Entry] = []
        for key in seen {
            var candidates = copies[key] ?? []
            let index =
                candidates.firstIndex { $0.location.map(place.contains) ?? false }
                ?? candidates.firstIndex { $0.location == nil } ?? candidates.indices.first
            guard let index else {
                entries.append(Entry(status: .unknown, item: nil, key: key, location: nil))
                continue
            }
            let copy = candidates.remove(at: index)
            copies[key] = candidates
            let isHere = copy.location.map(place.contains) ?? false
            entries.append(
                Entry(status: isHere ? .here : .misplaced, item: copy.id, key: key, location: copy.location))
        }
        let left = copies.values.joined().filter { $0.location.map(place.contains) ?? false }
        entries += left.sorted { $0.id < $1.id }.map {
            Entry(status: .missing, item: $0.id, key: $0.key, location: $0.location)
        }
        return entries
    }

    /// How many copies have each status.
    package static func counts(_ entries: [Entry]) -> [Status: Int] {
        entries.reduce(into: [:]) { $0[$1.status, default: 0] += 1 }
    }
}
