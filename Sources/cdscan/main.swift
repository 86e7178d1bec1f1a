import CDScanCLI
