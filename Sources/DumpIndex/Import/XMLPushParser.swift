internal import CLibXML2

/// An element's attributes as libxml2's SAX2 hands them over: for each, local
/// name, prefix, URI, value start and value end.
struct SAXAttributes {
    let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int

    /// The value of the attribute named `name` (NUL-terminated ASCII), if present.
    func value(_ name: StaticString) -> String? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let base = index * 5
            guard let local = pointers[base], let start = pointers[base + 3], let end = pointers[base + 4],
                strcmp(local, name.utf8Start) == 0
            else { continue }
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
        return nil
    }

    private func strcmp(_ lhs: UnsafePointer<xmlChar>, _ rhs: UnsafePointer<UInt8>) -> Int32 {
        xmlStrcmp(lhs, rhs)
    }
}

/// libxml2's SAX2 push parser: bytes go in with `feed`, events come out at the receiver.
///
/// Push parsing keeps only what the current element needs, so memory does not
/// grow with the document. External entities and DTDs are never loaded, and
/// no entity may be declared (only XML's own five and character references
/// like `&#246;`): Discogs' dumps use none, and declared entities are how
/// "billion laughs" files exhaust memory. Not `Sendable`: it owns the context.
///
/// - SeeAlso: https://gnome.pages.gitlab.gnome.org/libxml2/devhelp/libxml2-parser.html#xmlCreatePushParserCtxt
final class XMLPushParser {
    private let context: xmlParserCtxtPtr
    private let receiver: ReleaseExtractor
    /// Uncompressed bytes given to the parser so far.
    private(set) var fed: Int64 = 0

    /// A parser handing its events to `receiver`, which must outlive it.
    init(receiver: ReleaseExtractor) throws(DumpError) {
        self.receiver = receiver
        var handler = Self.handler()
        let box = Unmanaged.passUnretained(receiver).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, box, nil, 0, nil) else {
            throw .cannotRead(path: "the dump", reason: "libxml2 could not create a parser (out of memory)")
        }
        self.context = context
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
    }

    deinit {
        xmlFreeParserCtxt(context)
    }

    /// Parses `bytes`, the next part of the document.
    func feed(_ bytes: UnsafeRawBufferPointer) throws(DumpError) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // xmlParseChunk takes an int; the inflater hands over 256 KiB at a time.
        let code = xmlParseChunk(context, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), 0)
        fed += Int64(bytes.count)
        try check(code)
    }

    /// Tells the parser the document is complete, so that a missing end tag is an error.
    func finish() throws(DumpError) {
        try check(xmlParseChunk(context, nil, 0, 1))
    }

    /// Stops the parse from inside a callback; `feed` then throws the receiver's failure.
    func stop() { xmlStopParser(context) }

    private func check(_ code: Int32) throws(DumpError) {
        if let failure = receiver.failure { throw failure }
        guard code != 0 || context.pointee.wellFormed == 0 else { return }
        let error = xmlCtxtGetLastError(context)
        let reason = error?.pointee.message.map { String(cString: $0) } ?? "libxml2 error \(code)"
        let line = Int(error?.pointee.line ?? 0)
        let consumed = xmlByteConsumed(context)
        throw .malformedXML(
            line: line, offset: consumed >= 0 ? Int64(consumed) : fed,
            reason: reason.trimmingCharacters(in: " \n"))
    }

    /// The callbacks: elements, text and CDATA to the receiver; errors silenced
    /// (libxml2 would print them on stderr), since `check` reads the last one.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { ctx, name, _, _, _, _, count, _, attributes in
            guard let ctx, let name else { return }
            saxReceiver(ctx).startElement(name, attributes: SAXAttributes(pointers: attributes, count: Int(count)))
        }
        handler.endElementNs = { ctx, _, _, _ in
            guard let ctx else { return }
            saxReceiver(ctx).endElement()
        }
        handler.characters = { ctx, bytes, length in
            guard let ctx, let bytes, length > 0 else { return }
            saxReceiver(ctx).characters(UnsafeBufferPointer(start: bytes, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        handler.serror = { _, _ in }
        return handler
    }
}

// A concrete class, not a protocol: this runs for every element and text run
// of a multi-gigabyte file, and a dynamic cast there would cost a good part of it.
private func saxReceiver(_ ctx: UnsafeMutableRawPointer) -> ReleaseExtractor {
    Unmanaged<ReleaseExtractor>.fromOpaque(ctx).takeUnretainedValue()
}

@available(*, unavailable) extension XMLPushParser: Sendable {}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
