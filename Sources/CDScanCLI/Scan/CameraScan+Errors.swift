import Scanner

extension CameraScan {
    /// The sentence after "Error: " for a camera failure.
    ///
    /// The library's advice, except that "busy" says plainly what to do about it;
    /// the status (75) tells scripts that trying again later can work.
    static func message(for error: CameraError) -> String {
        if case .busy(let device) = error {
            return "\(device) is in use by another program (a video call, a browser tab, zbarcam): "
                + "close it and try again."
        }
        return error.description
    }
}
