import Basics
internal import CDiscID
import Foundation

/// Tells apart why a drive could not be read: the errno of cdscan's own `open(2)`, then the
/// drive and disc status ioctls (`CDROM_DRIVE_STATUS`, `CDROM_DISC_STATUS`).
///
/// - SeeAlso: https://www.kernel.org/doc/html/latest/userspace-api/ioctl/cdrom.html
enum DriveDiagnosis {
    /// What is wrong with `path`, after libdiscid failed with `libdiscid`.
    static func examine(_ path: String, libdiscid detail: String) -> DiscError {
        let drive: OpenDrive
        do {
            drive = try open(path, libdiscid: detail)
        } catch {
            return error
        }
        defer { drive.close() }
        switch drive.driveStatus() {
        case .failure(let code) where code == ENOTTY || code == EINVAL: return .notADrive(device: path)
        case .status(CDS_NO_DISC): return .noDisc(device: path, trayOpen: false, detail: detail)
        case .status(CDS_TRAY_OPEN): return .noDisc(device: path, trayOpen: true, detail: detail)
        case .status(CDS_DRIVE_NOT_READY): return .notReady(device: path)
        default: break
        }
        switch drive.discStatus() {
        case .status(CDS_NO_DISC): return .noDisc(device: path, trayOpen: false, detail: detail)
        case .status(CDS_DATA_1), .status(CDS_DATA_2), .status(CDS_XA_2_1), .status(CDS_XA_2_2):
            return .dataDisc(device: path, detail: detail)
        default: return .unreadable(device: path, detail: detail)
        }
    }

    /// Opens `path` for ioctls, or the error its errno means.
    static func open(_ path: String, libdiscid detail: String?) throws(DiscError) -> OpenDrive {
        let descriptor = SystemCall.retryingEINTR { CDiscID_open_drive(path) }
        guard descriptor < 0 else { return OpenDrive(descriptor: descriptor) }
        throw error(openErrno: errno, path: path, detail: detail)
    }

    /// The error for an `open(2)` of a drive that failed with `code`.
    static func error(openErrno code: Int32, path: String, detail: String?) -> DiscError {
        switch code {
        case ENOENT, ENODEV, ENXIO, ENOTDIR: .noDrive(device: path, detail: detail)
        case EACCES, EPERM, EROFS: .permission(device: path, group: group(of: path), detail: detail)
        case ENOMEDIUM: .noDisc(device: path, trayOpen: false, detail: detail)
        default: .unreadable(device: path, detail: detail ?? DiscDrive.text(code))
        }
    }

    /// The name of the group owning `path` ("cdrom"), for the advice on permissions.
    static func group(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_gid != 0, let entry = getgrgid(info.st_gid) else { return nil }
        return String(cString: entry.pointee.gr_name)
    }
}

/// A drive opened with O_NONBLOCK, for status and eject ioctls; closed by `close()`.
struct OpenDrive {
    enum Answer: Equatable {
        case status(Int32)
        case failure(errno: Int32)
    }

    let descriptor: Int32

    /// CDROM_DRIVE_STATUS for the current slot: CDS_NO_DISC, CDS_TRAY_OPEN, CDS_DRIVE_NOT_READY, CDS_DISC_OK.
    func driveStatus() -> Answer {
        ask(UInt(CDROM_DRIVE_STATUS), Int32(CDSL_CURRENT))
    }

    /// CDROM_DISC_STATUS: CDS_AUDIO, CDS_MIXED, CDS_DATA_1 and the other data kinds.
    func discStatus() -> Answer {
        ask(UInt(CDROM_DISC_STATUS), 0)
    }

    /// CDROMEJECT; the errno when the drive refuses.
    func eject() -> Int32? {
        if case .failure(let code) = ask(UInt(CDROMEJECT), 0) { return code }
        return nil
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    private func ask(_ request: UInt, _ argument: Int32) -> Answer {
        let result = SystemCall.retryingEINTR { CDiscID_ioctl_int(descriptor, request, argument) }
        return result < 0 ? .failure(errno: errno) : .status(result)
    }
}
