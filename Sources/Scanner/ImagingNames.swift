import Imaging

// The image names the phone scan's files use with `import Scanner` alone (Workflows/Scan/Phone*,
// Tests/PhoneServerTests, Tests/CDScanCLITests/PhoneStreaksTests), from before the decoders moved
// to Imaging; those files were being changed elsewhere at the time. Delete these once they import
// Imaging themselves.

/// `Imaging.GrayFrame`, under the name files that import only Scanner knew it by.
package typealias GrayFrame = Imaging.GrayFrame
/// `Imaging.ImageLoader`, under the name files that import only Scanner knew it by.
package typealias ImageLoader = Imaging.ImageLoader
/// `Imaging.LoadedImage`, under the name files that import only Scanner knew it by.
package typealias LoadedImage = Imaging.LoadedImage
