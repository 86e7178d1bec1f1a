import Basics

/// How `OutputFileError` is said to a person (the error holds the data: Basics words nothing).
extension OutputFileError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .isAnInput(let path, let input):
            return "the output \(path) is the same file as \(input), which cdscan reads: "
                + "choose another file (nothing was written)"
        case .isAFolder(let path):
            return "cannot write \(path): it is a folder; name a file inside it"
        case .noFolder(let path, let folder):
            return "cannot write \(path): the folder \(folder) does not exist"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason); check that you can write to it and its folder"
        }
    }
}
