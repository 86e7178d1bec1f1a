import Foundation
import TestSupport
import Testing

@testable import PhoneServer

/// A card's cover: put on the card that awaits it, served by the phone server as `/cover/N`
/// behind the pairing key, and forgotten with its card.
@Suite struct PhoneCoverTests {
    let key: PairingKey
    let board = PhoneBoard()
    let site: PhoneSite
    static let thumbnail: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDB, 9, 9]

    init() throws {
        key = try #require(PairingKey(text: "ffeeddccbbaa99887766554433221100"))
        site = PhoneSite(key: key, inbox: FrameInbox(), board: board, clock: ManualClock(), bodyLimit: 1000)
    }

    func get(_ path: String, cookie: String? = nil) -> HTTPResponse {
        let head = RequestHead(
            method: "GET", path: path, queryKey: nil, cookieKey: cookie ?? key.text, contentLength: nil,
            client: "192.0.2.7")
        return site.screen(head) ?? site.respond(to: head, body: [])
    }

    func cards() throws -> [[String: Any]] {
        let json = try #require(JSONSerialization.jsonObject(with: Data(board.json(for: "x"))) as? [String: Any])
        return try #require(json["cards"] as? [[String: Any]])
    }

    @Test func theAwaitedCoverGoesOnItsCardAndIsServedAsAJPEG() throws {
        board.put(PhoneCard(barcode: "0029667431224", state: "found", title: "Future"), replacing: false)
        board.awaitCover(from: "https://i.example/a.jpg", for: "0029667431224")
        let before = board.serial
        #expect(board.setCover(Self.thumbnail, from: "https://i.example/a.jpg", for: "0029667431224"))
        #expect(board.serial == before + 1)  // the pages redraw
        let path = try #require(try cards().first?["cover"] as? String)
        #expect(path == "/cover/1")
        let response = get(path)
        #expect(response.status == 200)
        #expect(response.body == Self.thumbnail)
        let headers = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        #expect(headers["Content-Type"] == "image/jpeg")
        #expect(headers["Cache-Control"] == "private, max-age=86400, immutable")
        #expect(headers["Content-Security-Policy"] == PhonePage.contentSecurityPolicy)
        #expect(headers["X-Content-Type-Options"] == "nosniff")
        // Behind the key like every other path.
        #expect(get(path, cookie: "00112233445566778899aabbccddeeff").status == 403)
        #expect(get(path, cookie: "00112233445566778899aabbccddeeff").body.isEmpty)
    }

    @Test func aCoverOfAReleaseTheCardNoLongerShowsIsNotPutOnIt() throws {
        board.put(PhoneCard(barcode: "0077774600125", state: "found", title: "A"), replacing: false)
        board.awaitCover(from: "https://i.example/a.jpg", for: "0077774600125")
        // A pick changed the release: its cover is the one awaited now.
        board.put(PhoneCard(barcode: "0077774600125", state: "found", title: "B"), replacing: true)
        board.awaitCover(from: "https://i.example/b.jpg", for: "0077774600125")
        #expect(!board.awaitsCover(from: "https://i.example/a.jpg", for: "0077774600125"))
        #expect(!board.setCover(Self.thumbnail, from: "https://i.example/a.jpg", for: "0077774600125"))
        #expect(try cards().first?["cover"] == nil)
        #expect(board.setCover(Self.thumbnail, from: "https://i.example/b.jpg", for: "0077774600125"))
        #expect(try cards().first?["cover"] as? String == "/cover/1")
        // Once there, it is not put on again.
        #expect(!board.setCover(Self.thumbnail, from: "https://i.example/b.jpg", for: "0077774600125"))
        #expect(!board.setCover(Self.thumbnail, from: "https://i.example/c.jpg", for: "5099750442227"))
    }

    @Test func aCoverIsForgottenWithItsCard() throws {
        board.put(PhoneCard(barcode: "1", state: "found"), replacing: false)
        board.awaitCover(from: "https://i.example/1.jpg", for: "1")
        board.setCover(Self.thumbnail, from: "https://i.example/1.jpg", for: "1")
        #expect(board.cover(1) == Self.thumbnail)
        for index in 2...(PhoneBoard.cardLimit + 1) {
            board.put(PhoneCard(barcode: "\(index)", state: "read"), replacing: false)
        }
        #expect(board.cover(1) == nil)
        #expect(get("/cover/1").status == 404)
    }

    @Test(arguments: [
        "/cover/", "/cover/0", "/cover/01", "/cover/-1", "/cover/+1", "/cover/1x", "/cover/1/2",
        "/cover/1234567890", "/covers/1",
    ])
    func onlyAPlainNumberNamesACover(_ path: String) {
        let decision = RequestGate(key: key, bodyLimit: 10).decide(
            method: "GET", path: path, queryKey: nil, cookieKey: key.text, contentLength: nil)
        #expect(decision == .notFound)
    }

    @Test func aCoverIsOnlyGot() {
        let gate = RequestGate(key: key, bodyLimit: 10)
        #expect(
            gate.decide(method: "GET", path: "/cover/7", queryKey: nil, cookieKey: key.text, contentLength: nil)
                == .serve(.cover(7)))
        #expect(
            gate.decide(method: "POST", path: "/cover/7", queryKey: nil, cookieKey: key.text, contentLength: "1")
                == .wrongMethod)
    }
}
