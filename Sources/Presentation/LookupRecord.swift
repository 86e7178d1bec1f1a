import Album
import Foundation
import Lookup
import Terminal

/// One barcode's result as a line of JSON (`--json`), the form scripts read.
///
/// Every key is always present (null when empty), so a reader never has to
/// guess whether a key was left out or the value is unknown.
package struct LookupRecord: Encodable {
    /// What was typed or read, as given.
    package var input: String
    /// The 13-digit GTIN; nil when the input is not a valid barcode.
    package var barcode: String?
    /// `found`, `not_found`, `invalid` or `error`.
    package var status: RecordStatus
    package var album: Album?
    package var alternatives: [Album] = []
    package var error: String?
    /// The photo the barcode was read from (`scan --image`).
    package var file: String?
    /// Where in that photo (`index` and `box`, written with `file`).
    package var place: PhotoPlace?
    /// The chosen release's tracklist, credits and identifiers (`--details`).
    package var details: ReleaseDetails?
    /// What `--add-to-collection` did.
    package var collection: CollectionOutcome?
    /// The 2- or 5-digit add-on typed after the barcode.
    package var addOn: String?
    /// Which phone read the barcode (`scan --phone`: 1 for the first to send a frame).
    package var phone: Int?

    package enum CodingKeys: String, CodingKey {
        case input, barcode, status, album, alternatives, error, file, index, box, details, collection, phone
        case addOn = "add_on"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        try container.encode(barcode, forKey: .barcode)
        try container.encode(status, forKey: .status)
        try container.encode(album.map(AlbumJSON.init), forKey: .album)
        try container.encode(alternatives.map(AlbumJSON.init), forKey: .alternatives)
        try container.encode(error, forKey: .error)
        try container.encode(details.map(DetailsJSON.init), forKey: .details)
        try container.encode(collection.map(CollectionJSON.init), forKey: .collection)
        try container.encode(addOn, forKey: .addOn)
        try container.encodeIfPresent(phone, forKey: .phone)
        if let file {
            try container.encode(file, forKey: .file)
            try PhotoPlace.encode(place, in: &container, index: .index, box: .box)
        }
    }

    /// The record as one line of JSON, without a newline.
    package func jsonLine() -> String { JSONLine.encode(self, fallback: "{\"status\":\"error\"}") }
}

/// What `--add-to-collection` did, as `{"status": "added"|"already_there"|"skipped", "folder",
/// "folder_id", "instance_id"}` (the folder is the first holding it when it was there already).
package struct CollectionJSON: Encodable {
    package let outcome: CollectionOutcome

    package enum CodingKeys: String, CodingKey {
        case status, folder
        case folderID = "folder_id"
        case instanceID = "instance_id"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let (status, instanceID): (String, Int?) =
            switch outcome {
            case .added(_, let instanceID): ("added", instanceID)
            case .alreadyThere: ("already_there", nil)
            case .skipped: ("skipped", nil)
            }
        try container.encode(status, forKey: .status)
        try container.encode(outcome.folder?.name, forKey: .folder)
        try container.encode(outcome.folder?.id, forKey: .folderID)
        try container.encode(instanceID, forKey: .instanceID)
    }
}
