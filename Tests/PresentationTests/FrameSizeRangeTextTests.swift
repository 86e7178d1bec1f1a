import Presentation
import Testing

@testable import Scanner

@Suite struct FrameSizeRangeTextTests {
    @Test func rangesAreSaidAsTheDevicesListingShowsThem() {
        #expect(
            FrameSizeRange.discrete([.init(width: 640, height: 480), .defaultCapture]).description == "640x480 1280x720"
        )
        let step = FrameSizeRange.stepwise(
            min: .init(width: 16, height: 16), max: .init(width: 8192, height: 8192), step: .init(width: 2, height: 2))
        #expect(step.description == "16x16 to 8192x8192 in steps of 2x2")
        let continuous = FrameSizeRange.continuous(
            min: .init(width: 2, height: 2), max: .init(width: 1024, height: 768))
        #expect(continuous.description == "any size from 2x2 to 1024x768")
    }
}
