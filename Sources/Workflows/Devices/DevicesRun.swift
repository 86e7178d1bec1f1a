import Presentation
import Scanner
import Terminal

/// `cdscan devices`: the video devices listed, and why none can capture when none can.
public enum DevicesRun {
    /// Lists the devices under /dev; 0 when one can capture, else the camera failure's status.
    public static func run(json: Bool, console: Console) -> ExitCode {
        report(CameraDevice.all(), directory: "/dev", json: json, console: console)
    }

    /// Prints `devices` (plain, or one JSON array: `[]` for none) and, when none can capture, why not.
    static func report(_ devices: [CameraDevice], directory: String, json: Bool, console: Console) -> ExitCode {
        if json {
            console.line(DeviceRecord.jsonArray(devices))
        } else if !devices.isEmpty {
            console.line(CameraDevice.listing(devices, directory: directory))
        }
        guard let problem = CameraDevice.noCameraProblem(among: devices, directory: directory) else { return .success }
        console.error(problem.description)
        return ExitCode(problem)
    }
}
