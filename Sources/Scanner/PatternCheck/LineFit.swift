/// A candidate's pattern fitted to one scan line: module map and blur by Levenberg–Marquardt,
/// and a quadratic offset and a linear gain in the place along the line (glare) by linear least
/// squares, the profile being offset + gain × the ideal profile (gain < 0: bars are dark).
struct LineFit: Sendable {
    /// The module map fitted.
    var map: ModuleMap
    /// The blur fitted, in pixels.
    var blur: Double
    /// Where the samples fitted start along the line (a pixel apart).
    var first: Double
    /// The ideal profile at the samples.
    var template: [Double]
    /// The samples less the offset, over the gain: in the ideal profile's units (1 = bar).
    var normalised: [Double]
    /// The mean squared difference of `normalised` and `template`.
    var meanSquaredResidual: Double
    /// The correlation of the samples less the offset with the gain times the ideal profile
    /// (-1 when the gain is not negative everywhere).
    var correlation: Double

    /// The greatest perspective stretch.
    static let greatestStretch = 0.35
    /// The greatest blur, in modules.
    static let greatestBlur = 1.2
    static let iterations = 12

    /// The fit of `bars` to `line` from `coarse`; nil when the line does not cross the whole symbol.
    init?(_ line: ScanLine, bars: [(start: Double, end: Double)], from coarse: CoarseFit) {
        let (start, width) = (coarse.start, coarse.width)
        // Every pattern ends with a bar: the last bar's end is the symbol's length in modules.
        let total = bars.last?.end ?? 95
        guard line.start <= start + 2 * width, line.end >= start + (total - 2) * width else { return nil }
        let firstIndex = max(0, Int((start - 3 * width - line.start).rounded(.up)))
        let lastIndex = min(line.values.count - 1, Int((start + (total + 3) * width - line.start).rounded(.down)))
        guard lastIndex - firstIndex + 1 >= 20 else { return nil }
        let first = line.start + Double(firstIndex)
        let profile = Array(line.values[firstIndex...lastIndex])
        let count = profile.count
        let centre = first + Double(count - 1) / 2
        let scale = max(1, Double(count - 1) / 2)
        let z = (0..<count).map { (first + Double($0) - centre) / scale }

        let lower = [start - 3 * width, 0.95 * width, -Self.greatestStretch, 0.2]
        let upper = [start + 3 * width, 1.05 * width, Self.greatestStretch, max(0.25, Self.greatestBlur * width)]
        func clamp(_ x: [Double]) -> [Double] {
            (0..<4).map { min(max(x[$0], lower[$0]), upper[$0]) }
        }
        func profileOf(_ x: [Double], derivatives: Bool) -> BarProfile {
            BarProfile(
                bars, map: ModuleMap(start: x[0], width: x[1], stretch: x[2], total: total), blur: abs(x[3]),
                first: first,
                count: count, derivatives: derivatives)
        }
        // The offset and gain for an ideal profile, and the sum of squared residuals.
        func linear(_ template: [Double]) -> (coefficients: [Double], error: Double) {
            let (normal, right) = Self.normalEquations(size: 5, count: count) { index, row in
                let (zz, t) = (z[index], template[index])
                row[0] = 1
                row[1] = zz
                row[2] = zz * zz
                row[3] = t
                row[4] = t * zz
                return profile[index]
            }
            let coefficients = Self.solve(normal, right, ridge: 1e-9) ?? [Double](repeating: 0, count: 5)
            var error = 0.0
            for index in 0..<count {
                let residual = profile[index] - Self.model(coefficients, z[index], template[index])
                error += residual * residual
            }
            return (coefficients, error)
        }

        var x = [start, width, coarse.stretch, CoarseFit.blur * width]
        x[2] = min(max(x[2], lower[2] + 1e-6), upper[2] - 1e-6)
        x[3] = min(max(x[3], lower[3] + 1e-6), upper[3] - 1e-6)
        var (coefficients, error) = linear(profileOf(x, derivatives: false).values)
        var damping = 1e-3
        for _ in 0..<Self.iterations {
            let rendered = profileOf(x, derivatives: true)
            // The Jacobian of the model in the 5 linear and 4 map parameters.
            let (normal, right) = Self.normalEquations(size: 9, count: count) { index, row in
                let (zz, t) = (z[index], rendered.values[index])
                let gain = coefficients[3] + coefficients[4] * zz
                row[0] = 1
                row[1] = zz
                row[2] = zz * zz
                row[3] = t
                row[4] = t * zz
                row[5] = gain * rendered.byStart[index]
                row[6] = gain * rendered.byWidth[index]
                row[7] = gain * rendered.byStretch[index]
                row[8] = gain * rendered.byBlur[index]
                return profile[index] - Self.model(coefficients, zz, t)
            }
            var improved = false
            for _ in 0..<8 {
                var damped = normal
                for a in 0..<9 { damped[a][a] += damping * max(normal[a][a], 1e-12) }
                guard let step = Self.solve(damped, right, ridge: 1e-12) else { break }
                let trial = clamp((0..<4).map { x[$0] + step[5 + $0] })
                let (trialCoefficients, trialError) = linear(profileOf(trial, derivatives: false).values)
                if trialError < error {
                    let gainEnough = error - trialError > 1e-6 * error
                    (x, coefficients, error) = (trial, trialCoefficients, trialError)
                    damping = max(damping / 3, 1e-9)
                    improved = gainEnough
                    break
                }
                damping *= 4
            }
            if !improved { break }
        }

        let template = profileOf(x, derivatives: false).values
        let offsets = z.map { coefficients[0] + coefficients[1] * $0 + coefficients[2] * $0 * $0 }
        var gains = z.map { coefficients[3] + coefficients[4] * $0 }
        var correlation = -1.0
        if gains.allSatisfy({ $0 < 0 }) {
            let fitted = (0..<count).map { gains[$0] * template[$0] }
            let measured = (0..<count).map { profile[$0] - offsets[$0] }
            correlation = Self.pearson(fitted, measured) ?? -1
        } else {
            gains = gains.map { min($0, -1e-3) }
        }
        map = ModuleMap(start: x[0], width: x[1], stretch: x[2], total: total)
        blur = abs(x[3])
        self.first = first
        self.template = template
        normalised = (0..<count).map { (profile[$0] - offsets[$0]) / gains[$0] }
        meanSquaredResidual =
            zip(normalised, template).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } / Double(count)
        self.correlation = correlation
    }

    @inline(__always) static func model(_ coefficients: [Double], _ z: Double, _ template: Double) -> Double {
        coefficients[0] + coefficients[1] * z + coefficients[2] * z * z + (coefficients[3] + coefficients[4] * z)
            * template
    }

    /// The normal equations (matrix and right side) of a least-squares problem of `size`
    /// unknowns over `count` rows, `row` filling each row's coefficients and returning its target.
    static func normalEquations(
        size: Int, count: Int, row: (Int, UnsafeMutableBufferPointer<Double>) -> Double
    ) -> (matrix: [[Double]], right: [Double]) {
        var matrix = [Double](repeating: 0, count: size * size)
        var right = [Double](repeating: 0, count: size)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: size) { coefficients in
            matrix.withUnsafeMutableBufferPointer { matrix in
                right.withUnsafeMutableBufferPointer { right in
                    for index in 0..<count {
                        let target = row(index, coefficients)
                        for a in 0..<size {
                            let value = coefficients[a]
                            right[a] += value * target
                            for b in a..<size { matrix[a * size + b] += value * coefficients[b] }
                        }
                    }
                }
            }
        }
        let rows = (0..<size).map { a in (0..<size).map { b in a <= b ? matrix[a * size + b] : matrix[b * size + a] } }
        return (rows, right)
    }

    /// Pearson's correlation; nil when either is constant.
    static func pearson(_ a: [Double], _ b: [Double]) -> Double? {
        let count = Double(a.count)
        let (meanA, meanB) = (a.reduce(0, +) / count, b.reduce(0, +) / count)
        var (ab, aa, bb) = (0.0, 0.0, 0.0)
        for index in a.indices {
            let (da, db) = (a[index] - meanA, b[index] - meanB)
            ab += da * db
            aa += da * da
            bb += db * db
        }
        guard aa > 0, bb > 0 else { return nil }
        return ab / (aa * bb).squareRoot()
    }

    /// The solution of the symmetric system `matrix` x = `right` by Gaussian elimination with
    /// partial pivoting, `ridge` times the diagonal's largest entry added to it (a constant
    /// template leaves the gain's columns dependent); nil when singular.
    static func solve(_ matrix: [[Double]], _ right: [Double], ridge: Double) -> [Double]? {
        let size = right.count
        var a = matrix
        var b = right
        let largest = (0..<size).map { a[$0][$0] }.max() ?? 0
        for index in 0..<size { a[index][index] += ridge * max(largest, 1e-300) }
        for column in 0..<size {
            guard let pivot = (column..<size).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                abs(a[pivot][column]) > 1e-300
            else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<size {
                let factor = a[row][column] / a[column][column]
                guard factor != 0 else { continue }
                for k in column..<size { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: size)
        for row in stride(from: size - 1, through: 0, by: -1) {
            var total = b[row]
            for k in (row + 1)..<size { total -= a[row][k] * x[k] }
            x[row] = total / a[row][row]
        }
        return x
    }
}
