import Foundation

/// One client connection: reads requests one after another and answers each.
struct Connection {
    let fd: Int32
    let id: Int
    let stop: StopSignal
    private var buffer: [UInt8] = []
    private var served = 0

    init(fd: Int32, id: Int, stop: StopSignal) {
        self.fd = fd
        self.id = id
        self.stop = stop
    }

    /// Serves requests until either side closes; says whether the socket is already closed.
    mutating func run(
        record: (RecordedRequest) -> Void, handler: (RecordedRequest) -> FakeResponse
    ) -> ResponseWriter.Outcome {
        while true {
            guard let head = readHead() else { return .close }
            guard let head = head.value else {
                return refuse(400, "malformed request: \(head.problem ?? "")")
            }
            if head.headers.contains("Transfer-Encoding") {
                return refuse(501, "Transfer-Encoding is not supported by the fake server; send Content-Length")
            }
            guard let length = HTTPRequestParser.contentLength(of: head) else {
                return refuse(400, "unusable Content-Length")
            }
            guard length <= ServerCore.maxBodyBytes else { return refuse(413, "body too large") }
            if length > buffer.count, head.headers.hasToken("100-continue", in: "Expect") {
                guard Socket.send(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return .close }
            }
            guard let body = readBody(length: length) else { return .close }
            let request = RecordedRequest(
                method: head.method, target: head.target, version: head.version, headers: head.headers,
                body: body, arrival: .now, connectionID: id, indexOnConnection: served)
            served += 1
            record(request)
            let response = handler(request)
            let outcome = ResponseWriter.send(
                response, to: fd, requestMethod: head.method, keepAlive: head.keepsAlive, stop: stop)
            if outcome != .keepOpen { return outcome }
        }
    }

    /// A parsed head or the reason it could not be parsed; nil when the connection ended first.
    private mutating func readHead() -> (value: RequestHead?, problem: String?)? {
        while true {
            switch HTTPRequestParser.parseHead(buffer) {
            case .head(let head, let length):
                buffer.removeFirst(length)
                return (head, nil)
            case .invalid(let problem):
                return (nil, problem)
            case .incomplete:
                guard readMore() else { return nil }
            }
        }
    }

    private mutating func readBody(length: Int) -> Data? {
        while buffer.count < length {
            guard readMore() else { return nil }
        }
        let body = Data(buffer[0..<length])
        buffer.removeFirst(length)
        return body
    }

    private mutating func readMore() -> Bool {
        Socket.waitReadable(fd, unless: stop) && Socket.receive(fd, into: &buffer)
    }

    private func refuse(_ status: Int, _ message: String) -> ResponseWriter.Outcome {
        let response = FakeResponse.text(message + "\n", status: status)
        return ResponseWriter.send(response, to: fd, requestMethod: "GET", keepAlive: false, stop: stop)
    }
}
