/// Why a disc could not be read or identified (worded as advice in `Presentation/ErrorWords`).
///
/// libdiscid reports failures as text only ("cannot read table of contents"),
/// so `DriveDiagnosis` tells the cases apart with its own `open(2)` and the
/// drive's status ioctls; libdiscid's text is kept in `detail`.
package enum DiscError: Error, Equatable, Sendable {
    /// No CD drive at all (no `/dev/sr*`), or nothing at the path given.
    case noDrive(device: String?, detail: String?)
    /// The path exists but is not a CD drive (the CD-ROM ioctls are refused).
    case notADrive(device: String)
    /// The drive is empty, or its tray is open.
    case noDisc(device: String, trayOpen: Bool, detail: String?)
    /// The drive is still spinning the disc up.
    case notReady(device: String)
    /// The disc holds data (a CD-ROM or DVD), not audio tracks.
    case dataDisc(device: String, detail: String?)
    /// The drive may not be opened by this user.
    case permission(device: String, group: String?, detail: String?)
    /// The drive has an audio disc but its table of contents could not be read.
    case unreadable(device: String, detail: String)
    /// A table of contents given by hand that is not one.
    case invalidTOC(String, reason: String)
    /// The drive would not eject the disc.
    case ejectFailed(device: String, reason: String)

    /// The drive that holds a disc despite the error (a data disc, an unreadable one), so that
    /// `--eject` still makes room for the next disc; nil when there is none to eject.
    package var discInDrive: String? {
        switch self {
        case .dataDisc(let device, _), .unreadable(let device, _): device
        default: nil
        }
    }
}
