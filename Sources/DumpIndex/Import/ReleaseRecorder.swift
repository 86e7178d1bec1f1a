/// The SAX events the index reads, recorded as bytes on the parsing thread
/// and turned into `DumpRelease` values on the index's (`RecordedReleases`).
///
/// Building a release's Strings and arrays as its events come cost about a
/// quarter of the parsing thread, the import's slowest (perf), while the
/// index's thread waited; copying the bytes is all the parser does now. The
/// form, in the order of the events, lengths and numbers little-endian:
///
/// - `release`: 1, the id (8 bytes; checked by the parser), the attributes;
/// - another element's start: 2, its `DumpTag`, the attributes;
/// - the text of an element that holds one (`DumpTag.holdsText`): 3, length (4 bytes), UTF-8;
/// - an element's end: 4.
///
/// Attributes: their count (4 bytes), then for each its local name and its
/// value, each as length (4 bytes) and UTF-8. Only elements inside a release
/// are recorded, and only those the extractor reads. Not `Sendable`: it lives
/// on the parsing thread.
final class ReleaseRecorder {
    enum Event {
        static let release: UInt8 = 1
        static let start: UInt8 = 2
        static let text: UInt8 = 3
        static let end: UInt8 = 4
    }

    // Written for every event of a multi-gigabyte file, on one thread, one
    // event at a time: the run-time exclusivity checks would cost more than the writing.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// Where the last complete release ends; what follows is the one being read.
    @exclusivity(unchecked) private var completeEnd = 0
    /// The complete releases recorded since the last `takeComplete`.
    @exclusivity(unchecked) private(set) var completeCount = 0
    /// Where the length of the text being recorded goes.
    @exclusivity(unchecked) private var textLengthAt = 0

    init() {
        bytes.reserveCapacity(Self.initialCapacity)
    }

    /// About what a chunk of text leaves once the skipped elements are gone.
    private static let initialCapacity = 64 * 1024

    /// A `<release>` with its (checked) id begins.
    func startRelease(id: Int64, _ attributes: SAXAttributes) {
        bytes.append(Event.release)
        append64(UInt64(bitPattern: id))
        record(attributes)
    }

    /// An element inside a release begins.
    func start(_ tag: DumpTag, _ attributes: SAXAttributes) {
        bytes.append(Event.start)
        bytes.append(tag.rawValue)
        record(attributes)
    }

    /// The text of the element just begun follows (`appendText`) until `endText`.
    func beginText() {
        bytes.append(Event.text)
        textLengthAt = bytes.count
        append32(0)
    }

    /// More of the text, cut at `limit` bytes in all.
    func appendText(_ text: UnsafeBufferPointer<UInt8>, limit: Int) {
        let room = limit - (bytes.count - textLengthAt - 4)
        if room > 0 { bytes.append(contentsOf: text.prefix(room)) }
    }

    /// The text ends; its length goes in front of it.
    func endText() {
        let length = UInt32(truncatingIfNeeded: bytes.count - textLengthAt - 4)
        withUnsafeBytes(of: length.littleEndian) { length in
            for (index, byte) in length.enumerated() { bytes[textLengthAt + index] = byte }
        }
    }

    /// The element begun last ends; `release` when it is a `<release>` (which is then complete).
    func end(release: Bool) {
        bytes.append(Event.end)
        if release { (completeEnd, completeCount) = (bytes.count, completeCount + 1) }
    }

    /// The complete releases, handed on; the one being read stays (copied: it is short).
    func takeComplete() -> RecordedReleases {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        bytes.reserveCapacity(max(Self.initialCapacity, taken.count))
        bytes.append(contentsOf: taken[completeEnd...])
        taken.removeSubrange(completeEnd...)
        textLengthAt -= completeEnd
        defer { (completeEnd, completeCount) = (0, 0) }
        return RecordedReleases(bytes: taken, count: completeCount)
    }

    private func record(_ attributes: SAXAttributes) {
        append32(UInt32(truncatingIfNeeded: attributes.count))
        attributes.forEach { name, value in
            append32(UInt32(truncatingIfNeeded: name.count))
            bytes.append(contentsOf: name)
            append32(UInt32(truncatingIfNeeded: value.count))
            bytes.append(contentsOf: value)
        }
    }

    private func append32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private func append64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

@available(*, unavailable) extension ReleaseRecorder: Sendable {}
