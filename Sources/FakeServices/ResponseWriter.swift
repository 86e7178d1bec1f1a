import Foundation

/// Puts a `FakeResponse` on the wire, faults included.
enum ResponseWriter {
    /// What is left of the connection after a response.
    enum Outcome: Equatable {
        /// Ready for the next request on the same connection.
        case keepOpen
        /// The caller closes it.
        case close
        /// Already closed (reset); the caller must not close it again.
        case closed
        /// The client hung up while its answer was held back (a hang or a delay); the caller closes it.
        case clientHungUp
    }

    static func send(
        _ response: FakeResponse, to fd: Int32, requestMethod: String, keepAlive: Bool, stop: StopSignal
    ) -> Outcome {
        if response.delay > 0 {
            switch stop.wait(seconds: response.delay, watching: fd) {
            case .elapsed: break
            case .stopped: return .close
            case .peerClosed: return .clientHungUp
            }
        }
        let closing = !keepAlive || response.headers.hasToken("close", in: "Connection")
        let head = Array(headText(response, closing: closing, keepAliveHeader: keepAlive).utf8)
        let body = requestMethod == "HEAD" ? Data() : response.body
        switch response.behavior {
        case .hang:
            return stop.wait(seconds: nil, watching: fd) == .peerClosed ? .clientHungUp : .close
        case .closeWithoutAnswer:
            return .close
        case .normal:
            guard Socket.send(fd, head + body) else { return .close }
        case .resetMidBody(let afterBytes):
            _ = Socket.send(fd, head + body.prefix(afterBytes))
            Socket.reset(fd)
            return .closed
        case .trickle(let chunkSize, let interval):
            guard Socket.send(fd, head) else { return .close }
            var offset = body.startIndex
            while offset < body.endIndex {
                let end = min(offset + chunkSize, body.endIndex)
                guard Socket.send(fd, body[offset..<end]) else { return .close }
                offset = end
                if offset < body.endIndex, stop.wait(seconds: interval, watching: fd) != .elapsed { return .close }
            }
        }
        return closing ? .close : .keepOpen
    }

    /// The status line and header fields, with `Content-Length` and `Connection` filled in.
    static func headText(_ response: FakeResponse, closing: Bool, keepAliveHeader: Bool) -> String {
        var headers = response.headers
        let hasBody = !(100..<200).contains(response.status) && response.status != 204 && response.status != 304
        if hasBody { headers.set("Content-Length", String(response.body.count)) }
        if closing {
            headers.set("Connection", "close")
        } else if !headers.contains("Connection") && keepAliveHeader {
            headers.set("Connection", "keep-alive")
        }
        if !headers.contains("Server") { headers.add("Server", "cdscan-fake-server") }
        var text = "HTTP/1.1 \(response.status) \(reasonPhrase(response.status))\r\n"
        for field in headers {
            text += "\(field.name): \(field.value)\r\n"
        }
        return text + "\r\n"
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
