/// Where module edges lie along a scan line: a projective map, as perspective makes a symbol's
/// modules narrow from one end to the other.
///
/// Edge m (0 to 95) lies at start + width m (1 + stretch) / (1 + stretch m / 95): the module
/// width goes from width (1 + stretch) at the start to width / (1 + stretch) at the end.
struct ModuleMap: Sendable {
    var start: Double
    var width: Double
    var stretch: Double

    /// Where module edge `module` lies.
    @inline(__always) func position(_ module: Double) -> Double {
        start + width * module * (1 + stretch) / (1 + stretch * module / 95)
    }

    /// How `position(module)` moves with the width.
    @inline(__always) func byWidth(_ module: Double) -> Double {
        module * (1 + stretch) / (1 + stretch * module / 95)
    }

    /// How `position(module)` moves with the stretch.
    @inline(__always) func byStretch(_ module: Double) -> Double {
        let denominator = 1 + stretch * module / 95
        return width * module * (1 - module / 95) / (denominator * denominator)
    }
}
