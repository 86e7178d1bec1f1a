internal import CQREncode

/// A QR code (libqrencode) drawn with half-block characters, two modules per line, so a phone's
/// camera reads it off the terminal.
/// - SeeAlso: https://fukuchi.org/works/qrencode/manual/qrencode_8h.html
package struct QRCode: Sendable, Equatable {
    /// The modules, row by row: true is dark.
    package let modules: [[Bool]]

    /// The code for `text` (error correction level L, 8-bit mode, the smallest version that fits);
    /// nil when libqrencode cannot encode it (too long).
    package init?(_ text: String) {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_L, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        modules = (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }

    /// How many light modules surround the code (the standard asks for 4).
    static let quietZone = 4

    /// The lines to print. With `colour`, dark modules are black on a white background whatever the
    /// terminal's colours; without, light modules are drawn as blocks (for a dark terminal, as
    /// `qrencode -t UTF8` does).
    package func lines(colour: Bool) -> [String] {
        let size = modules.count + 2 * Self.quietZone
        func dark(_ row: Int, _ column: Int) -> Bool {
            let (r, c) = (row - Self.quietZone, column - Self.quietZone)
            guard modules.indices.contains(r), modules.indices.contains(c) else { return false }
            return modules[r][c]
        }
        return stride(from: 0, to: size, by: 2).map { row in
            let cells = (0..<size).map { column -> Character in
                let (top, bottom) = (dark(row, column), row + 1 < size && dark(row + 1, column))
                // The block drawn is what is dark with colour, what is light without.
                let (upper, lower) = colour ? (top, bottom) : (!top, row + 1 < size && !bottom)
                switch (upper, lower) {
                case (true, true): return "█"
                case (true, false): return "▀"
                case (false, true): return "▄"
                case (false, false): return " "
                }
            }
            let text = String(cells)
            return colour ? "\u{1B}[30;107m" + text + "\u{1B}[0m" : text
        }
    }
}
