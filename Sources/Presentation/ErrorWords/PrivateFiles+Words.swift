import Basics

/// How `PrivateFiles.Failure` is said to a person (Basics words nothing).
extension PrivateFiles.Failure: CustomStringConvertible {
    package var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            "cannot create the folder \(path): \(reason); set XDG_DATA_HOME to a folder you can write to"
        case .cannotCreateFile(let path, let reason):
            "cannot create \(path): \(reason); check that you can write to its folder"
        }
    }
}
