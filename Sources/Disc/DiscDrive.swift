import Foundation

/// A CD drive, by device path: finds the default one, reads its disc, ejects it.
package struct DiscDrive: Sendable, Equatable {
    /// The device, e.g. "/dev/sr0".
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// The first CD drive in `directory`: `sr0`, then `sr1` and on, by number.
    ///
    /// libdiscid's own default is a fixed `/dev/cdrom`, a udev symlink that is
    /// missing on many systems (and in containers); the kernel always names
    /// SCSI/ATAPI CD drives `srN`.
    package static func first(in directory: String = "/dev") throws(DiscError) -> DiscDrive {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let numbers = names.compactMap { name -> Int? in
            guard name.hasPrefix("sr"), name.count > 2, name.dropFirst(2).allSatisfy(\.isNumber) else { return nil }
            return Int(name.dropFirst(2))
        }
        guard let number = numbers.min() else { throw .noDrive(device: nil, detail: nil) }
        return DiscDrive(path: (directory as NSString).appendingPathComponent("sr\(number)"))
    }

    /// Reads the disc's table of contents and MCN.
    ///
    /// libdiscid is asked first; only when it fails does `DriveDiagnosis` open
    /// the drive itself to say why, keeping libdiscid's text.
    package func read() throws(DiscError) -> Disc {
        let handle = DiscIDHandle()
        if let disc = handle.read(device: path) { return disc }
        throw DriveDiagnosis.examine(path, libdiscid: handle.errorMessage)
    }

    /// Opens the tray (the CDROMEJECT ioctl; libdiscid has no eject).
    package func eject() throws(DiscError) {
        let drive = try DriveDiagnosis.open(path, libdiscid: nil)
        defer { drive.close() }
        if let errno = drive.eject() {
            throw .ejectFailed(device: path, reason: errno == EBUSY ? "it is in use (mounted?)" : Self.text(errno))
        }
    }

    /// strerror(3) for `code`.
    static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
