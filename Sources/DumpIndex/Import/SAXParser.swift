internal import CLibXML2

/// libxml2's SAX2 parser pulling the document's text from a `ParseFeed`:
/// events come out at the receiver as the text goes in.
///
/// SAX keeps only what the current element needs, so memory does not grow
/// with the document. libxml2 drives and reads through an I/O callback,
/// rather than being pushed chunks (`xmlParseChunk`): the same SAX2 events for
/// a fifth less of libxml2's time, since a push parser must look ahead in each
/// chunk for where the next complete construct ends (README, "Data dump").
/// External entities and DTDs are never loaded, and no entity may be declared
/// (only XML's own five and character references like `&#246;`): Discogs'
/// dumps use none, and declared entities are how "billion laughs" files
/// exhaust memory. Not `Sendable`: it owns the context.
///
/// - SeeAlso: https://gnome.pages.gitlab.gnome.org/libxml2/devhelp/libxml2-parser.html#xmlCreateIOParserCtxt
final class SAXParser {
    private var context: xmlParserCtxtPtr?
    private let receiver: ReleaseExtractor
    private let feed: ParseFeed

    /// A parser reading `feed` and handing its events to `receiver`.
    init(receiver: ReleaseExtractor, feed: ParseFeed) throws(DumpError) {
        self.receiver = receiver
        self.feed = feed
        var handler = Self.handler()
        let box = Unmanaged.passUnretained(receiver).toOpaque()
        let source = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreateIOParserCtxt(&handler, box, Self.read, nil, source, XML_CHAR_ENCODING_NONE)
        else {
            throw .cannotRead(path: "the dump", reason: "libxml2 could not create a parser (out of memory)")
        }
        self.context = context
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
        receiver.offset = { Int64(max(0, xmlByteConsumed(context))) }
    }

    deinit {
        xmlFreeParserCtxt(context)
    }

    /// Parses the whole document; throws the first failure: the extractor's,
    /// the feed's (reading or inflating), or libxml2's.
    func parse() throws(DumpError) {
        guard let context else { return }
        let code = xmlParseDocument(context)
        if let failure = receiver.failure { throw failure }
        if let failure = feed.failure { throw failure }
        guard code != 0 || context.pointee.wellFormed == 0 else { return }
        let error = xmlCtxtGetLastError(context)
        let reason = error?.pointee.message.map { String(cString: $0) } ?? "libxml2 error \(code)"
        // libxml2 halts its input on some fatal errors (too deep a document),
        // and then counts nothing consumed: the bytes handed over say where instead.
        let consumed = xmlByteConsumed(context)
        throw .malformedXML(
            line: Int(error?.pointee.line ?? 0), offset: consumed > 0 ? Int64(consumed) : feed.fed,
            reason: reason.trimmingCharacters(in: " \n"))
    }

    // libxml2's read callback: the feed's next bytes, or -1 (an I/O error,
    // which ends the parse) once the extractor has failed, so that a file
    // refused at its first element is not read to its end.
    private static let read: xmlInputReadCallback = { source, buffer, length in
        guard let source, let buffer, length > 0 else { return 0 }
        return Unmanaged<SAXParser>.fromOpaque(source)._withUnsafeGuaranteedRef { parser in
            parser.receiver.failure != nil ? -1 : parser.feed.read(into: buffer, count: Int(length))
        }
    }

    /// The callbacks: elements, text and CDATA to the receiver; errors silenced
    /// (libxml2 would print them on stderr), since `check` reads the last one.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { ctx, name, _, _, _, _, count, _, attributes in
            guard let ctx, let name else { return }
            withReceiver(ctx) {
                $0.startElement(name, attributes: SAXAttributes(pointers: attributes, count: Int(count)))
            }
        }
        handler.endElementNs = { ctx, _, _, _ in
            guard let ctx else { return }
            withReceiver(ctx) { $0.endElement() }
        }
        handler.characters = { ctx, bytes, length in
            guard let ctx, let bytes, length > 0 else { return }
            withReceiver(ctx) { $0.characters(UnsafeBufferPointer(start: bytes, count: Int(length))) }
        }
        handler.cdataBlock = handler.characters
        handler.serror = { _, _ in }
        return handler
    }
}

// A concrete class, not a protocol: this runs for every element and text run
// of a multi-gigabyte file, and a dynamic cast there would cost a good part of
// it. Borrowed, not retained: the parser holds the receiver for as long as
// libxml2 can call back, and a retain and release per event showed under perf.
@inline(__always)
private func withReceiver(_ ctx: UnsafeMutableRawPointer, _ body: (ReleaseExtractor) -> Void) {
    Unmanaged<ReleaseExtractor>.fromOpaque(ctx)._withUnsafeGuaranteedRef(body)
}

@available(*, unavailable) extension SAXParser: Sendable {}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
