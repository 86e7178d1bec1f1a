import Album
import Basics
import Foundation

/// `--format jsonl`: one JSON object per item and line (JSON Lines), keys sorted, for scripts.
///
/// Every field of the item is there; `album` is the chosen release (absent unless found),
/// `best` the release that describes the item best (an ambiguous item's best candidate), and
/// `alternatives` the other releases with all their fields, so candidates can be told apart;
/// each release in the one shape `lookup --json` writes too (``AlbumJSON``), and `details`
/// (the tracklist `--details` stored, ``DetailsJSON``) when there are any. `items list --json`
/// and `items show --json` write these records too.
package enum CatalogJSONL {
    /// One item as JSON Lines writes it.
    package struct Record: Encodable, Equatable, Sendable {
        package var item: Int64
        package var kind: ItemKind
        package var code: String
        package var status: ItemStatus
        package var copies: Int
        package var source: String
        package var notes: String
        package var addedAt: String
        package var lookedUpAt: String?
        package var error: String?
        package var picked: Bool
        package var service: Service?
        package var album: Album?
        package var best: Album?
        package var alternatives: [Album]
        package var rating: Int?
        package var mediaCondition: String?
        package var sleeveCondition: String?
        package var folder: String?
        /// The collector's record (``CopyRecord``): place, price, day bought, tags.
        package var location: String?
        package var paid: PaidJSON?
        package var bought: String?
        package var tags: [String]
        /// A disc's table of contents and MCN (a valid barcode); null for the other kinds.
        package var toc: String?
        package var mcn: String?
        /// The chosen release's tracklist, credits and identifiers, when `--details` fetched them.
        package var details: ReleaseDetails?
        /// The copy's value from the prices `cdscan value` kept; nil when none are kept for its
        /// release. Written as `value` (the amount as decimal text), `value_currency`,
        /// `value_basis`, `lowest_price` ({amount, currency}), `for_sale` and `valued_at`.
        package var value: KeptValue?

        enum CodingKeys: String, CodingKey {
            case item, kind, code, status, copies, source, notes, error, picked, service, album, best, alternatives
            case rating, folder, toc, mcn, details, location, paid, bought, tags, value
            case valueCurrency = "value_currency"
            case valueBasis = "value_basis"
            case lowestPrice = "lowest_price"
            case forSale = "for_sale"
            case valuedAt = "valued_at"
            case addedAt = "added_at"
            case lookedUpAt = "looked_up_at"
            case mediaCondition = "media_condition"
            case sleeveCondition = "sleeve_condition"
        }

        /// `error` is the item's failure in Presentation's words (``StoredFailure``), nil when it has none.
        init(_ item: CatalogItem, copies: Int, value: KeptValue? = nil, error: String? = nil) {
            self.item = item.id
            kind = item.kind
            code = item.barcode
            status = item.status
            self.copies = copies
            source = item.source
            notes = item.notes
            addedAt = Timestamp.string(item.scannedAt)
            lookedUpAt = item.lookedUpAt.map(Timestamp.string)
            self.error = error
            picked = item.picked
            service = item.bestAlbum?.source
            album = item.album
            best = item.bestAlbum
            alternatives = item.alternatives
            rating = item.condition.rating
            mediaCondition = item.condition.media
            sleeveCondition = item.condition.sleeve
            folder = item.collection?.folder
            location = item.record.location?.description
            paid = item.record.paid.map { PaidJSON(amount: $0.amount, currency: $0.currency) }
            bought = item.record.bought?.description
            tags = item.record.tags
            toc = item.toc
            mcn = item.mcn
            details = item.details
            self.value = value
        }

        // Written as the synthesized encoding would (a nil field left out), but each release as
        // ``AlbumJSON`` and the details as ``DetailsJSON``: one shape for a release everywhere.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(item, forKey: .item)
            try container.encode(kind, forKey: .kind)
            try container.encode(code, forKey: .code)
            try container.encode(status, forKey: .status)
            try container.encode(copies, forKey: .copies)
            try container.encode(source, forKey: .source)
            try container.encode(notes, forKey: .notes)
            try container.encode(addedAt, forKey: .addedAt)
            try container.encodeIfPresent(lookedUpAt, forKey: .lookedUpAt)
            try container.encodeIfPresent(error, forKey: .error)
            try container.encode(picked, forKey: .picked)
            try container.encodeIfPresent(service, forKey: .service)
            try container.encodeIfPresent(album.map(AlbumJSON.init), forKey: .album)
            try container.encodeIfPresent(best.map(AlbumJSON.init), forKey: .best)
            try container.encode(alternatives.map(AlbumJSON.init), forKey: .alternatives)
            try container.encodeIfPresent(rating, forKey: .rating)
            try container.encodeIfPresent(mediaCondition, forKey: .mediaCondition)
            try container.encodeIfPresent(sleeveCondition, forKey: .sleeveCondition)
            try container.encodeIfPresent(folder, forKey: .folder)
            try container.encodeIfPresent(location, forKey: .location)
            try container.encodeIfPresent(paid, forKey: .paid)
            try container.encodeIfPresent(bought, forKey: .bought)
            try container.encode(tags, forKey: .tags)
            try container.encodeIfPresent(toc, forKey: .toc)
            try container.encodeIfPresent(mcn, forKey: .mcn)
            try container.encodeIfPresent(details.map(DetailsJSON.init), forKey: .details)
            try encodeValue(into: &container)
        }

        /// The value's fields, each left out when there is none (as every field here).
        private func encodeValue(into container: inout KeyedEncodingContainer<CodingKeys>) throws {
            guard let value else { return }
            let price = value.value.price
            try container.encodeIfPresent(price?.amount, forKey: .value)
            try container.encodeIfPresent(price?.currency, forKey: .valueCurrency)
            try container.encodeIfPresent(price.map { _ in value.value.basis.rawValue }, forKey: .valueBasis)
            let lowest = value.statistics?.lowestPrice
            try container.encodeIfPresent(
                lowest.map { PaidJSON(amount: $0.amount, currency: $0.currency) }, forKey: .lowestPrice)
            try container.encodeIfPresent(value.statistics?.forSale, forKey: .forSale)
            try container.encodeIfPresent(value.value.fetchedAt.map(Timestamp.string), forKey: .valuedAt)
        }
    }

    /// What a copy cost as JSON: `{"amount": "12.50", "currency": "EUR"}`, the amount a string
    /// so that no reader turns it into a binary fraction.
    package struct PaidJSON: Encodable, Equatable, Sendable {
        package var amount: String
        package var currency: String
    }

    /// The records of `items`, in order, their copies counted among them, with their `values`
    /// and `failureTexts` (their failures in Presentation's words), both by item number.
    package static func records(
        for items: [CatalogItem], values: [Int64: KeptValue] = [:], failureTexts: [Int64: String]
    ) -> [Record] {
        records(for: items, copies: CatalogCSV.copyCounts(items), values: values, failureTexts: failureTexts)
    }

    /// The records of `items`, in order, with the copies of each release (``CatalogItem/releaseKey``),
    /// their `values` and `failureTexts` (their failures in Presentation's words), both by item number.
    package static func records(
        for items: [CatalogItem], copies: [String: Int], values: [Int64: KeptValue] = [:],
        failureTexts: [Int64: String]
    ) -> [Record] {
        items.map {
            Record($0, copies: copies[$0.releaseKey, default: 1], value: values[$0.id], error: failureTexts[$0.id])
        }
    }

    /// Every item as one line of JSON, each ending in "\n", with their `values` and
    /// `failureTexts` (by item number).
    package static func document(
        for items: [CatalogItem], values: [Int64: KeptValue] = [:], failureTexts: [Int64: String]
    ) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return records(for: items, values: values, failureTexts: failureTexts).map { record in
            // Encoding these plain values cannot fail; a failure would be a bug, shown rather than hidden.
            ((try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"error\":\"unencodable\"}")
                + "\n"
        }.joined()
    }
}
