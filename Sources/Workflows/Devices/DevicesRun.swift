import Presentation
import Scanner
import Terminal

/// `cdscan devices`: the video devices listed, and why none can capture when none can.
package enum DevicesRun {
    /// Lists the devices under /dev; 0 when one can capture, else the camera failure's status.
    package static func run(json: Bool, console: Console) -> ExitCode {
        report(CameraDevice.all(), directory: "/dev", json: json, console: console)
    }

    /// Prints `devices` (plain, or one JSON array: `[]` for none) and, when none can capture, why not.
    ///
    /// The plain listing answers a person's "can I scan?": none that can capture is an error
    /// (the camera failure's status). The JSON array is a program's answer, complete even when
    /// empty: it exits 0, and why none can capture is a warning.
    static func report(_ devices: [CameraDevice], directory: String, json: Bool, console: Console) -> ExitCode {
        if json {
            console.line(DeviceRecord.jsonArray(devices))
        } else if !devices.isEmpty {
            console.line(CameraDevice.listing(devices, directory: directory))
        }
        guard let problem = CameraDevice.noCameraProblem(among: devices, directory: directory) else { return .success }
        if json {
            console.warning(problem.description)
            return .success
        }
        console.error(problem.description)
        return ExitCode(problem)
    }
}
