/// Reads the SAX parser's events: which elements of each release the index
/// reads, recorded with their attributes and text in a `ReleaseRecorder`.
///
/// Keeps only a stack of the open elements; the values are built from the
/// recording on the index's thread (`ReleaseAssembler`), since the parsing
/// thread is the import's slowest. Elements it does not read (videos,
/// companies, anything unknown) it asks the parser to skip with everything
/// inside them (`startElement` returns false). Not `Sendable`: the parser's
/// callbacks reach it on the thread that parses.
final class ReleaseExtractor {
    /// Whether tracklists, extra artists and notes are read (`--tracklists`).
    let details: Bool
    /// Longer text is cut here: fields are short, but notes can run to a megabyte.
    static let textLimit = 64 * 1024
    /// How far the parser has got in the uncompressed text, for error offsets.
    var offset: () -> Int64 = { 0 }
    /// The first failure; once set, every further event is ignored.
    private(set) var failure: DumpError?
    // Checked on every event; a Bool costs less than comparing an optional enum.
    @exclusivity(unchecked) private var failed = false
    /// Whether `</releases>` closed the document.
    private(set) var finished = false
    /// Where the releases read go, until the feed hands them on.
    private let recorder: ReleaseRecorder

    private let onRelease: () -> Void
    // The state below is touched on every SAX event of a multi-gigabyte file,
    // always from libxml2's callbacks on the one parsing thread, one event at a
    // time (no event starts inside another). Swift's run-time exclusivity
    // checks on class properties cost a fifth of the parsing thread here
    // (swift_beginAccess under perf), for accesses that cannot overlap.
    @exclusivity(unchecked) private var stack: [DumpTag] = []
    @exclusivity(unchecked) private var collecting = false
    @exclusivity(unchecked) private var tags = TagCache()

    /// An extractor that calls `onRelease` each time `recorder` holds one more complete release.
    init(details: Bool, recorder: ReleaseRecorder, onRelease: @escaping () -> Void) {
        self.details = details
        self.recorder = recorder
        self.onRelease = onRelease
    }

    /// An element begins; false asks the parser to skip it and all it holds,
    /// its end included (an element the extractor does not read).
    func startElement(_ name: UnsafePointer<UInt8>, attributes: SAXAttributes) -> Bool {
        guard !failed else { return false }
        let tag = tags.tag(name)
        guard let parent = stack.last else {
            guard tag == .releases else {
                fail(.notAReleasesDump(root: String(cString: name)))
                return false
            }
            stack.append(tag)
            return true
        }
        guard tag.isRead(in: parent, details: details) else { return false }
        stack.append(tag)
        if tag == .release {
            guard let id = attributes.bytes("id").flatMap(Self.releaseID) else {
                fail(.badReleaseID(text: attributes.value("id") ?? "", offset: offset()))
                return true
            }
            recorder.startRelease(id: id, attributes)
        } else {
            recorder.start(tag, attributes)
        }
        if tag.holdsText {
            collecting = true
            recorder.beginText()
        }
        return true
    }

    /// The element that began last (and was not skipped) ends.
    func endElement() {
        guard !failed, let tag = stack.popLast() else { return }
        if collecting {
            collecting = false
            recorder.endText()
        }
        guard tag != .releases else {
            finished = true
            return
        }
        recorder.end(release: tag == .release)
        if tag == .release { onRelease() }
    }

    /// Text inside the open element.
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard collecting, !failed else { return }
        recorder.appendText(bytes, limit: Self.textLimit)
    }

    /// A positive decimal number between optional ASCII blanks, read from the
    /// bytes (a String and Unicode's white space per release showed under perf).
    static func releaseID(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) })
        else { return nil }
        var id: Int64 = 0
        for byte in bytes[first...last] {
            guard (0x30...0x39).contains(byte) else { return nil }
            let (times, overflow) = id.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int64(byte - 0x30))
            guard !overflow, !carry else { return nil }
            id = sum
        }
        return id > 0 ? id : nil
    }

    private func fail(_ error: DumpError) {
        if !failed { (failure, failed) = (error, true) }
    }
}

@available(*, unavailable) extension ReleaseExtractor: Sendable {}
