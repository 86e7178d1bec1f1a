import Album
import Foundation
import Scanner

/// One device in `cdscan devices --json`; every key is always present.
package struct DeviceRecord: Encodable {
    package var path: String
    package var card: String
    package var driver: String
    package var bus: String
    package var canCapture: Bool
    /// Discrete sizes as "WxH", largest first; ranges as a sentence ("16x16 to 8192x8192 in steps of 2x2").
    package var sizes: [String]
    /// The formats the device itself sends (not libv4l2's conversions), e.g. ["YUYV", "MJPG"].
    package var formats: [String]
    /// Why the device could not be queried, or nil.
    @NullWhenNil package var problem: String?

    package enum CodingKeys: String, CodingKey {
        case path, card, driver, bus, sizes, formats, problem
        case canCapture = "can_capture"
    }

    package init(_ device: CameraDevice) {
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
        problem = device.problem?.description
    }

    /// `devices` as one JSON array on one line, without a newline: "[]" for none.
    package static func jsonArray(_ devices: [CameraDevice]) -> String {
        JSONLine.encode(devices.map(DeviceRecord.init), fallback: "[]")
    }
}
