import Foundation

/// One scripted answer of `FakeMusicBrainz`, for `script(barcode:_:)` and `failNext(_:with:)`.
package enum MusicBrainzReply: Sendable {
    /// The normal answer (the release search).
    case ok
    /// The normal answer after `seconds` of real waiting (to make a client timeout fire).
    case delayed(Double)
    /// 503 with MusicBrainz' JSON error about exceeding the allowable rate limit.
    case rateLimited
    /// 503 with an HTML page: the server is overloaded or down for maintenance.
    case serverBusy
    /// MusicBrainz' JSON `{"error": ...}` for `status`; a 503 says the search server is busy,
    /// and other 5xx statuses come as an HTML page from the proxy in front.
    case status(Int)
    /// No answer until the server stops.
    case hang
    /// The connection closes without an answer.
    case closeWithoutAnswer
    /// 200 `application/json` whose body is cut off halfway.
    case malformedJSON
    /// 200 `application/json` that parses but is not a release search (a bare array).
    case wrongShapeJSON
    /// 200 `text/html`: a page instead of JSON.
    case htmlPage
    /// Exactly this response.
    case raw(FakeResponse)
}

/// The bodies MusicBrainz and the proxy in front of it send for errors, written for this fake.
enum MusicBrainzPages {
    static func error(_ text: String, status: Int) -> FakeResponse {
        let body: JSONValue = [
            "error": .string(text), "help": "For usage, please see: https://musicbrainz.org/development/mmd",
        ]
        return .json(body.encodedText, status: status)
    }

    /// The rate limiter's refusal: a 503, told apart from an overloaded server only by its words.
    static let rateLimited = error(
        "Your requests are exceeding the allowable rate limit. Please see "
            + "https://musicbrainz.org/doc/MusicBrainz_API/Rate_Limiting for more information.", status: 503)

    static let searchBusy = error(
        "The MusicBrainz search server is currently busy. Please try again later.", status: 503)

    static let missingUserAgent = error(
        "Requests without a meaningful User-Agent are not accepted. Identify the application and a way to "
            + "contact its author, e.g. 'MyApp/1.0 ( me@example.org )'.", status: 400)

    static let notFound = error("Not Found", status: 404)
    static let methodNotAllowed = error("Method Not Allowed", status: 405)

    static let serverBusy = FakeResponse.html(
        DiscogsPages.page(
            title: "503 Service Temporarily Unavailable",
            body: "<h1>503 Service Temporarily Unavailable</h1>\n<p>The server is busy or down for maintenance. "
                + "Please try again later.</p>"), status: 503)

    static let maintenance = FakeResponse.html(
        DiscogsPages.page(
            title: "MusicBrainz is down for maintenance",
            body: "<h1>MusicBrainz is down for maintenance</h1>\n<p>We'll be back shortly.</p>"))

    /// What MusicBrainz answers a search that did not ask for JSON: XML.
    static func xml(count: Int) -> FakeResponse {
        .text(
            #"<?xml version="1.0" encoding="UTF-8"?><metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">"#
                + #"<release-list count="\#(count)" offset="0"/></metadata>"#,
            contentType: "application/xml; charset=utf-8")
    }

    /// The answer for a scripted status.
    static func status(_ status: Int) -> FakeResponse {
        switch status {
        case 404: notFound
        case 503: searchBusy
        case 500..<600:
            .html(
                DiscogsPages.page(
                    title: "\(status) \(ResponseWriter.reasonPhrase(status))",
                    body: "<h1>\(status) \(ResponseWriter.reasonPhrase(status))</h1>"),
                status: status)
        default: error(ResponseWriter.reasonPhrase(status), status: status)
        }
    }
}
