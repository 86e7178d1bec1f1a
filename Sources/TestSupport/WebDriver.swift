import Foundation
import Lookup

/// A headless Chromium driven through chromedriver's WebDriver API, over the project's libcurl transport.
///
/// chromedriver is started on a free loopback port and stopped with the
/// session. Every wait is bounded (a timeout is a bound, not a measurement).
/// Shared by the gallery's browser tests and `scan --phone`'s.
package final class WebDriver {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// chromedriver's own log, for when a test fails.
    package static let logPath = PackageRoot.url.appendingPathComponent(".build/chromedriver.log").path

    private let process = Process()
    private let transport: CurlTransport
    private let base: String
    private var session = ""

    /// A headless Chromium with `arguments` added to its command line; `acceptInsecureCerts` lets it
    /// open a page whose certificate no authority signed (cdscan's self-signed one), as a person
    /// accepting it would.
    package init(arguments: [String] = [], acceptInsecureCerts: Bool = false) throws {
        transport = try CurlTransport(limits: .init(connectTimeout: 5, totalTimeout: 60, maxBodyBytes: 64 << 20))
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
        process.arguments = ["--port=0", "--log-path=" + WebDriver.logPath]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            base = "http://127.0.0.1:\(try Self.port(from: output.fileHandleForReading))"
            // Keep reading what chromedriver prints, so a full pipe never blocks it.
            output.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
            try waitUntil(seconds: 20) { (try? self.call("GET", "/status")) != nil }
        } catch {
            kill(process.processIdentifier, SIGKILL)
            throw error
        }
        let options: [String: Any] = [
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--hide-scrollbars"]
                + arguments
        ]
        let capabilities: [String: Any] = [
            "browserName": "chrome", "goog:chromeOptions": options,
            "goog:loggingPrefs": ["browser": "ALL", "performance": "ALL"], "acceptInsecureCerts": acceptInsecureCerts,
        ]
        let answer = try call("POST", "/session", ["capabilities": ["alwaysMatch": capabilities]])
        guard let id = (answer as? [String: Any])?["sessionId"] as? String else {
            throw Failure(description: "chromedriver started no session: \(answer)")
        }
        session = id
    }

    deinit {
        _ = try? call("DELETE", "/session/\(session)")
        // chromedriver does not stop on SIGTERM; /shutdown stops it, SIGKILL if that did not answer.
        _ = try? transport.send(HTTPRequest(url: base + "/shutdown"))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// chromedriver prints "... started successfully on port N." (after "Starting ChromeDriver ... on port 0").
    private static func port(from handle: FileHandle) throws -> Int {
        var text = ""
        // availableData returns what is there; read(upToCount:) would wait for the whole count.
        while case let chunk = handle.availableData, !chunk.isEmpty {
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: #"successfully on port (\d+)"#, options: .regularExpression),
                let port = Int(text[range].split(separator: " ").last ?? "")
            {
                return port
            }
        }
        throw Failure(description: "chromedriver did not say its port: \(text)")
    }

    package func open(_ url: String) throws { _ = try call("POST", "/session/\(session)/url", ["url": url]) }

    /// Runs `script` (a function body) in the page and returns its JSON value.
    package func run(_ script: String, _ arguments: [Any] = []) throws -> Any {
        try call("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])
    }

    /// A Chrome DevTools command through chromedriver (emulated media, device metrics).
    package func devTools(_ command: String, _ parameters: [String: Any]) throws {
        _ = try call("POST", "/session/\(session)/goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// Types `keys` (WebDriver key codes allowed) into the element `selector` finds.
    package func send(keys: String, to selector: String) throws {
        let found = try call("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no element \(selector)")
        }
        _ = try call("POST", "/session/\(session)/element/\(element)/value", ["text": keys])
    }

    /// The log entries of `type` ("browser" for the console, "performance" for DevTools events) since last asked.
    package func log(_ type: String) throws -> [[String: Any]] {
        (try call("POST", "/session/\(session)/se/log", ["type": type]) as? [[String: Any]]) ?? []
    }

    /// The viewport as a PNG.
    package func screenshot() throws -> Data {
        guard let text = try call("GET", "/session/\(session)/screenshot") as? String,
            let png = Data(base64Encoded: text)
        else { throw Failure(description: "no screenshot") }
        return png
    }

    /// Polls `condition` every 50 ms for at most `seconds`.
    package func waitUntil(seconds: Double, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            usleep(50_000)
        }
        throw Failure(description: "not true within \(seconds) s")
    }

    @discardableResult
    private func call(_ method: String, _ path: String, _ body: Any? = nil) throws -> Any {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let request = HTTPRequest(
            method: method, url: base + path, headers: [("Content-Type", "application/json")], body: data)
        let response = try transport.send(request)
        let json = try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
        let value = (json as? [String: Any])?["value"] ?? NSNull()
        guard response.status == 200 else { throw Failure(description: "\(method) \(path): \(value)") }
        return value
    }
}
