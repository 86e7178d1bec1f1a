/// Where module edges lie along a scan line: a projective map, as perspective makes a symbol's
/// modules narrow from one end to the other.
///
/// Edge m (0 to n, the symbol's `total` modules: 95 for an EAN-13) lies at
/// start + width m (1 + stretch) / (1 + stretch m / n): the module width goes from
/// width (1 + stretch) at the start to width / (1 + stretch) at the end.
struct ModuleMap: Sendable {
    var start: Double
    var width: Double
    var stretch: Double
    /// The symbol's length in modules, guards included.
    var total: Double

    /// Where module edge `module` lies.
    @inline(__always) func position(_ module: Double) -> Double {
        start + width * module * (1 + stretch) / (1 + stretch * module / total)
    }

    /// How `position(module)` moves with the width.
    @inline(__always) func byWidth(_ module: Double) -> Double {
        module * (1 + stretch) / (1 + stretch * module / total)
    }

    /// How `position(module)` moves with the stretch.
    @inline(__always) func byStretch(_ module: Double) -> Double {
        let denominator = 1 + stretch * module / total
        return width * module * (1 - module / total) / (denominator * denominator)
    }
}
