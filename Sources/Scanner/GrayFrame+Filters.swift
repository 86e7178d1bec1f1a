import Imaging

extension GrayFrame {
    /// Each pixel passed through a 256-entry lookup table.
    func mapped(through table: [UInt8]) -> GrayFrame {
        let pixels = self.pixels.withUnsafeBufferPointer { old in
            table.withUnsafeBufferPointer { lookup in
                [UInt8](unsafeUninitializedCapacity: old.count) { out, count in
                    for index in 0..<old.count { out[index] = lookup[Int(old[index])] }
                    count = old.count
                }
            }
        }
        return GrayFrame(trusted: width, height, pixels)
    }

    /// How many pixels have each grey level.
    ///
    /// Counted in four tables, four pixels at a time, then summed: with one table, a run of equal
    /// pixels (a photo's paper, a margin) makes each count wait for the last one to be stored.
    func histogram() -> [Int] {
        var tables = [Int](repeating: 0, count: 4 * 256)
        pixels.withUnsafeBufferPointer { buffer in
            tables.withUnsafeMutableBufferPointer { tables in
                guard let counts = tables.baseAddress else { return }
                let count = buffer.count
                var index = 0
                while index &+ 4 <= count {
                    counts[Int(buffer[index])] &+= 1
                    counts[256 &+ Int(buffer[index &+ 1])] &+= 1
                    counts[512 &+ Int(buffer[index &+ 2])] &+= 1
                    counts[768 &+ Int(buffer[index &+ 3])] &+= 1
                    index &+= 4
                }
                while index < count {
                    counts[Int(buffer[index])] &+= 1
                    index &+= 1
                }
            }
        }
        return (0..<256).map { tables[$0] + tables[256 + $0] + tables[512 + $0] + tables[768 + $0] }
    }

    /// The grey levels spread linearly so the darkest 1% become black and the brightest 1% white.
    func contrastStretched() -> GrayFrame {
        let counts = histogram()
        let total = width * height
        var low = 0
        var seen = 0
        while low < 255 && seen + counts[low] <= total / 100 {
            seen += counts[low]
            low += 1
        }
        var high = 255
        seen = 0
        while high > 0 && seen + counts[high] <= total / 100 {
            seen += counts[high]
            high -= 1
        }
        guard high > low else { return self }
        let table = (0..<256).map { value in UInt8(max(0, min(255, (value - low) * 255 / (high - low)))) }
        return mapped(through: table)
    }

    /// Histogram equalization: grey levels spread so each is about equally common.
    func equalized() -> GrayFrame {
        let counts = histogram()
        let total = width * height
        var cumulative = 0
        let first = counts.first { $0 > 0 } ?? 0
        var table = [UInt8](repeating: 0, count: 256)
        for value in 0..<256 {
            cumulative += counts[value]
            let spread = total - first
            table[value] = spread > 0 ? UInt8(max(0, (cumulative - first) * 255 / spread)) : UInt8(value)
        }
        return mapped(through: table)
    }

    /// Black becomes white and white black, for light bars printed on a dark ground.
    package func inverted() -> GrayFrame {
        mapped(through: (0..<256).map { UInt8(255 - $0) })
    }

    /// An unsharp mask: each pixel pushed away from the mean of its 3x3 neighbourhood by `amount`.
    package func sharpened(amount: Int = 2) -> GrayFrame {
        mappedNeighbourhoods { centre, sum in UInt8(max(0, min(255, centre + amount * (centre * 9 - sum) / 9))) }
    }

    /// A 3x3 box blur (edges kept as they are).
    package func smoothed() -> GrayFrame {
        mappedNeighbourhoods { _, sum in UInt8((sum + 4) / 9) }
    }

    /// Each pixel but the edges replaced by `transform` of it and the sum of its 3x3
    /// neighbourhood (itself included); the edges kept as they are. The one loop of
    /// the 3x3 filters, inlined so that `transform` costs no call per pixel.
    @inline(__always)
    private func mappedNeighbourhoods(_ transform: (_ centre: Int, _ sum: Int) -> UInt8) -> GrayFrame {
        guard width >= 3, height >= 3 else { return self }
        let width = self.width
        let height = self.height
        let pixels = self.pixels.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
                for index in 0..<(width * height) { out[index] = old[index] }
                for y in 1..<(height - 1) {
                    let row = y * width
                    for x in 1..<(width - 1) {
                        let index = row + x
                        let above = index - width
                        let below = index + width
                        var sum = Int(old[above - 1]) + Int(old[above]) + Int(old[above + 1])
                        sum += Int(old[index - 1]) + Int(old[index]) + Int(old[index + 1])
                        sum += Int(old[below - 1]) + Int(old[below]) + Int(old[below + 1])
                        out[index] = transform(Int(old[index]), sum)
                    }
                }
                count = width * height
            }
        }
        return GrayFrame(trusted: width, height, pixels)
    }

    /// Adaptive threshold: black where a pixel is darker than the mean of the `window` x `window`
    /// square around it (by `bias` grey levels), white elsewhere. Evens out shadows and glare.
    func thresholded(window: Int, bias: Int = 4) -> GrayFrame {
        let width = self.width
        let height = self.height
        let half = max(1, window / 2)
        let integral = integralImage()
        let stride = width + 1
        let pixels = self.pixels.withUnsafeBufferPointer { old in
            integral.withUnsafeBufferPointer { sums in
                [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
                    for y in 0..<height {
                        let top = max(0, y - half)
                        let bottom = min(height, y + half + 1)
                        for x in 0..<width {
                            let left = max(0, x - half)
                            let right = min(width, x + half + 1)
                            let sum =
                                sums[bottom * stride + right] - sums[top * stride + right]
                                - sums[bottom * stride + left] + sums[top * stride + left]
                            let area = (bottom - top) * (right - left)
                            out[y * width + x] = Int(old[y * width + x]) * area + bias * area < sum ? 0 : 255
                        }
                    }
                    count = width * height
                }
            }
        }
        return GrayFrame(trusted: width, height, pixels)
    }

    /// Sums of all pixels above and left of each position, one extra row and column of zeros first.
    private func integralImage() -> [Int] {
        let stride = width + 1
        var sums = [Int](repeating: 0, count: stride * (height + 1))
        pixels.withUnsafeBufferPointer { old in
            sums.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    var rowSum = 0
                    for x in 0..<width {
                        rowSum += Int(old[y * width + x])
                        out[(y + 1) * stride + x + 1] = out[y * stride + x + 1] + rowSum
                    }
                }
            }
        }
        return sums
    }
}
