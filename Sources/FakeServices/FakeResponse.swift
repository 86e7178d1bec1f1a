import Foundation

/// What the fake server sends back: an ordinary response, or a scripted fault.
///
/// `Content-Length` is always added from `body` (for `resetMidBody` too, so the
/// client sees a short body). Add `Connection: close` to `headers` to close the
/// connection after answering.
package struct FakeResponse: Sendable {
    /// How the response goes onto the wire.
    package enum Behavior: Sendable, Equatable {
        /// Head and body at once.
        case normal
        /// Never answer; the connection is held open until the server stops.
        case hang
        /// Close the connection without sending a byte.
        case closeWithoutAnswer
        /// Send the head and the first `afterBytes` of the body, then reset the connection (TCP RST).
        case resetMidBody(afterBytes: Int)
        /// Send the head, then the body `chunkSize` bytes at a time with `interval` seconds between chunks.
        case trickle(chunkSize: Int, interval: Double)
    }

    package var status: Int
    package var headers: HTTPHeaders
    package var body: Data
    /// Seconds to wait (really) before sending anything; the wait ends early when the server stops.
    package var delay: Double
    package var behavior: Behavior

    package init(
        status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data(), delay: Double = 0,
        behavior: Behavior = .normal
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.behavior = behavior
    }

    /// A response whose body is `text` in UTF-8 with the given content type.
    package static func text(
        _ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8"
    ) -> FakeResponse {
        FakeResponse(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }

    /// A JSON response from already-encoded text.
    package static func json(_ text: String, status: Int = 200) -> FakeResponse {
        .text(text, status: status, contentType: "application/json")
    }

    /// An HTML page.
    package static func html(_ page: String, status: Int = 200) -> FakeResponse {
        .text(page, status: status, contentType: "text/html; charset=utf-8")
    }

    /// A redirect to `location` (absolute URL or path).
    package static func redirect(to location: String, status: Int = 302) -> FakeResponse {
        FakeResponse(status: status, headers: ["Location": location])
    }

    /// No answer at all until the server stops.
    package static let hang = FakeResponse(behavior: .hang)

    /// The connection closes without an answer.
    package static let closeWithoutAnswer = FakeResponse(behavior: .closeWithoutAnswer)

    /// This response, sent after `seconds` of real waiting.
    package func delayed(by seconds: Double) -> FakeResponse {
        var copy = self
        copy.delay = seconds
        return copy
    }

    /// This response with its body sent `chunkSize` bytes every `interval` seconds.
    package func trickled(chunkSize: Int = 16, interval: Double = 0.05) -> FakeResponse {
        var copy = self
        copy.behavior = .trickle(chunkSize: max(1, chunkSize), interval: interval)
        return copy
    }

    /// This response cut off by a connection reset after `afterBytes` bytes of its body.
    package func reset(afterBytes: Int) -> FakeResponse {
        var copy = self
        copy.behavior = .resetMidBody(afterBytes: max(0, afterBytes))
        return copy
    }

    /// This response with one more header field (replacing any of the same name).
    package func with(header name: String, _ value: String) -> FakeResponse {
        var copy = self
        copy.headers.set(name, value)
        return copy
    }

    /// The body read as UTF-8 text.
    package var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }
}
