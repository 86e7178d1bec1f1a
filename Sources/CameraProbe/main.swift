// camera-probe: a stand-in for `cdscan scan` that scripts/camera-test.sh runs
// inside the v4l2lab VM to check that real kernel frames arrive.
//
//   camera-probe devices [DIR]
//   camera-probe capture [--device PATH] [--size WxH] [--seconds S] [--timeout S]
//
// `capture` prints "opened", one "frame" line per frame with its mean luma,
// and a closing "frames N" line; a CameraError goes to stderr as
// "camera-probe: error[<case>]: <message>" with exit status 69.
import Foundation
import Scanner

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("camera-probe: \(message)\n".utf8))
    exit(status)
}

func value(after flag: String, in args: [String]) -> String? {
    guard let index = args.firstIndex(of: flag), index + 1 < args.count else { return nil }
    return args[index + 1]
}

func capture(_ args: [String]) throws(CameraError) {
    let size = value(after: "--size", in: args).flatMap(FrameSize.init(parsing:)) ?? .defaultCapture
    let seconds = value(after: "--seconds", in: args).flatMap(Double.init) ?? 5
    let timeout = value(after: "--timeout", in: args).flatMap(Double.init) ?? 5
    let camera = try V4L2Camera(
        device: value(after: "--device", in: args), size: size, frameTimeout: .seconds(timeout))
    print("opened \(camera.device) size \(camera.size) autofocus \(camera.autofocus ? "on" : "absent")")
    let clock = ContinuousClock()
    let end = clock.now + .seconds(seconds)
    var count = 0
    while clock.now < end {
        let frame = try camera.nextFrame()
        count += 1
        let mean = Double(frame.pixels.reduce(0) { $0 + Int($1) }) / Double(frame.pixels.count)
        print("frame \(count) \(frame.width)x\(frame.height) mean \(String(format: "%.1f", mean))")
        fflush(nil)  // so a run cut short by the VM's timeout still shows its frames
    }
    print("frames \(count)")
}

let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "devices":
    let directory = args.count > 1 ? args[1] : "/dev"
    let devices = CameraDevice.all(in: directory)
    print(CameraDevice.listing(devices, directory: directory))
    for device in devices {
        for format in device.formats {
            let sizes = format.sizes?.description ?? "not listed"
            print("format \(device.path) \(format.fourcc)\(format.isEmulated ? " (libv4l2)" : "") sizes \(sizes)")
        }
    }
case "capture":
    do {
        try capture(Array(args.dropFirst()))
    } catch {
        let kind = Mirror(reflecting: error).children.first?.label ?? "\(error)"
        fail("error[\(kind)]: \(error)", status: 69)
    }
default:
    fail("usage: camera-probe devices [DIR] | capture [--device PATH] [--size WxH] [--seconds S]", status: 64)
}
