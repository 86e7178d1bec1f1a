internal import CLibXML2

/// An element's attributes as libxml2's SAX2 hands them over: for each, local
/// name, prefix, URI, value start and value end.
struct SAXAttributes {
    let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int

    /// The value of the attribute named `name` (NUL-terminated ASCII), if present.
    func value(_ name: StaticString) -> String? {
        bytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The value's UTF-8 bytes, valid until the callback returns; nil when absent.
    func bytes(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let base = index * 5
            guard let local = pointers[base], let start = pointers[base + 3], let end = pointers[base + 4],
                strcmp(local, name.utf8Start) == 0
            else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// Each attribute's local name and value (UTF-8), in the element's order.
    func forEach(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
        guard let pointers else { return }
        for index in 0..<count {
            let base = index * 5
            guard let local = pointers[base], let start = pointers[base + 3], let end = pointers[base + 4] else {
                continue
            }
            body(
                UnsafeBufferPointer(start: local, count: Int(xmlStrlen(local))),
                UnsafeBufferPointer(start: start, count: end - start))
        }
    }

    private func strcmp(_ lhs: UnsafePointer<xmlChar>, _ rhs: UnsafePointer<UInt8>) -> Int32 {
        xmlStrcmp(lhs, rhs)
    }
}
