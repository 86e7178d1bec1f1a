import Foundation
import TestSupport
import Testing

@testable import PhoneServer

@Suite struct PhoneSiteTests {
    let key: PairingKey
    let inbox = FrameInbox()
    let board = PhoneBoard()
    let clock = ManualClock()
    let site: PhoneSite
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]

    init() throws {
        key = try #require(PairingKey(text: "ffeeddccbbaa99887766554433221100"))
        site = PhoneSite(key: key, inbox: inbox, board: board, clock: clock, bodyLimit: 1000)
    }

    func head(_ method: String, _ path: String, query: String? = nil, cookie: String? = nil, length: String? = nil)
        -> RequestHead
    {
        RequestHead(
            method: method, path: path, queryKey: query, cookieKey: cookie, contentLength: length, client: "192.0.2.7")
    }

    /// The answer as a browser gets it: `screen`, then (when it let the request through) `respond`.
    func answer(_ head: RequestHead, body: [UInt8] = []) -> HTTPResponse {
        site.screen(head) ?? site.respond(to: head, body: body)
    }

    func header(_ response: HTTPResponse, _ name: String) -> String? {
        response.headers.first { $0.name == name }?.value
    }

    @Test(arguments: ["/", "/phone.js", "/phone.css", "/status", "/frame", "/photo", "/favicon.ico"])
    func withoutTheKeyEveryPathIs403WithAnEmptyBody(_ path: String) {
        for method in ["GET", "POST"] {
            let response = answer(head(method, path, cookie: "ffeeddccbbaa99887766554433221101", length: "5"))
            #expect(response.status == 403)
            #expect(response.body.isEmpty)
            #expect(header(response, "Set-Cookie") == nil)
        }
    }

    @Test func theFirstLoadSetsAPrivateCookieAndLaterOnesDoNot() throws {
        let first = answer(head("GET", "/", query: key.text))
        #expect(first.status == 200)
        let cookie = try #require(header(first, "Set-Cookie"))
        #expect(cookie == "cdscan_pair=\(key.text); Path=/; Secure; HttpOnly; SameSite=Strict")
        let later = answer(head("GET", "/", cookie: key.text))
        #expect(later.status == 200)
        #expect(header(later, "Set-Cookie") == nil)
    }

    @Test func everyAnswerForbidsOtherHostsInlineCodeAndCaching() {
        for path in ["/", "/phone.js", "/phone.css", "/status"] {
            let response = answer(head("GET", path, cookie: key.text))
            let policy = header(response, "Content-Security-Policy") ?? ""
            #expect(policy.hasPrefix("default-src 'none'; script-src 'self'; style-src 'self'"))
            #expect(!policy.contains("unsafe-inline") && !policy.contains("http"))
            #expect(header(response, "Cache-Control") == "no-store")
            #expect(header(response, "Referrer-Policy") == "no-referrer")
        }
    }

    @Test func thePageItsScriptAndItsStylesheetNameNoOtherHost() {
        for text in [PhonePage.html, PhonePage.script, PhonePage.stylesheet] {
            #expect(!text.contains("http:") && !text.contains("https:") && !text.contains("//cdn"))
            #expect(!text.contains("<script>") && !text.contains("style="))
        }
        #expect(PhonePage.script.contains("facingMode: 'environment'"))
        #expect(PhonePage.html.contains("playsinline"))
        #expect(PhonePage.html.contains(#"type="file" accept="image/*" capture"#))
    }

    @Test func aJPEGFrameGoesToTheInboxAndTheAnswerIsTheBoard() throws {
        board.put(PhoneCard(barcode: "0029667431224", state: "looking up"), replacing: false)
        let response = answer(head("POST", "/frame", cookie: key.text, length: "7"), body: Self.jpeg)
        #expect(response.status == 200)
        #expect(header(response, "Content-Type") == "application/json")
        let board = try #require(JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect((board["cards"] as? [[String: Any]])?.first?["barcode"] as? String == "0029667431224")
        let frame = try #require(inbox.take(within: 0))
        #expect(frame == FrameInbox.Frame(jpeg: Self.jpeg, client: "192.0.2.7", isStill: false))
    }

    @Test func aBodyThatIsNoJPEGIsRefused() {
        let response = answer(head("POST", "/frame", cookie: key.text, length: "3"), body: [1, 2, 3])
        #expect(response.status == 415)
        #expect(inbox.take(within: 0) == nil)
    }

    @Test func aClientSendingFasterThanTenFramesASecondIsSlowed() {
        let frame = head("POST", "/frame", cookie: key.text, length: "7")
        #expect(answer(frame, body: Self.jpeg).status == 200)
        #expect(answer(frame, body: Self.jpeg).status == 429)
        #expect(answer(head("POST", "/photo", cookie: key.text, length: "7"), body: Self.jpeg).status == 429)
        var other = frame
        other.client = "192.0.2.8"
        #expect(answer(other, body: Self.jpeg).status == 200)
        clock.advance(by: FrameRateBounds.phoneInterval)
        #expect(answer(frame, body: Self.jpeg).status == 200)
    }

    @Test func twoPagesBehindOneAddressWhoseTimersTickTogetherAreBothServed() {
        // Two browsers on one machine, each sending a frame every 0.3 s, 5 ms apart: a gap per
        // address refused every frame of the second, for as long as they kept their rhythm.
        var first = head("POST", "/frame", cookie: key.text, length: "7")
        first.pageID = "01"
        var second = first
        second.pageID = "02"
        var served = [0, 0]
        for _ in 0..<30 {
            if answer(first, body: Self.jpeg).status == 200 { served[0] += 1 }
            clock.advance(by: 0.005)
            if answer(second, body: Self.jpeg).status == 200 { served[1] += 1 }
            clock.advance(by: 0.295)
        }
        #expect(served == [30, 30])
    }

    @Test func anAddressNamingManyPagesIsHeldToThirtyFramesASecond() {
        // 50 page names from one address, each within its own bound (a frame every 0.1 s), for 2 s.
        var served = 0
        for _ in 0..<20 {
            for page in 0..<50 {
                var frame = head("POST", "/frame", cookie: key.text, length: "7")
                frame.pageID = String(page, radix: 16)
                if answer(frame, body: Self.jpeg).status == 200 { served += 1 }
            }
            clock.advance(by: 0.1)
        }
        // 2 s at 30 a second, plus the few an address may send at once.
        #expect(served <= 60 + Int(FrameRateBounds.addressBurst))
        #expect(served >= 60)
        var other = head("POST", "/frame", cookie: key.text, length: "7")
        other.client = "192.0.2.8"
        #expect(answer(other, body: Self.jpeg).status == 200)  // another address has its own budget
    }

    @Test func aBodyDeclaredOverTheBoundIs413AndClosesTheConnection() {
        let response = answer(head("POST", "/frame", cookie: key.text, length: "1001"))
        #expect(response.status == 413)
        #expect(header(response, "Connection") == "close")
    }

    @Test func theInboxKeepsOnlyTheNewestFrameAndNeverDropsAStillForALiveOne() {
        let inbox = FrameInbox()
        inbox.post(FrameInbox.Frame(jpeg: [1], client: "a", isStill: false))
        inbox.post(FrameInbox.Frame(jpeg: [2], client: "a", isStill: false))
        #expect(inbox.take(within: 0)?.jpeg == [2])
        #expect(inbox.take(within: 0) == nil)
        inbox.post(FrameInbox.Frame(jpeg: [3], client: "a", isStill: true))
        inbox.post(FrameInbox.Frame(jpeg: [4], client: "a", isStill: false))
        #expect(inbox.take(within: 0)?.jpeg == [3])
        #expect(inbox.counts == (received: 4, replaced: 2))
    }

    @Test func eachPhoneHasOneFrameWaitingAndPhonesAreServedInTurn() {
        let inbox = FrameInbox()
        inbox.post(FrameInbox.Frame(jpeg: [1], client: "a", isStill: false))
        inbox.post(FrameInbox.Frame(jpeg: [2], client: "b", isStill: false))
        inbox.post(FrameInbox.Frame(jpeg: [3], client: "a", isStill: false))
        #expect(inbox.take(within: 0)?.jpeg == [3])
        #expect(inbox.take(within: 0)?.jpeg == [2])
        for index in 0...FrameInbox.phoneLimit {
            inbox.post(FrameInbox.Frame(jpeg: [UInt8(index)], client: "\(index)", isStill: false))
        }
        #expect(inbox.take(within: 0)?.jpeg == [1])  // phone 0's frame was dropped: one phone too many
    }

    @Test(arguments: [
        ("0123456789abcdef", "192.0.2.7#0123456789abcdef"), (nil, "192.0.2.7"), ("", "192.0.2.7"),
        ("ABC", "192.0.2.7"), ("x#y", "192.0.2.7"), (String(repeating: "a", count: 33), "192.0.2.7"),
    ])
    func aPageNamesItselfWithHexDigitsOnly(_ pageID: String?, _ phone: String) {
        let head = RequestHead(
            method: "GET", path: "/", queryKey: nil, cookieKey: nil, contentLength: nil, client: "192.0.2.7",
            pageID: pageID)
        #expect(head.phone == phone)
    }

    @Test func theBoardReplacesALookedUpCardAndKeepsTheNewestTwenty() throws {
        let board = PhoneBoard()
        board.put(PhoneCard(barcode: "1", state: "looking up"), replacing: false)
        board.put(PhoneCard(barcode: "1", state: "found", artist: "A", title: "T", year: 1999), replacing: true)
        #expect(board.serial == 2)
        for index in 2...25 { board.put(PhoneCard(barcode: "\(index)", state: "read"), replacing: false) }
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(board.json(for: "192.0.2.7"))) as? [String: Any])
        let cards = try #require(json["cards"] as? [[String: Any]])
        #expect(cards.count == PhoneBoard.cardLimit)
        #expect(cards.first?["barcode"] as? String == "25")
    }

    @Test func eachPhoneGetsItsOwnStatusLine() throws {
        let board = PhoneBoard()
        board.setStatus("Hold still · 029667431224 2/3 frames", for: "192.0.2.7")
        func status(_ client: String) throws -> String? {
            try (JSONSerialization.jsonObject(with: Data(board.json(for: client))) as? [String: Any])?["status"]
                as? String
        }
        #expect(try status("192.0.2.7") == "Hold still · 029667431224 2/3 frames")
        #expect(try status("192.0.2.8") == PhoneBoard.firstStatus)
    }
}

@Suite struct PhoneNamesTests {
    @Test func phonesAreNumberedInTheOrderOfTheirFirstFramesAndKeepTheirNumbers() throws {
        let board = PhoneBoard()
        #expect(board.number(of: "192.0.2.7#aa") == 1)
        #expect(board.number(of: "192.0.2.8#bb") == 2)
        #expect(board.number(of: "192.0.2.7#aa") == 1)
        let page = try #require(
            JSONSerialization.jsonObject(with: Data(board.json(for: "192.0.2.8#bb"))) as? [String: Any])
        #expect(page["phone"] as? Int == 2)
        let unseen = try #require(
            JSONSerialization.jsonObject(with: Data(board.json(for: "192.0.2.9#cc"))) as? [String: Any])
        #expect(unseen["phone"] == nil)
    }

    @Test func aCardKeepsThePhoneThatReadItWhenItsLookupComesBack() {
        let board = PhoneBoard()
        board.put(PhoneCard(barcode: "0029667431224", state: "looking up", phone: 2), replacing: false)
        board.put(PhoneCard(barcode: "0029667431224", state: "found", title: "Future"), replacing: true)
        let json = String(decoding: board.json(for: "x"), as: UTF8.self)
        #expect(json.contains("\"phone\":2"), "\(json)")
        #expect(json.contains("\"state\":\"found\""))
    }
}

@Suite struct PhoneCardNotesTests {
    @Test func aNoteGoesUnderTheNewestCardOfItsBarcodeAndTheBoardChanges() {
        let board = PhoneBoard()
        board.put(PhoneCard(barcode: "0029667431224", state: "found"), replacing: false)
        let before = board.serial
        board.annotate("0029667431224", note: "already in the catalogue: 2 copies now")
        board.annotate("5099750442227", note: "no such card")
        #expect(board.serial == before + 1)
        let json = String(decoding: board.json(for: "x"), as: UTF8.self)
        #expect(json.contains("\"note\":\"already in the catalogue: 2 copies now\""), "\(json)")
        #expect(!json.contains("no such card"))
    }
}

@Suite struct PhoneReleasePicksTests {
    @Test func aPickIsTakenOnceAndOnlyAmongTheChoicesOffered() {
        let board = PhoneBoard()
        board.put(PhoneCard(barcode: "0077774600125", state: "looking up"), replacing: false)
        #expect(!board.choose(0, for: "0077774600125"))  // nothing offered yet
        board.offer(["Pink Floyd – A", "Pink Floyd – B"], for: "0077774600125")
        #expect(String(decoding: board.json(for: "x"), as: UTF8.self).contains("\"choices\":[\"Pink Floyd – A\""))
        #expect(!board.choose(2, for: "0077774600125"))
        #expect(board.choose(1, for: "0077774600125"))
        #expect(!board.choose(0, for: "0077774600125"))  // picked already, on this page or another
        #expect(board.takePicks().map(\.choice) == [1])
        #expect(board.takePicks().isEmpty)
        #expect(!String(decoding: board.json(for: "x"), as: UTF8.self).contains("choices"))
    }

    @Test func theSiteTakesAPickAsJSONAndRefusesOneThatIsNotOffered() throws {
        let key = try #require(PairingKey(text: "ffeeddccbbaa99887766554433221100"))
        let board = PhoneBoard()
        let site = PhoneSite(key: key, inbox: FrameInbox(), board: board, clock: ManualClock(), bodyLimit: 1000)
        board.put(PhoneCard(barcode: "0077774600125", state: "looking up"), replacing: false)
        board.offer(["A", "B"], for: "0077774600125")
        func post(_ body: String) -> Int {
            let head = RequestHead(
                method: "POST", path: "/choose", queryKey: nil, cookieKey: key.text,
                contentLength: String(body.utf8.count), client: "192.0.2.7")
            return (site.screen(head) ?? site.respond(to: head, body: Array(body.utf8))).status
        }
        #expect(post("not json") == 409)
        #expect(post(#"{"barcode":"0077774600125","choice":5}"#) == 409)
        #expect(post(#"{"barcode":"0077774600125","choice":0}"#) == 200)
        #expect(board.takePicks().map(\.choice) == [0])
    }
}
