/// Element names to `DumpTag`s by address, in a small fixed table.
///
/// libxml2 interns element names in its dictionary, so one name is one
/// pointer for the whole parse: a tag is found by comparing addresses, not
/// bytes. A dump has a few dozen names; the table holds up to 96 and, full (a
/// hostile file of made-up names), reads further names by their bytes each
/// time instead of growing. It replaced a Dictionary, whose hashing showed
/// under callgrind at a sixth of the extractor's own work.
struct TagCache {
    private static let size = 128
    private static let limit = 96
    private var names = [UnsafePointer<UInt8>?](repeating: nil, count: size)
    private var tags = [DumpTag](repeating: .other, count: size)
    private var count = 0

    /// The tag for the NUL-terminated element name at `name`.
    mutating func tag(_ name: UnsafePointer<UInt8>) -> DumpTag {
        // Fibonacci hashing of the address: allocations are aligned, so the low bits say little.
        var slot = Int(truncatingIfNeeded: (UInt(bitPattern: name) &* 0x9E37_79B9_7F4A_7C15) >> 57)
        while let known = names[slot] {
            if known == name { return tags[slot] }
            slot = (slot + 1) & (Self.size - 1)
        }
        let tag = DumpTag(name: UnsafeBufferPointer(start: name, count: Self.length(name)))
        if count < Self.limit {
            (names[slot], tags[slot], count) = (name, tag, count + 1)
        }
        return tag
    }

    private static func length(_ name: UnsafePointer<UInt8>) -> Int {
        var end = name
        while end.pointee != 0 { end += 1 }
        return end - name
    }
}
