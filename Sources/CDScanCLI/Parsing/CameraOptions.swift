import CommandLineKit
import PhoneServer
import Workflows

/// The options of the commands that read with the webcam or a phone: `scan` and `audit`.
protocol CameraOptions: Sendable {
    /// `--phone`: a phone's browser, not the webcam.
    var phone: Bool { get }
    /// `--listen`, `--key-file`: the phone page's.
    var listen: ListenAddress? { get }
    var keyFile: String? { get }
}

extension CameraOptions {
    /// The phone page's options without `--phone`, worded for `command`; nil when none.
    func phoneProblem(command: String) -> UsageError? {
        if listen != nil, !phone {
            return UsageError(
                "'--listen' is for --phone: cdscan \(command) --phone --listen ADDRESS:PORT", command: command)
        }
        if keyFile != nil, !phone {
            return UsageError(
                "'--key-file' is for --phone: cdscan \(command) --phone --key-file FILE", command: command)
        }
        return nil
    }
}

extension ScanOptions: CameraOptions {}
extension AuditOptions: CameraOptions {}
