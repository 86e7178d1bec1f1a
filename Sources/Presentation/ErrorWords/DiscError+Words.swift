import Disc

/// How `DiscError` is said to a person (the error holds the data: Disc words nothing).
extension DiscError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .noDrive(nil, _):
            // Said by `disc` and `catalog --disc` alike, and only `disc` takes --toc: named with its command.
            return "no CD drive found (no /dev/sr0 or later); connect one or name its device ('cdscan disc --toc' "
                + "identifies a disc by a table of contents read elsewhere)"
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

    /// " (libdiscid: cannot open device `/dev/sr0')", or nothing.
    private static func said(_ detail: String?) -> String {
        detail.map { " (libdiscid: \($0))" } ?? ""
    }
}
