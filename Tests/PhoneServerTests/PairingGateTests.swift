import Imaging
import Scanner
import Testing

@testable import PhoneServer

@Suite struct PairingGateTests {
    let key: PairingKey
    let gate: RequestGate

    init() throws {
        key = try #require(PairingKey(text: "00112233445566778899aabbccddeeff"))
        gate = RequestGate(key: key, bodyLimit: 1000)
    }

    @Test func randomKeysAre128BitsOfHexAndDiffer() throws {
        let first = try PairingKey.random()
        let second = try PairingKey.random()
        #expect(first.text.count == 32)
        #expect(PairingKey(text: first.text) == first)
        #expect(first != second)
    }

    @Test(arguments: ["", "0011", "00112233445566778899AABBCCDDEEFF", "00112233445566778899aabbccddeefg"])
    func malformedKeysAreRefused(_ text: String) {
        #expect(PairingKey(text: text) == nil)
    }

    @Test func keyMatchesOnlyItself() {
        #expect(key.matches("00112233445566778899aabbccddeeff"))
        #expect(!key.matches("00112233445566778899aabbccddeefe"))
        #expect(!key.matches("00112233445566778899aabbccddeeff0"))
        #expect(!key.matches(""))
        #expect(!key.matches(nil))
    }

    @Test(arguments: ["/", "/phone.js", "/frame", "/status", "/nothing", "/../etc/passwd"])
    func withoutTheKeyEveryPathIsForbidden(_ path: String) {
        for method in ["GET", "POST", "HEAD"] {
            #expect(
                gate.decide(method: method, path: path, queryKey: nil, cookieKey: nil, contentLength: nil) == .forbidden
            )
            #expect(
                gate.decide(method: method, path: path, queryKey: "wrong", cookieKey: "wrong", contentLength: "5")
                    == .forbidden)
        }
    }

    @Test func theKeyInTheURLSetsTheCookieAndTheCookieAloneServes() {
        #expect(
            gate.decide(method: "GET", path: "/", queryKey: key.text, cookieKey: nil, contentLength: nil)
                == .serve(.page(setsCookie: true)))
        #expect(
            gate.decide(method: "GET", path: "/", queryKey: nil, cookieKey: key.text, contentLength: nil)
                == .serve(.page(setsCookie: false)))
        #expect(
            gate.decide(method: "POST", path: "/frame", queryKey: nil, cookieKey: key.text, contentLength: "999")
                == .serve(.frame))
    }

    @Test(arguments: ["1001", "60000000", "-1", "lots", "99999999999999999999999"])
    func aBodyDeclaredOverTheBoundIsRefusedBeforeItIsRead(_ length: String) {
        #expect(
            gate.decide(method: "POST", path: "/frame", queryKey: nil, cookieKey: key.text, contentLength: length)
                == .tooLarge)
    }

    @Test func theKeyIsCheckedBeforeTheLength() {
        #expect(
            gate.decide(method: "POST", path: "/frame", queryKey: nil, cookieKey: nil, contentLength: "60000000")
                == .forbidden)
    }

    @Test func wrongMethodsAndUnknownPaths() {
        #expect(
            gate.decide(method: "GET", path: "/frame", queryKey: key.text, cookieKey: nil, contentLength: nil)
                == .wrongMethod)
        #expect(
            gate.decide(method: "GET", path: "/x", queryKey: key.text, cookieKey: nil, contentLength: nil) == .notFound)
    }

    @Test func aBodySentInChunksStopsAtItsBound() {
        var body = BoundedBody(limit: 10)
        let chunk = [UInt8](repeating: 7, count: 6)
        #expect(chunk.withUnsafeBytes { body.append($0) })
        #expect(body.bytes.count == 6)
        #expect(!chunk.withUnsafeBytes { body.append($0) })
        #expect(body.isOver)
        #expect(body.bytes.isEmpty)
        #expect(![UInt8]([1]).withUnsafeBytes { body.append($0) })
    }

    @Test func aBodyOfExactlyTheBoundIsKept() {
        var body = BoundedBody(limit: 4)
        #expect([UInt8]([1, 2, 3, 4]).withUnsafeBytes { body.append($0) })
        #expect(body.bytes == [1, 2, 3, 4])
    }

    @Test(arguments: [
        ("192.168.1.20:8443", "192.168.1.20", 8443), ("127.0.0.1:0", "127.0.0.1", 0), ("[::1]:443", "::1", 443),
    ])
    func listenAddressesParse(_ text: String, _ host: String, _ port: Int) throws {
        let address = try ListenAddress(parsing: text)
        #expect(address == ListenAddress(host: host, port: port))
        #expect(address.description == text)
    }

    @Test(arguments: [
        "localhost:80", "1.2.3.4", "1.2.3.4:65536", "1.2.3.4:-1", "::1:80", "[::1]80", ":80", "1.2.3.4:+8",
    ])
    func badListenAddressesAreRefused(_ text: String) {
        #expect(throws: PhoneServerError.badListenAddress(text)) { try ListenAddress(parsing: text) }
    }

    @Test func theQRCodeAsDrawnReadsBackAsTheURL() throws {
        let url = "https://192.168.1.20:40123/?key=00112233445566778899aabbccddeeff"
        let code = try #require(QRCode(url))
        // The lines as a terminal shows them, each character a cell of 4x8 pixels (two modules
        // tall): the blocks without colour are the light modules.
        let lines = code.lines(colour: false)
        let width = lines[0].count * 4
        var pixels = [UInt8](repeating: 0, count: width * lines.count * 8)
        for (row, line) in lines.enumerated() {
            for (column, cell) in line.enumerated() {
                let (top, bottom): (Bool, Bool) =
                    switch cell {
                    case "█": (true, true)
                    case "▀": (true, false)
                    case "▄": (false, true)
                    default: (false, false)
                    }
                for y in 0..<8 where y < 4 ? top : bottom {
                    for x in 0..<4 { pixels[(row * 8 + y) * width + column * 4 + x] = 255 }
                }
            }
        }
        let frame = try #require(GrayFrame(width: width, height: lines.count * 8, pixels: pixels))
        let read = try ZBarDecoder(symbologies: [Symbology(named: "qrcode")]).decode(frame)
        #expect(read.map(\.text) == [url])
    }

    @Test func qrCodeHoldsAQuietZoneAndFinderPatterns() throws {
        let code = try #require(QRCode("https://192.168.1.20:8443/?key=00112233445566778899aabbccddeeff"))
        #expect(code.modules.count >= 21)
        // The top-left finder pattern: a dark 7x7 ring.
        #expect(code.modules[0][0] && code.modules[0][6] && code.modules[6][0] && !code.modules[1][1])
        let lines = code.lines(colour: false)
        #expect(lines.count == (code.modules.count + 2 * QRCode.quietZone + 1) / 2)
        #expect(lines.allSatisfy { $0.count == code.modules.count + 2 * QRCode.quietZone })
    }
}
