import Barcode

/// An audio CD as cdscan identifies it: its table of contents, disc IDs and MCN.
package struct Disc: Sendable, Equatable {
    /// The audio tracks' table of contents.
    package let toc: TableOfContents
    /// The MusicBrainz disc ID: 28 characters of base64 ("I5l9cCSFccLKFEKS.7wqSZAorPU-").
    package let id: String
    /// The older freedb/CDDB id (8 hex digits), for messages and other tools.
    package let freedbID: String
    /// The Media Catalogue Number from the subcode, when the disc has one (13 digits; never all zeros).
    package let mcn: String?
    /// The drive it was read from; nil for a table of contents given by hand.
    package let device: String?

    package init(toc: TableOfContents, id: String, freedbID: String, mcn: String?, device: String?) {
        self.toc = toc
        self.id = id
        self.freedbID = freedbID
        self.mcn = mcn.flatMap(Self.meaningfulMCN)
        self.device = device
    }

    /// The MCN as a barcode, when it is a valid EAN/UPC (most are; some discs carry garbage).
    package var barcode: GTIN? {
        mcn.flatMap { try? GTIN(parsing: $0) }
    }

    /// The MusicBrainz page that attaches this disc ID to a release: what to offer when nobody knows it.
    package var submissionURL: String {
        "https://musicbrainz.org/cdtoc/attach?id=\(id)&tracks=\(toc.trackCount)&toc="
            + toc.description.split(separator: " ").joined(separator: "+")
    }

    /// The MCN without what drives report for "none": an empty or all-zero number.
    static func meaningfulMCN(_ text: String) -> String? {
        let digits = text.filter { $0 != " " }
        guard !digits.isEmpty, digits.contains(where: { $0 != "0" }) else { return nil }
        return digits
    }
}
