import CommandLineKit
import Foundation
import Scanner
import Terminal

/// `cdscan devices`: the cameras there are, with their names, drivers and sizes.
enum DevicesCommand {
    struct Options: Sendable {
        var json = false
    }

    static let spec = CommandSpec<Options>(
        name: "devices",
        abstract: "List the video devices, which of them can capture, and the sizes they offer.",
        positionals: .none,
        arguments: [],
        options: [.flag("json", short: "j", help: "Print one JSON object per device per line.") { $0.json = true }],
        discussion: """
            Exit status: 0 when at least one device can capture, 69 when none can
            (no camera, or none this user may open).
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        guard arguments.isEmpty else { throw UsageError("unexpected argument '\(arguments[0])'", command: "devices") }
        return report(CameraDevice.all(), directory: "/dev", json: options.json, console: context.console)
    }

    /// Prints `devices` (plain or JSON lines) and, when none can capture, why not.
    static func report(_ devices: [CameraDevice], directory: String, json: Bool, console: Console) -> ExitCode {
        if json {
            devices.forEach { console.line(DeviceRecord($0).jsonLine()) }
        } else if !devices.isEmpty {
            console.line(CameraDevice.listing(devices, directory: directory))
        }
        guard !devices.contains(where: \.canCapture) else { return .success }
        let problem = noCameraProblem(devices, directory: directory)
        if case .noCaptureCamera(let checked) = problem {
            console.error(
                "No camera found: none of the video devices can capture (\(checked.joined(separator: ", "))). "
                    + "Plug in a webcam, or check `dmesg` to see whether its driver loaded.")
        } else {
            console.error(CameraScan.message(for: problem))
        }
        return ExitCode(problem)
    }

    /// The most useful reason for "no camera": a permission or busy problem can be
    /// fixed, so it comes before "nothing here captures".
    static func noCameraProblem(_ devices: [CameraDevice], directory: String) -> CameraError {
        guard !devices.isEmpty else { return .noCamera(directory: directory) }
        for case let problem? in devices.map(\.problem) {
            switch problem {
            case .permissionDenied, .busy: return problem
            default: continue
            }
        }
        return .noCaptureCamera(checked: devices.map(\.path))
    }
}

/// One device as a line of JSON for `cdscan devices --json`; every key is always present.
struct DeviceRecord: Encodable {
    var path: String
    var card: String
    var driver: String
    var bus: String
    var canCapture: Bool
    /// Discrete sizes as "WxH", largest first; ranges as a sentence ("16x16 to 8192x8192 in steps of 2x2").
    var sizes: [String]
    /// The formats the device itself sends (not libv4l2's conversions), e.g. ["YUYV", "MJPG"].
    var formats: [String]
    /// Why the device could not be queried, or nil.
    var problem: String?

    enum CodingKeys: String, CodingKey {
        case path, card, driver, bus, sizes, formats, problem
        case canCapture = "can_capture"
    }

    init(_ device: CameraDevice) {
        path = device.path
        card = device.card
        driver = device.driver
        bus = device.busInfo
        canCapture = device.canCapture
        sizes = device.frameSizes.flatMap { range -> [String] in
            if case .discrete(let list) = range { return list.map(\.description) }
            return [range.description]
        }
        formats = device.formats.filter { !$0.isEmulated }.map(\.fourcc)
        problem = device.problem.map(CameraScan.message(for:))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(card, forKey: .card)
        try container.encode(driver, forKey: .driver)
        try container.encode(bus, forKey: .bus)
        try container.encode(canCapture, forKey: .canCapture)
        try container.encode(sizes, forKey: .sizes)
        try container.encode(formats, forKey: .formats)
        try container.encode(problem, forKey: .problem)
    }

    /// The record as one line of JSON, without a newline.
    func jsonLine() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"path\":null}" }
        return String(decoding: data, as: UTF8.self)
    }
}
