import Foundation

/// The command line of `cdscan-fake-server`, parsed by a pure function so it can be tested.
package struct FakeServerOptions: Sendable, Equatable {
    package var port = 0
    package var token: String? = FakeDiscogs.defaultToken
    package var window: Double = 60
    package var limit = 60
    package var synthetic = 0
    package var fixtures: String?
    package var barcodesOut: String?
    package var help = false

    package init() {}

    package static let usage = """
        OVERVIEW: Serve a fake Discogs API on 127.0.0.1 for cdscan's tests and benchmarks.

        USAGE: cdscan-fake-server [--port N] [--token T] [--window SECONDS] [--limit N]
                                  [--synthetic N] [--barcodes-out FILE] [--fixtures DIR]

        OPTIONS:
          --port N              Port to listen on (default: 0, any free port).
          --token T             Token expected in 'Authorization: Discogs token=T'; '' accepts any
                                request (default: \(FakeDiscogs.defaultToken)).
          --window SECONDS      Rate-limit window length (default: 60).
          --limit N             Requests allowed per window (default: 60).
          --synthetic N         Add N synthetic CD releases (barcodes 200xxxxxxxxxC).
          --barcodes-out FILE   Write the synthetic barcodes to FILE, one a line.
          --fixtures DIR        Fixture catalogue (default: this checkout's Fixtures/discogs).
          -h, --help            Show this help.

        Prints 'listening on http://127.0.0.1:PORT' when ready; stops on SIGTERM or SIGINT
        and then prints its counters to stderr. GET /_fake/counters returns them as JSON meanwhile.
        """

    /// Reads `--name value`, `--name=value` and `-h`; throws a message for a person.
    package static func parse(_ arguments: [String]) throws(UsageError) -> FakeServerOptions {
        var options = FakeServerOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "-h" || argument == "--help" {
                options.help = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            func value() throws(UsageError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = rest.popFirst() else { throw UsageError("Missing value for option '\(name)'") }
                return next
            }
            switch name {
            case "--port": options.port = try number(value(), for: name)
            case "--token":
                let token = try value()
                options.token = token.isEmpty ? nil : token
            case "--window":
                guard let seconds = Double(try value()), seconds > 0 else {
                    throw UsageError("'--window' needs seconds > 0")
                }
                options.window = seconds
            case "--limit": options.limit = try number(value(), for: name)
            case "--synthetic": options.synthetic = try number(value(), for: name)
            case "--fixtures": options.fixtures = try value()
            case "--barcodes-out": options.barcodesOut = try value()
            default: throw UsageError("Unknown option '\(argument)'")
            }
        }
        return options
    }

    private static func number(_ text: String, for name: String) throws(UsageError) -> Int {
        guard let number = Int(text), number >= 0 else {
            throw UsageError("'\(name)' needs a whole number, not '\(text)'")
        }
        return number
    }
}

/// A command-line mistake, worded for the person who typed it.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
