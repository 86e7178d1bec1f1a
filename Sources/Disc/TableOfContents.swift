/// A CD's table of contents in MusicBrainz' form: first and last track, the lead-out, each track's offset.
///
/// Offsets count 1/75 s sectors from the start of the disc, lead-in included
/// (the first track of a pressed CD starts at 150). This is the form other
/// rippers print and MusicBrainz' `toc=` parameter takes:
/// `1 12 267257 150 22767 41887 ...` (first, last, lead-out, offsets).
///
/// - SeeAlso: https://musicbrainz.org/doc/Disc_ID_Calculation
package struct TableOfContents: Sendable, Equatable, CustomStringConvertible {
    /// The number of the first audio track (usually 1).
    let firstTrack: Int
    /// The number of the last audio track (trailing data tracks are not counted).
    let lastTrack: Int
    /// The sector where the last audio track ends.
    let leadOut: Int
    /// Each track's first sector, from `firstTrack` to `lastTrack`.
    package let offsets: [Int]

    /// The sectors of a 99-minute disc: no CD is longer, so a larger number is a typing slip.
    static let maximumSectors = 99 * 60 * 75

    /// Checks the numbers as libdiscid would, with a reason a person can act on.
    package init(firstTrack: Int, lastTrack: Int, leadOut: Int, offsets: [Int]) throws(DiscError) {
        let text = ([firstTrack, lastTrack, leadOut] + offsets).map(String.init).joined(separator: " ")
        func invalid(_ reason: String) -> DiscError { .invalidTOC(text, reason: reason) }
        guard (1...99).contains(firstTrack), (1...99).contains(lastTrack), firstTrack <= lastTrack else {
            throw invalid("track numbers go from 1 to 99 and the first is not after the last")
        }
        let count = lastTrack - firstTrack + 1
        guard offsets.count == count else {
            throw invalid("tracks \(firstTrack) to \(lastTrack) need \(count) offsets, not \(offsets.count)")
        }
        guard zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 }), let first = offsets.first, first >= 0 else {
            throw invalid("the track offsets must increase")
        }
        guard let last = offsets.last, leadOut > last, leadOut <= Self.maximumSectors else {
            throw invalid("the lead-out must come after the last track and within 99 minutes")
        }
        self.firstTrack = firstTrack
        self.lastTrack = lastTrack
        self.leadOut = leadOut
        self.offsets = offsets
    }

    /// Reads "FIRST LAST LEADOUT OFFSET..." (spaces, or `+` as in a `toc=` URL parameter).
    package init(parsing text: String) throws(DiscError) {
        let fields = text.split { $0 == " " || $0 == "+" || $0 == "\t" || $0 == "\n" }
        guard fields.count >= 4 else {
            throw .invalidTOC(text, reason: "expected FIRST LAST LEADOUT and one offset per track")
        }
        var numbers: [Int] = []
        for field in fields {
            guard field.allSatisfy({ $0.isASCII && $0.isNumber }), field.count <= 6, let number = Int(field) else {
                throw .invalidTOC(text, reason: "\"\(field)\" is not a whole number of sectors")
            }
            numbers.append(number)
        }
        try self.init(
            firstTrack: numbers[0], lastTrack: numbers[1], leadOut: numbers[2], offsets: Array(numbers.dropFirst(3)))
    }

    /// How many audio tracks the table lists.
    package var trackCount: Int { offsets.count }

    /// The playing time from the first track to the lead-out, in whole seconds.
    package var seconds: Int { (leadOut - (offsets.first ?? 0)) / 75 }

    /// "1 12 267257 150 22767 ...": MusicBrainz' TOC form.
    package var description: String {
        ([firstTrack, lastTrack, leadOut] + offsets).map(String.init).joined(separator: " ")
    }
}
