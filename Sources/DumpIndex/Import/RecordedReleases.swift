/// Releases as the parsing thread recorded them (see `ReleaseRecorder` for
/// the form), on their way to the index's thread, which turns them into values.
struct RecordedReleases: Sendable {
    let bytes: [UInt8]
    /// How many complete releases `bytes` holds.
    let count: Int

    /// Hands each release that carries a `Barcode` identifier or a label's catalogue number to
    /// `body`, in the file's order; stops at its first error.
    ///
    /// The others are read past without being built: the index keeps nothing of them but
    /// their count (`count`), and building their Strings and arrays, to drop them, was a
    /// fifth of the index's thread (perf).
    func forEachIndexed(_ body: (DumpRelease) throws(DumpError) -> Void) throws(DumpError) {
        var assembler = ReleaseAssembler()
        try bytes.withUnsafeBufferPointer { (bytes) throws(DumpError) in
            var reader = Reader(bytes: bytes)
            while reader.position < bytes.count {
                switch reader.byte() {
                case ReleaseRecorder.Event.release:
                    var ahead = reader
                    guard ahead.passRelease() else {
                        reader = ahead
                        continue
                    }
                    let id = Int64(bitPattern: reader.number64())
                    assembler.startRelease(id: id, reader.attributes())
                case ReleaseRecorder.Event.start:
                    let tag = DumpTag(rawValue: reader.byte()) ?? .other
                    assembler.start(tag, reader.attributes())
                case ReleaseRecorder.Event.text:
                    assembler.text(String(decoding: reader.field(), as: UTF8.self))
                default:
                    // The release is handed over where it is built, not copied out first.
                    if assembler.end() { try body(assembler.release) }
                }
            }
        }
    }

    /// Reads the recorded form from the front; the recorder wrote it, so it is never short.
    fileprivate struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func byte() -> UInt8 {
            defer { position += 1 }
            return bytes[position]
        }

        mutating func number32() -> Int {
            defer { position += 4 }
            return Int(
                UInt32(
                    littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt32.self)
                ))
        }

        mutating func number64() -> UInt64 {
            defer { position += 8 }
            return UInt64(
                littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt64.self))
        }

        /// A length and that many bytes.
        mutating func field() -> UnsafeBufferPointer<UInt8> {
            let length = number32()
            defer { position += length }
            return UnsafeBufferPointer(rebasing: bytes[position..<position + length])
        }

        /// Reads past the release whose event was just read, to its end; true when it holds
        /// an identifier of type `Barcode` or a label with a catalogue number.
        mutating func passRelease() -> Bool {
            position += 8  // the id
            _ = attributes()
            var (depth, indexed) = (1, false)
            while depth > 0 {
                switch byte() {
                case ReleaseRecorder.Event.start:
                    let tag = byte()
                    let attributes = attributes()
                    if tag == DumpTag.identifier.rawValue, !indexed { indexed = attributes.typeIsBarcode }
                    if tag == DumpTag.label.rawValue, !indexed { indexed = attributes.hasCatalogNumber }
                    depth += 1
                case ReleaseRecorder.Event.text: _ = field()
                default: depth -= 1  // an end: a release holds no release
                }
            }
            return indexed
        }

        /// The attributes here, read past.
        mutating func attributes() -> RecordedAttributes {
            let count = number32()
            let attributes = RecordedAttributes(reader: self, count: count)
            for _ in 0..<count * 2 { _ = field() }
            return attributes
        }
    }
}

/// An element's attributes as recorded: local names and values, valid while the recording is read.
struct RecordedAttributes {
    fileprivate let reader: RecordedReleases.Reader
    let count: Int

    /// The value of the attribute named `name`, if present.
    func value(_ name: StaticString) -> String? {
        bytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the `type` is a barcode's (`DumpRelease.isBarcode(type:)`); the bytes are
    /// compared first, and a String is made only for a longer type that may be padded.
    var typeIsBarcode: Bool {
        guard let type = bytes("type") else { return false }
        if type.elementsEqual("Barcode".utf8) { return true }
        return type.count > 7 && DumpRelease.isBarcode(type: String(decoding: type, as: UTF8.self))
    }

    /// Whether a label's `catno` is a catalogue number the index keeps (`DumpRelease.catalogNumberKey`).
    var hasCatalogNumber: Bool {
        guard let catno = bytes("catno"), !catno.isEmpty else { return false }
        return DumpRelease.catalogNumberKey(String(decoding: catno, as: UTF8.self)) != nil
    }

    private func bytes(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        var reader = reader
        for _ in 0..<count {
            let (local, value) = (reader.field(), reader.field())
            if local.elementsEqual(wanted) { return value }
        }
        return nil
    }
}
