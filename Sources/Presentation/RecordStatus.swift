/// The `status` member of the JSON that answers a code (`lookup`, `scan`, `disc`): one
/// vocabulary, so that a script reading a mixed stream (photos and their lookups) has one
/// list of values to know. A catalogue item's own `status` is `ItemStatus`'s.
package enum RecordStatus: String, Encodable, Sendable {
    /// A release was found.
    case found
    /// No release has the code.
    case notFound = "not_found"
    /// The input is not a valid barcode.
    case invalid
    /// The lookup, or reading the file, failed.
    case error
    /// A photo's barcode, read without a lookup.
    case read
    /// A photo without a barcode.
    case noBarcode = "no_barcode"
    /// Different codes read in one place of a photo (one symbol read two ways): neither is taken.
    case conflict
    /// A disc MusicBrainz knows only as a CD stub, not as a release.
    case stub
}
