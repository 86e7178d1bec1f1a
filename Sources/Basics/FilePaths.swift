/// How cdscan reads a path the user typed.
public enum FilePaths {
    /// `path` as given when absolute, else relative to `directory` (the working directory of
    /// the command): the one rule for every path option and argument.
    public static func resolve(_ path: String, in directory: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard !directory.isEmpty else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
