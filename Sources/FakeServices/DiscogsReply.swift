import Foundation

/// One scripted answer of `FakeDiscogs`, for `script(barcode:_:)` and `failNext(_:with:)`.
package enum DiscogsReply: Sendable {
    /// The normal answer (search results, release detail).
    case ok
    /// The normal answer after `seconds` of real waiting (to make a client timeout fire).
    case delayed(Double)
    /// Discogs' own answer for `status`: JSON `{"message": ...}` for 401, 404, 429 and other 4xx,
    /// an HTML page for 403 (Cloudflare-style) and 5xx.
    case status(Int)
    /// No answer until the server stops.
    case hang
    /// The connection closes without an answer.
    case closeWithoutAnswer
    /// The normal head, then a reset halfway through the body.
    case resetMidBody
    /// 200 `application/json` whose body is cut off halfway.
    case malformedJSON
    /// 200 `application/json` that parses but is not a search response (a bare array).
    case wrongShapeJSON
    /// 200 `text/html`: a maintenance page instead of JSON.
    case htmlPage
    /// 200 `application/json`, a valid search response padded to about `bytes` bytes.
    case hugeBody(bytes: Int)
    /// Exactly this response, without rate-limit headers.
    case raw(FakeResponse)

    var isRaw: Bool {
        if case .raw = self { true } else { false }
    }
}

/// The bodies Discogs and its CDN send for errors, written for these fakes.
enum DiscogsPages {
    static func message(_ text: String, status: Int) -> FakeResponse {
        .json(JSONValue.object(["message": .string(text)]).encodedText, status: status)
    }

    static let unauthorized = message("You must authenticate to access this resource.", status: 401)
    static let tooManyRequests = message("You are making requests too quickly.", status: 429)
    static let releaseNotFound = message("Release not found.", status: 404)
    static let notFound = message("The requested resource was not found.", status: 404)
    static let methodNotAllowed = message("Method not allowed.", status: 405)

    /// What the CDN in front of Discogs answers a client without a User-Agent.
    static let blockedByEdge = FakeResponse.html(
        page(
            title: "Access denied",
            body: """
                <h1>Sorry, you have been blocked</h1>
                <p>This request was stopped by the site's security service before it reached the API.</p>
                <p>Requests need a <code>User-Agent</code> header that names the application.</p>
                """), status: 403)

    /// The answer for a scripted status.
    static func status(_ status: Int) -> FakeResponse {
        switch status {
        case 401: unauthorized
        case 403: blockedByEdge
        case 404: releaseNotFound
        case 429: tooManyRequests
        case 500..<600:
            .html(
                page(
                    title: "\(status) \(ResponseWriter.reasonPhrase(status))",
                    body: "<h1>\(status) \(ResponseWriter.reasonPhrase(status))</h1>\n<p>Please try again later.</p>"),
                status: status)
        default: message(ResponseWriter.reasonPhrase(status), status: status)
        }
    }

    static let maintenance = FakeResponse.html(
        page(
            title: "Discogs is down for maintenance",
            body: "<h1>We'll be right back</h1>\n<p>The database is being updated. Please check back shortly.</p>"))

    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>\(title)</title></head>
        <body>
        \(body)
        </body>
        </html>

        """
    }
}

extension JSONValue {
    var encodedText: String {
        String(decoding: encoded, as: UTF8.self)
    }
}
