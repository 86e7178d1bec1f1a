/// A photo decoded to grey and turned upright, with what was learned on the way.
package struct LoadedImage: Sendable {
    /// The upright grey pixels (EXIF orientation applied), possibly decoded at a reduced scale.
    package var frame: GrayFrame
    /// The file's format, from its magic bytes.
    package var format: ImageFormat
    /// The orientation the file recorded (already applied to `frame`).
    package var orientation: Orientation
    /// The size the file declares, as stored (before orientation).
    package var storedWidth: Int
    /// The size the file declares, as stored (before orientation).
    package var storedHeight: Int
    /// Damage the decoder worked around (a JPEG cut short, corrupt data); the frame is complete
    /// but may hold grey or garbage where the damage is. nil for a sound file.
    package var damage: ImageError?

    /// Whether the frame was decoded smaller than stored, to bound memory and time.
    package var isReduced: Bool {
        frame.width * frame.height < storedWidth * storedHeight
    }

    /// The size the file declares, turned upright: the size of `frame` before any reduction.
    package var uprightSize: (width: Int, height: Int) {
        orientation.swapsSides ? (storedHeight, storedWidth) : (storedWidth, storedHeight)
    }
}
