import Basics
import CDScanCLI
import Foundation

// No core file may hold the token: forbidden before anything is read.
CoreDumps.forbid()
// The whole program: run the command line, exit with its status.
exit(CDScan.run(Array(CommandLine.arguments.dropFirst()), context: .standard()).rawValue)
