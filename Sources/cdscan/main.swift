import CDScanCLI
import Foundation

// The whole program: run the command line, exit with its status.
exit(CDScan.run(Array(CommandLine.arguments.dropFirst()), context: .standard()).rawValue)
