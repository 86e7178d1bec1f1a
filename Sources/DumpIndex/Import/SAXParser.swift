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
///
/// Skipping: most of a release (tracklist, credits, videos, companies) is
/// elements the extractor does not read. When it refuses one, the parser
/// takes its start and text callbacks away until that element's end, which it
/// recognises by libxml2's depth (`nameNr`: the parent's depth in a start
/// callback, the element's own in its end callback). libxml2 then calls
/// nothing for the element's inside but ends, instead of a Swift call for
/// every start, end and text; the inside is still parsed and checked.
final class SAXParser {
    private var context: xmlParserCtxtPtr?
    fileprivate let receiver: ReleaseExtractor
    private let feed: ParseFeed
    /// The depth of the element being skipped (its end resumes the callbacks); 0: none.
    @exclusivity(unchecked) fileprivate var skipping: Int32 = 0

    /// A parser reading `feed` and handing its events to `receiver`.
    init(receiver: ReleaseExtractor, feed: ParseFeed) throws(DumpError) {
        self.receiver = receiver
        self.feed = feed
        var handler = Self.handler()
        let this = Unmanaged.passUnretained(self).toOpaque()
        // The user data must not be nil: libxml2 would then hand the callbacks its
        // context and, taking that for its own SAX2 handlers, expand the entities
        // an internal subset declares, which must stay refused.
        guard let context = xmlCreateIOParserCtxt(&handler, this, Self.read, nil, this, XML_CHAR_ENCODING_NONE)
        else {
            throw .cannotRead(path: "the dump", reason: "libxml2 could not create a parser (out of memory)")
        }
        self.context = context
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
        receiver.offset = { Int64(max(0, xmlByteConsumed(context))) }
    }

    deinit {
        // An internal subset (`<!DOCTYPE releases [<!ENTITY ...>]>`, refused) makes libxml2 build
        // a document and a DTD to hold its declarations, which the context points at but does
        // not own: xmlFreeParserCtxt leaves them (the dump fuzz target's LeakSanitizer found it).
        if let document = context?.pointee.myDoc {
            xmlFreeDoc(document)
            context?.pointee.myDoc = nil
        }
        xmlFreeParserCtxt(context)
    }

    /// Parses the whole document; throws the first failure: the extractor's,
    /// the feed's (reading or inflating), or libxml2's.
    func parse() throws(DumpError) {
        guard let context else { return }
        let code = xmlParseDocument(context)
        if let failure = receiver.failure { throw failure }
        if let (line, offset) = tooManyAttributes {
            throw .malformedXML(
                line: line, offset: offset,
                reason: "an element with more than 1,000 attributes (a releases dump's have a few)")
        }
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
    //
    // It also bounds the attributes of one element, which libxml2 has no option for: each new
    // attribute is compared with all the others, so one element with 300,000 took 78 s, and
    // Ctrl-C waited for it (the batches stop while one element is parsed). libxml2 asks for
    // more text every few kilobytes while it parses a start tag, and grows its attribute table
    // (`maxatts`, five entries an attribute, doubled as needed) as it goes: past
    // `attributeTableLimit` the element has over 1,000 attributes, a dump's have a handful.
    private static let read: xmlInputReadCallback = { source, buffer, length in
        guard let source, let buffer, length > 0 else { return 0 }
        return Unmanaged<SAXParser>.fromOpaque(source)._withUnsafeGuaranteedRef { parser in
            if parser.receiver.failure != nil || parser.tooManyAttributes != nil { return -1 }
            if let context = parser.context, context.pointee.maxatts > attributeTableLimit {
                parser.tooManyAttributes = (Int(context.pointee.input?.pointee.line ?? 0), parser.feed.fed)
                return -1
            }
            return parser.feed.read(into: buffer, count: Int(length))
        }
    }

    /// The largest attribute table allowed: 1,000 attributes of one element always fit (libxml2
    /// grows its table to (entries + 5) × 2: 8,310 entries), about 1,700 never do.
    private static let attributeTableLimit = 10_000
    /// Where an element with too many attributes was refused (line, bytes fed); nil: none was.
    private var tooManyAttributes: (line: Int, offset: Int64)?

    /// Skips the element whose start callback is running, and all it holds.
    fileprivate func skip() {
        guard let context, let sax = context.pointee.sax else { return }
        skipping = context.pointee.nameNr + 1
        sax.pointee.startElementNs = nil
        sax.pointee.characters = nil
        sax.pointee.cdataBlock = nil
        sax.pointee.endElementNs = Self.endWhileSkipping
    }

    /// At each end inside a skipped element: its own end resumes the reading callbacks.
    fileprivate func endInsideSkipped() {
        guard let context, context.pointee.nameNr == skipping, let sax = context.pointee.sax else { return }
        skipping = 0
        sax.pointee.startElementNs = Self.start
        sax.pointee.characters = Self.text
        sax.pointee.cdataBlock = Self.text
        sax.pointee.endElementNs = Self.end
    }

    /// The callbacks: elements, text and CDATA to the receiver; errors silenced
    /// (libxml2 would print them on stderr), since `parse` reads the last one.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = start
        handler.endElementNs = end
        handler.characters = text
        handler.cdataBlock = text
        handler.serror = { _, _ in }
        return handler
    }

    private static let start: startElementNsSAX2Func = { ctx, name, _, _, _, _, count, _, attributes in
        guard let ctx, let name else { return }
        withParser(ctx) { parser in
            let attributes = SAXAttributes(pointers: attributes, count: Int(count))
            if !parser.receiver.startElement(name, attributes: attributes) { parser.skip() }
        }
    }

    private static let end: endElementNsSAX2Func = { ctx, _, _, _ in
        guard let ctx else { return }
        withParser(ctx) { $0.receiver.endElement() }
    }

    private static let text: charactersSAXFunc = { ctx, bytes, length in
        guard let ctx, let bytes, length > 0 else { return }
        withParser(ctx) { $0.receiver.characters(UnsafeBufferPointer(start: bytes, count: Int(length))) }
    }

    /// While an element is skipped: only ends, to find its own.
    private static let endWhileSkipping: endElementNsSAX2Func = { ctx, _, _, _ in
        guard let ctx else { return }
        withParser(ctx) { $0.endInsideSkipped() }
    }
}

// A concrete class, not a protocol: this runs for every element and text run
// of a multi-gigabyte file, and a dynamic cast there would cost a good part of
// it. Borrowed, not retained: the parser outlives its context, and a retain
// and release per event showed under perf.
@inline(__always)
private func withParser(_ ctx: UnsafeMutableRawPointer, _ body: (SAXParser) -> Void) {
    Unmanaged<SAXParser>.fromOpaque(ctx)._withUnsafeGuaranteedRef(body)
}

@available(*, unavailable) extension SAXParser: Sendable {}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
