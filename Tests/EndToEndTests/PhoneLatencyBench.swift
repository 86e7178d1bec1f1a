import Foundation
import TestSupport
import Testing

/// Issue 31's latency figure, run by `bench/phone-bench.sh` (skipped otherwise: it measures,
/// it does not test): from the moment a code appears in the camera of a headless Chromium (a
/// fake camera playing a rendered y4m, as in `PhoneBrowserEndToEndTests`) to its card on the page.
///
/// The page itself keeps both times, on its own clock: a script samples each frame the video
/// element shows and notes when the picture stops being white (a disc came into view), and a
/// `MutationObserver` notes when a new card tops the list. Each card's latency is counted from
/// the latest appearance before it. `--no-lookup`: the card as read, without a lookup's time.
@Suite struct PhoneLatencyBench {
    static let discs = 20

    /// Installs the two observers; the results build up in `window.cdscanBench`.
    static let observers = """
        const bench = window.cdscanBench = { appeared: [], latencies: [] };
        const video = document.getElementById('video');
        const canvas = document.createElement('canvas');
        canvas.width = 320; canvas.height = 240;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        let white = true;
        function sample() {
          if (video.readyState >= 2) {
            context.drawImage(video, 0, 0, 320, 240);
            const pixels = context.getImageData(0, 0, 320, 240).data;
            let darkest = 255;
            for (let i = 0; i < pixels.length; i += 4) { darkest = Math.min(darkest, pixels[i]); }
            const isWhite = darkest > 100;
            if (white && !isWhite) { bench.appeared.push(performance.now()); }
            white = isWhite;
          }
          video.requestVideoFrameCallback(sample);
        }
        video.requestVideoFrameCallback(sample);
        const cards = document.getElementById('cards');
        let top = null;
        new MutationObserver(function () {
          const first = cards.querySelector('.card');
          if (!first || first.dataset.barcode === top) { return; }
          top = first.dataset.barcode;
          const now = performance.now();
          const since = bench.appeared.filter(function (t) { return t <= now; }).pop();
          if (since !== undefined) { bench.latencies.push(now - since); }
        }).observe(cards, { childList: true });
        return true;
        """

    @Test(.enabled(if: ProcessInfo.processInfo.environment["CDSCAN_PHONE_LATENCY"] == "1"))
    func fromACodeInViewToItsCardOnThePage() throws {
        try withScratchDirectory { folder in
            // White first, so the observers are in place before the first disc; then the two
            // codes in turn (a new card each time), each in view 2.5 s with 1.5 s of white between.
            let (seeds, other, white) = try PhoneBrowserEndToEndTests.pictures()
            var pictures: [(luma: [UInt8], seconds: Int)] = [(white, 4)]
            for disc in 0..<Self.discs { pictures += [(disc % 2 == 0 ? seeds : other, 3), (white, 2)] }
            let video = folder + "/camera.y4m"
            try PhoneBrowserEndToEndTests.renderVideo(to: video, pictures)
            let scan = try RunningCDScan(
                ["scan", "--phone", "--listen", "127.0.0.1:0", "--continuous", "--json", "--no-lookup"],
                environment: ["XDG_DATA_HOME": folder + "/data"], directory: URL(fileURLWithPath: folder))
            defer { _ = scan.stop(with: SIGINT) }
            let first = try scan.firstLine(within: 30)
            let listening = try #require(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: String])
            let browser = try PhoneBrowserEndToEndTests.browser(camera: video)
            try browser.open(try #require(listening["url"]))
            _ = try browser.run(Self.observers)
            try browser.waitUntil(seconds: Double(Self.discs) * 5 + 60) {
                (try browser.run("return window.cdscanBench.latencies.length") as? Int ?? 0) >= Self.discs
            }
            let latencies = try #require(
                browser.run("return window.cdscanBench.latencies") as? [Double]
            ).prefix(Self.discs).sorted()
            let median = (latencies[latencies.count / 2 - 1] + latencies[latencies.count / 2]) / 2
            print(
                "phone latency: code in view to card on the page, \(latencies.count) discs: median "
                    + "\(Int(median.rounded())) ms, worst \(Int((latencies.last ?? 0).rounded())) ms "
                    + "(all: \(latencies.map { Int($0.rounded()) }))")
        }
    }
}
