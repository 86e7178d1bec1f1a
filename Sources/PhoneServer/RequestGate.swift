/// What the phone server does with a request once its head is read, before any of its body:
/// the pairing key first (without it: 403, the same for every path), then the body's declared
/// length (over the bound: 413, the body never read), then the route.
///
/// A pure value, so the rule is tested without a socket.
package struct RequestGate: Sendable {
    /// Where a request that passed the key goes.
    package enum Route: Equatable, Sendable {
        /// The page itself; `setsCookie` when the key came in the URL, so later requests carry it.
        case page(setsCookie: Bool)
        case script
        case stylesheet
        /// A camera frame (JPEG), POSTed.
        case frame
        /// A still from the photo button (JPEG), POSTed.
        case photo
        /// The discs read so far, for the page to show their cards.
        case status
        /// The release a person picked on a card that offered several (JSON), POSTed.
        case choose
        /// A card's cover thumbnail, `/cover/N`.
        case cover(Int)
    }

    /// The gate's answer.
    package enum Decision: Equatable, Sendable {
        /// 403, no body: no key, or the wrong one.
        case forbidden
        /// 413: the declared body is over `bodyLimit`.
        case tooLarge
        /// 404.
        case notFound
        /// 405: a known path with another method.
        case wrongMethod
        case serve(Route)
    }

    /// The key requests must carry.
    package let key: PairingKey
    /// The largest body accepted, in bytes.
    let bodyLimit: Int

    /// A gate for `key` that accepts bodies up to `bodyLimit` bytes.
    package init(key: PairingKey, bodyLimit: Int) {
        (self.key, self.bodyLimit) = (key, bodyLimit)
    }

    /// The decision for a request's head: its method, its path (without the query), the key in
    /// its URL and in its cookie, and its Content-Length header as sent.
    package func decide(
        method: String, path: String, queryKey: String?, cookieKey: String?, contentLength: String?
    ) -> Decision {
        let keyInURL = key.matches(queryKey)
        guard keyInURL || key.matches(cookieKey) else { return .forbidden }
        if let contentLength {
            guard let length = Int(contentLength), length >= 0, length <= bodyLimit else { return .tooLarge }
        }
        let route: Route
        let wanted: String
        switch path {
        case "/": (route, wanted) = (.page(setsCookie: keyInURL), "GET")
        case "/phone.js": (route, wanted) = (.script, "GET")
        case "/phone.css": (route, wanted) = (.stylesheet, "GET")
        case "/status": (route, wanted) = (.status, "GET")
        case "/frame": (route, wanted) = (.frame, "POST")
        case "/photo": (route, wanted) = (.photo, "POST")
        case "/choose": (route, wanted) = (.choose, "POST")
        default:
            guard let number = Self.coverNumber(path) else { return .notFound }
            (route, wanted) = (.cover(number), "GET")
        }
        return method == wanted || (wanted == "GET" && method == "HEAD") ? .serve(route) : .wrongMethod
    }

    /// N in `/cover/N`: digits only, no sign, no leading zero, at most nine of them.
    static func coverNumber(_ path: String) -> Int? {
        guard path.hasPrefix("/cover/") else { return nil }
        let digits = path.dropFirst("/cover/".count)
        guard (1...9).contains(digits.count), digits.first != "0", digits.allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        return Int(digits)
    }
}

/// A request body read chunk by chunk, never past its bound: a body that goes over (one sent
/// without a Content-Length, in chunks) is refused as soon as it does, and what came is dropped.
package struct BoundedBody: Sendable {
    /// The bound, in bytes.
    package let limit: Int
    /// What came so far (empty once over the bound).
    package private(set) var bytes: [UInt8] = []
    /// Whether more than `limit` bytes came.
    package private(set) var isOver = false

    /// An empty body bounded to `limit` bytes.
    package init(limit: Int) { self.limit = limit }

    /// Adds `chunk`; false (and the bytes dropped) once the body is over its bound.
    package mutating func append(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard !isOver else { return false }
        guard chunk.count <= limit - bytes.count else {
            (isOver, bytes) = (true, [])
            return false
        }
        bytes += chunk
        return true
    }
}
