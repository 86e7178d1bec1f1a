#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The size of the terminal stderr is on, asked again for every preview frame,
/// so resizing the window (SIGWINCH) needs no handler.
package enum TerminalSize {
    /// Columns and rows of the terminal on stderr; nil when stderr is not a terminal.
    package static func standardError() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
