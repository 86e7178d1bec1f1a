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
    // event at a time. A buffer of its own rather than an Array: appending
    // to an Array (its uniqueness check, its growth) showed under perf at a
    // third of the recording, and run-time exclusivity checks would cost more still.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var count = 0
    /// Where the last complete release ends; what follows is the one being read.
    @exclusivity(unchecked) private var completeEnd = 0
    /// The complete releases recorded since the last `takeComplete`.
    @exclusivity(unchecked) private(set) var completeCount = 0
    /// Where the length of the text being recorded goes.
    @exclusivity(unchecked) private var textLengthAt = 0

    /// About what a chunk of text leaves once the skipped elements are gone.
    init(capacity: Int = 64 * 1024) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A `<release>` with its (checked) id begins.
    func startRelease(id: Int64, _ attributes: SAXAttributes) {
        append(Event.release)
        append(number: UInt64(bitPattern: id).littleEndian)
        record(attributes)
    }

    /// An element inside a release begins.
    func start(_ tag: DumpTag, _ attributes: SAXAttributes) {
        append(Event.start)
        append(tag.rawValue)
        record(attributes)
    }

    /// The text of the element just begun follows (`appendText`) until `endText`.
    func beginText() {
        append(Event.text)
        textLengthAt = count
        append(number: UInt32(0))
    }

    /// More of the text, cut at `limit` bytes in all.
    func appendText(_ text: UnsafeBufferPointer<UInt8>, limit: Int) {
        let room = limit - (count - textLengthAt - 4)
        if room > 0 { append(UnsafeBufferPointer(rebasing: text.prefix(room))) }
    }

    /// The text ends; its length goes in front of it.
    func endText() {
        let length = UInt32(truncatingIfNeeded: count - textLengthAt - 4).littleEndian
        UnsafeMutableRawPointer(base + textLengthAt).storeBytes(of: length, as: UInt32.self)
    }

    /// The element begun last ends; `release` when it is a `<release>` (which is then complete).
    func end(release: Bool) {
        append(Event.end)
        if release { (completeEnd, completeCount) = (count, completeCount + 1) }
    }

    /// The complete releases, handed on; the one being read stays.
    func takeComplete() -> RecordedReleases {
        let taken = RecordedReleases(
            bytes: Array(UnsafeBufferPointer(start: base, count: completeEnd)), count: completeCount)
        // The release being read moves to the front (it is short).
        UnsafeMutableRawPointer(base).copyMemory(from: base + completeEnd, byteCount: count - completeEnd)
        count -= completeEnd
        textLengthAt -= completeEnd
        (completeEnd, completeCount) = (0, 0)
        return taken
    }

    private func record(_ attributes: SAXAttributes) {
        append(number: UInt32(truncatingIfNeeded: attributes.count).littleEndian)
        attributes.forEach { name, value in
            append(number: UInt32(truncatingIfNeeded: name.count).littleEndian)
            append(name)
            append(number: UInt32(truncatingIfNeeded: value.count).littleEndian)
            append(value)
        }
    }

    private func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// A number's bytes as they are in memory (the callers make them little-endian).
    private func append<Number: FixedWidthInteger>(number: Number) {
        reserve(MemoryLayout<Number>.size)
        UnsafeMutableRawPointer(base + count).storeBytes(of: number, as: Number.self)
        count += MemoryLayout<Number>.size
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let larger = max(count + extra, capacity * 2)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        new.update(from: base, count: count)
        base.deallocate()
        (base, capacity) = (new, larger)
    }
}

@available(*, unavailable) extension ReleaseRecorder: Sendable {}
