import Basics
import Foundation
import Synchronization

/// The phone server's answers: the pairing gate, the page and its two files, the frames handed to
/// the scan, and the board the page shows.
package final class PhoneSite: HTTPHandler {
    private let gate: RequestGate
    private let inbox: FrameInbox
    private let board: PhoneBoard
    private let clock: any TimeSource
    private let frameRates = Mutex(FrameRateBounds())

    /// A frame body's bound: a phone's downscaled JPEG is 50-300 kB; a full-size photo a few MB.
    static let standardBodyLimit = 4 << 20

    /// A site for `key` that hands frames to `inbox` and answers with `board`.
    package init(
        key: PairingKey, inbox: FrameInbox, board: PhoneBoard, clock: any TimeSource,
        bodyLimit: Int = standardBodyLimit
    ) {
        gate = RequestGate(key: key, bodyLimit: bodyLimit)
        (self.inbox, self.board, self.clock) = (inbox, board, clock)
    }

    package var bodyLimit: Int { gate.bodyLimit }

    package func screen(_ head: RequestHead) -> HTTPResponse? {
        switch decision(head) {
        case .forbidden: HTTPResponse(status: 403, headers: Self.common)
        case .tooLarge: HTTPResponse(status: 413, headers: Self.common + [.init("Connection", "close")])
        case .notFound: HTTPResponse(status: 404, headers: Self.common)
        case .wrongMethod: HTTPResponse(status: 405, headers: Self.common)
        case .serve: nil
        }
    }

    package func respond(to head: RequestHead, body: [UInt8]) -> HTTPResponse {
        guard case .serve(let route) = decision(head) else { return HTTPResponse(status: 403, headers: Self.common) }
        switch route {
        case .page(let setsCookie):
            var headers = Self.common + [.init("Content-Type", "text/html; charset=utf-8")]
            if setsCookie {
                headers.append(
                    .init(
                        "Set-Cookie", "\(pairingCookieName)=\(gate.key.text); Path=/; Secure; HttpOnly; SameSite=Strict"
                    ))
            }
            return HTTPResponse(status: 200, headers: headers, body: Array(PhonePage.html.utf8))
        case .script: return file(PhonePage.script, type: "text/javascript; charset=utf-8")
        case .stylesheet: return file(PhonePage.stylesheet, type: "text/css; charset=utf-8")
        case .status: return file(board.json(for: head.phone), type: "application/json")
        case .choose:
            struct Choice: Decodable {
                var barcode: String
                var choice: Int
            }
            guard let answer = try? JSONDecoder().decode(Choice.self, from: Data(body)),
                board.choose(answer.choice, for: answer.barcode)
            else { return HTTPResponse(status: 409, headers: Self.common) }
            return file(board.json(for: head.phone), type: "application/json")
        case .cover(let number):
            guard let jpeg = board.cover(number) else { return HTTPResponse(status: 404, headers: Self.common) }
            // A number names one thumbnail for the whole run: the page may keep it rather than
            // fetch it again at each redraw of the cards.
            let headers =
                Self.common.filter { $0.name != "Cache-Control" } + [
                    .init("Cache-Control", "private, max-age=86400, immutable"), .init("Content-Type", "image/jpeg"),
                ]
            return HTTPResponse(status: 200, headers: headers, body: jpeg)
        case .frame, .photo:
            // Checked once the body is in (it is bounded already), so that a browser that sent
            // a frame too soon keeps its connection rather than having it closed mid-upload.
            guard admitsFrame(from: head) else { return HTTPResponse(status: 429, headers: Self.common) }
            guard body.starts(with: [0xFF, 0xD8, 0xFF]) else { return HTTPResponse(status: 415, headers: Self.common) }
            inbox.post(FrameInbox.Frame(jpeg: body, client: head.phone, isStill: route == .photo))
            return file(board.json(for: head.phone), type: "application/json")
        }
    }

    private func decision(_ head: RequestHead) -> RequestGate.Decision {
        gate.decide(
            method: head.method, path: head.path, queryKey: head.queryKey, cookieKey: head.cookieKey,
            contentLength: head.contentLength)
    }

    /// Whether a frame is within its phone's and its address's bounds on frames a second.
    private func admitsFrame(from head: RequestHead) -> Bool {
        let now = clock.now()
        return frameRates.withLock { $0.admits(phone: head.phone, address: head.client, at: now) }
    }

    private func file(_ text: String, type: String) -> HTTPResponse { file(Array(text.utf8), type: type) }

    private func file(_ bytes: [UInt8], type: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: Self.common + [.init("Content-Type", type)], body: bytes)
    }

    /// The headers of every answer: nothing cached, nothing from another host, no referrer
    /// (the URL holds the key), no framing, no sniffing.
    static let common: [HTTPResponse.Header] = [
        .init("Cache-Control", "no-store"),
        .init("Content-Security-Policy", PhonePage.contentSecurityPolicy),
        .init("Referrer-Policy", "no-referrer"),
        .init("X-Content-Type-Options", "nosniff"),
        .init("X-Frame-Options", "DENY"),
        .init("Permissions-Policy", "camera=(self), microphone=(), geolocation=()"),
    ]
}
