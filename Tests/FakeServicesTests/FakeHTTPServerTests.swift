import FakeServices
import Foundation
import Testing

@Suite struct FakeHTTPServerTests {
    @Test func recordsMethodPathDecodedQueryHeadersAndBody() throws {
        let server = FakeHTTPServer { _ in .text("fine") }
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        client.send(
            "POST /database/search?barcode=0%2029667+43122%204&type=release HTTP/1.1\r\nHost: x\r\n"
                + "user-agent: cdscan/0.1\r\nContent-Length: 5\r\n\r\nhello")
        let response = try #require(client.readResponse())
        #expect(response.status == 200)
        #expect(response.text == "fine")
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/database/search")
        #expect(request.query("barcode") == "0 29667 43122 4")
        #expect(request.query("type") == "release")
        #expect(request.headers["User-Agent"] == "cdscan/0.1")
        #expect(request.bodyText == "hello")
        #expect(server.baseURL == "http://127.0.0.1:\(port)")
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let server = FakeHTTPServer { request in .text(request.path) }
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        client.get("/one")
        client.get("/two")
        #expect(client.readResponse()?.text == "/one")
        let second = try #require(client.readResponse())
        #expect(second.text == "/two")
        #expect(second.headers["Connection"] == "keep-alive")
        let other = try RawClient(port: port)
        other.get("/three")
        #expect(other.readResponse()?.text == "/three")
        let byPath = Dictionary(uniqueKeysWithValues: server.requests.map { ($0.path, $0) })
        let one = try #require(byPath["/one"])
        let two = try #require(byPath["/two"])
        let three = try #require(byPath["/three"])
        #expect(one.connectionID == two.connectionID)
        #expect(three.connectionID != one.connectionID)
        #expect(one.indexOnConnection == 0 && two.indexOnConnection == 1 && three.indexOnConnection == 0)
        #expect(server.connectionCount == 2)
    }

    @Test func connectionCloseEndsTheConnectionAfterTheAnswer() throws {
        let server = FakeHTTPServer { _ in .text("bye") }
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        client.get("/", ["Connection: close"])
        let response = try #require(client.readResponse())
        #expect(response.headers["connection"] == "close")
        #expect(client.readToEnd().bytes.isEmpty)
    }

    @Test func stopEndsHungAndDelayedAnswersAtOnce() throws {
        let server = FakeHTTPServer { request in
            request.path == "/hang" ? .hang : FakeResponse.text("late").delayed(by: 600)
        }
        let port = try server.start()
        let hung = try RawClient(port: port)
        let delayed = try RawClient(port: port)
        let idle = try RawClient(port: port)
        hung.get("/hang")
        delayed.get("/delay")
        #expect(eventually { server.requests.count == 2 })
        server.stop()
        #expect(hung.readToEnd().bytes.isEmpty)
        #expect(delayed.readToEnd().bytes.isEmpty)
        #expect(idle.readToEnd().bytes.isEmpty)
        #expect(throws: (any Error).self) { try RawClient(port: port) }
    }

    @Test func aClientGivingUpOnAHangFreesItsConnection() throws {
        let server = FakeHTTPServer { _ in .hang }
        let port = try server.start()
        defer { server.stop() }
        var client: RawClient? = try RawClient(port: port)
        client?.get("/")
        #expect(eventually { server.requests.count == 1 })
        #expect(server.openConnectionCount == 1)
        client = nil
        #expect(eventually { server.openConnectionCount == 0 })
    }

    @Test func closeWithoutAnswerSendsNothing() throws {
        let server = FakeHTTPServer { _ in .closeWithoutAnswer }
        let client = try RawClient(port: try server.start())
        defer { server.stop() }
        client.get("/")
        #expect(client.readToEnd().bytes.isEmpty)
    }

    @Test func resetMidBodyCutsTheBodyShortWithAReset() throws {
        let body = String(repeating: "a", count: 1000)
        let server = FakeHTTPServer { _ in FakeResponse.text(body).reset(afterBytes: 100) }
        let client = try RawClient(port: try server.start())
        defer { server.stop() }
        client.get("/")
        let (bytes, reset) = client.readToEnd()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("Content-Length: 1000"))
        #expect(text.hasSuffix("\r\n\r\n" + String(repeating: "a", count: 100)))
        #expect(reset)
    }

    @Test func trickledBodyArrivesWhole() throws {
        let server = FakeHTTPServer { _ in
            FakeResponse.text("slow but complete").trickled(chunkSize: 4, interval: 0.001)
        }
        let client = try RawClient(port: try server.start())
        defer { server.stop() }
        client.get("/")
        #expect(client.readResponse()?.text == "slow but complete")
    }

    @Test func redirectCarriesLocation() throws {
        let server = FakeHTTPServer { _ in .redirect(to: "/elsewhere", status: 301) }
        let client = try RawClient(port: try server.start())
        defer { server.stop() }
        client.get("/")
        let response = try #require(client.readResponse())
        #expect(response.status == 301)
        #expect(response.headers["Location"] == "/elsewhere")
    }

    @Test func expectContinueGetsAnInterimAnswer() throws {
        let server = FakeHTTPServer { request in .text(request.bodyText) }
        let client = try RawClient(port: try server.start())
        defer { server.stop() }
        client.send("PUT /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")
        #expect(client.readResponse()?.status == 100)
        client.send("abc")
        #expect(client.readResponse()?.text == "abc")
    }

    @Test func malformedRequestGets400AndTheConnectionCloses() throws {
        let server = FakeHTTPServer { _ in .text("never") }
        let client = try RawClient(port: try server.start())
        defer { server.stop() }
        client.send("NONSENSE\r\n\r\n")
        #expect(client.readResponse()?.status == 400)
        #expect(client.readToEnd().bytes.isEmpty)
        #expect(server.requests.isEmpty)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")))
    func curlReusesOneConnectionForTwoRequests() throws {
        let server = FakeHTTPServer { _ in .text("ok") }
        let port = try server.start()
        defer { server.stop() }
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-o", "/dev/null", "-o", "/dev/null", "\(server.baseURL)/a", "\(server.baseURL)/b"]
        try curl.run()
        curl.waitUntilExit()
        #expect(curl.terminationStatus == 0)
        #expect(server.requests.map(\.path) == ["/a", "/b"])
        #expect(Set(server.requests.map(\.connectionID)).count == 1)
        #expect(port > 0)
    }
}
