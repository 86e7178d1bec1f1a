import Album
import Barcode
import Catalog
import Disc

/// What a batch looks up: a barcode, a catalogue number, a disc (its disc ID, table of
/// contents and MCN), or a Discogs release by its id (a collection import).
package enum BatchSubject: Sendable, Equatable, CustomStringConvertible {
    case barcode(GTIN)
    case catalogNumber(CatalogNumber)
    case disc(Disc)
    /// Discogs release `id` (digits), fetched by its id.
    case release(id: String)

    /// The kind of the catalogue items it is the code of.
    package var kind: ItemKind {
        switch self {
        case .barcode: .barcode
        case .catalogNumber: .catalogNumber
        case .disc: .discID
        case .release: .release
        }
    }

    /// The code its items hold: the EAN-13, the catalogue number as typed, the disc ID.
    package var code: String {
        switch self {
        case .barcode(let gtin): gtin.ean13
        case .catalogNumber(let number): number.text
        case .disc(let disc): disc.id
        case .release(let id): Self.releaseCodePrefix + id
        }
    }

    /// The barcode, when it is one.
    package var barcode: GTIN? {
        guard case .barcode(let gtin) = self else { return nil }
        return gtin
    }

    /// The key of its items in the store, `BatchReport.finished` and `BatchRunner.Options.only`.
    package var key: ItemKey { ItemKey(kind: kind, code: code) }

    /// "029667431224", "catalogue number CDWIK2 312", "disc I5l9cCSFccLKFEKS.7wqSZAorPU-": for messages.
    package var description: String {
        switch self {
        case .barcode(let gtin): gtin.canonical
        case .catalogNumber(let number): "catalogue number \(number.text)"
        case .disc(let disc): "disc \(disc.id)"
        case .release(let id): "release \(id)"
        }
    }

    /// How the code of a `release` item starts: "discogs:4707982" (`CatalogStore.releaseCode`).
    static let releaseCodePrefix = Service.discogs.rawValue + ":"

    /// The subject a pending catalogue item stands for; a disc's from its stored table of contents
    /// (nil for a disc without one, and for the kinds that are not looked up).
    static func pending(_ code: PendingCode, path: String) throws(CatalogError) -> BatchSubject? {
        switch code.kind {
        case .catalogNumber:
            guard let number = CatalogNumber(code.code) else {
                throw .damagedItem(path: path, barcode: code.code, damage: .notACatalogNumber)
            }
            return .catalogNumber(number)
        case .discID:
            // A disc recorded without its table of contents has nothing to identify it by.
            guard let toc = code.toc else { return nil }
            do throws(DiscError) {
                let computed = try DiscID.disc(for: TableOfContents(parsing: toc))
                return .disc(
                    Disc(toc: computed.toc, id: code.code, freedbID: computed.freedbID, mcn: code.mcn, device: nil))
            } catch {
                throw .damagedItem(path: path, barcode: code.code, damage: .tableOfContents(error))
            }
        case .release:
            // Only Discogs releases are imported; a code of another service is not looked up.
            guard code.code.hasPrefix(releaseCodePrefix) else { return nil }
            return .release(id: String(code.code.dropFirst(releaseCodePrefix.count)))
        case .barcode, .invalid, .noBarcode:
            return nil
        }
    }
}
