import Testing

@testable import FakeServices

@Suite struct HTTPRequestParserTests {
    private func parse(_ text: String) -> HTTPRequestParser.Outcome {
        HTTPRequestParser.parseHead(Array(text.utf8))
    }

    @Test func readsRequestLineAndHeaders() throws {
        guard case .head(let head, let length) = parse("GET /a?b=c HTTP/1.1\r\nHost: x\r\nX-Two:  2 \r\n\r\nrest")
        else {
            Issue.record("no head")
            return
        }
        #expect(head.method == "GET")
        #expect(head.target == "/a?b=c")
        #expect(head.headers["x-two"] == "2")
        #expect(length == 44)
    }

    @Test(arguments: ["GET / HTTP/1.1\nHost: x\n\n", "\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n"])
    func acceptsBareLineFeedsAndLeadingBlankLines(_ text: String) {
        guard case .head(let head, let length) = parse(text) else {
            Issue.record("no head")
            return
        }
        #expect(head.headers["Host"] == "x")
        #expect(length == text.utf8.count)
    }

    @Test func joinsFoldedHeaderLines() {
        guard case .head(let head, _) = parse("GET / HTTP/1.1\r\nX-Long: one\r\n two\r\n\r\n") else {
            Issue.record("no head")
            return
        }
        #expect(head.headers["X-Long"] == "one two")
    }

    @Test func waitsForTheBlankLine() {
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
    }

    @Test(arguments: ["GET /\r\n\r\n", "GET / HTTP/2\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n"])
    func refusesWhatIsNotHTTP1(_ text: String) {
        guard case .invalid = parse(text) else {
            Issue.record("accepted \(text)")
            return
        }
    }

    @Test(
        arguments: [
            ("", 0), ("Content-Length: 12\r\n", 12), ("Content-Length: 5\r\nContent-Length: 5\r\n", 5),
            ("Content-Length: 5\r\nContent-Length: 6\r\n", nil), ("Content-Length: -1\r\n", nil),
            ("Content-Length: 1x\r\n", nil),
        ] as [(String, Int?)])
    func contentLengthMustBeOneNumber(_ fields: String, _ expected: Int?) throws {
        guard case .head(let head, _) = parse("POST / HTTP/1.1\r\n\(fields)\r\n") else {
            Issue.record("no head")
            return
        }
        #expect(HTTPRequestParser.contentLength(of: head) == expected)
    }

    @Test func http10ClosesUnlessAskedToKeepAlive() {
        let plain = RequestHead(method: "GET", target: "/", version: "HTTP/1.0", headers: [:])
        let keep = RequestHead(method: "GET", target: "/", version: "HTTP/1.0", headers: ["Connection": "Keep-Alive"])
        let close = RequestHead(method: "GET", target: "/", version: "HTTP/1.1", headers: ["Connection": "close"])
        #expect(!plain.keepsAlive)
        #expect(keep.keepsAlive)
        #expect(!close.keepsAlive)
    }
}
