/// Why a disc could not be read or identified, worded as advice.
///
/// libdiscid reports failures as text only ("cannot read table of contents"),
/// so `DriveDiagnosis` tells the cases apart with its own `open(2)` and the
/// drive's status ioctls; libdiscid's text is kept in `detail`.
package enum DiscError: Error, Equatable, Sendable, CustomStringConvertible {
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

    package var description: String {
        switch self {
        case .noDrive(nil, _):
            return "no CD drive found (no /dev/sr0 or later); connect one, name its device, or give a table of "
                + "contents with --toc"
        case .noDrive(let device?, let detail):
            return "there is no CD drive at \(device)\(Self.said(detail)); name another device, or run without one "
                + "to use the first drive found"
        case .notADrive(let device):
            return "\(device) is not a CD drive (it refuses the CD-ROM status request)"
        case .noDisc(let device, let trayOpen, let detail):
            let state = trayOpen ? "the tray of \(device) is open" : "there is no disc in \(device)"
            return "\(state)\(Self.said(detail)); insert an audio CD and run cdscan again"
        case .notReady(let device):
            return "\(device) is not ready yet (the disc is still spinning up); try again in a few seconds"
        case .dataDisc(let device, let detail):
            return "the disc in \(device) is a data disc (CD-ROM or DVD), not an audio CD\(Self.said(detail)); "
                + "only audio CDs have a disc ID"
        case .permission(let device, let group, let detail):
            let advice =
                group.map { "add yourself to the group \($0) (sudo adduser \"$USER\" \($0)), then log in again" }
                ?? "ask for read access to it"
            return "no permission to read \(device)\(Self.said(detail)); \(advice)"
        case .unreadable(let device, let detail):
            return "cannot read the table of contents of the disc in \(device) (libdiscid: \(detail)); clean the "
                + "disc or try another drive"
        case .invalidTOC(let text, let reason):
            return "\"\(text)\" is not a table of contents in the form FIRST LAST LEADOUT OFFSET...: \(reason)"
        case .ejectFailed(let device, let reason):
            return "cannot eject the disc from \(device): \(reason)"
        }
    }

    /// The drive that holds a disc despite the error (a data disc, an unreadable one), so that
    /// `--eject` still makes room for the next disc; nil when there is none to eject.
    package var discInDrive: String? {
        switch self {
        case .dataDisc(let device, _), .unreadable(let device, _): device
        default: nil
        }
    }

    /// " (libdiscid: cannot open device `/dev/sr0')", or nothing.
    private static func said(_ detail: String?) -> String {
        detail.map { " (libdiscid: \($0))" } ?? ""
    }
}
