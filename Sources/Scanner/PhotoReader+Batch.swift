import Dispatch
import Glibc
import Imaging
import Synchronization

extension PhotoReader {
    /// Every core this process may use (at least one): those its CPU affinity allows (`taskset`,
    /// a container's cpuset), else every online one. More threads than cores would only make the
    /// files share a core and its cache.
    package static var availableCores: Int {
        allowedCores() ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// The cores in this process's affinity mask, from the `Cpus_allowed` line of
    /// /proc/self/status (Glibc's module does not export `sched_getaffinity`, a GNU extension).
    static func allowedCores() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("Cpus_allowed:") else { continue }
            let count = text.dropFirst("Cpus_allowed:".count).reduce(0) { sum, character in
                sum + (character.hexDigitValue?.nonzeroBitCount ?? 0)
            }
            return count > 0 ? count : nil
        }
        return nil
    }

    /// Reads every file named, and the image files in every folder named (see
    /// `ImageFileList.expand`), on `workers` threads; `each` gets the results in the order of
    /// the files, each as soon as it and every file before it are done, and returns whether to
    /// go on. A bad file never stops the others; `each` returning false (a refused token, say)
    /// does: the workers finish the files they are reading, start no other, and their results
    /// are dropped.
    package func scan(
        paths: [String], recursive: Bool = true, workers: Int = PhotoReader.availableCores,
        each: (PhotoScan) -> Bool
    ) {
        scan(entries: ImageFileList.expand(paths, recursive: recursive), workers: workers, each: each)
    }

    /// Like `scan(paths:recursive:workers:each:)`, over a list `ImageFileList.expand` already
    /// made (a caller that counts the files first, for progress, passes what it counted).
    package func scan(
        entries: [Result<String, ImageError>], workers: Int = PhotoReader.availableCores,
        each: (PhotoScan) -> Bool
    ) {
        let results = Mutex<[Int: PhotoScan]>([:])
        let done = entries.map { _ in DispatchSemaphore(value: 0) }
        let next = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        let reader = self
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, entries.count)) {
            DispatchQueue.global().async(group: group) {
                while !stopped.load(ordering: .relaxed) {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < entries.count else { return }
                    let scan = reader.scan(entries[index])
                    results.withLock { $0[index] = scan }
                    done[index].signal()
                }
            }
        }
        for index in entries.indices {
            done[index].wait()
            guard let scan = results.withLock({ $0.removeValue(forKey: index) }), each(scan) else {
                stopped.store(true, ordering: .relaxed)
                break
            }
        }
        group.wait()
    }

    /// Every result of `scan(paths:recursive:workers:each:)`, in file order.
    package func scan(paths: [String], recursive: Bool = true, workers: Int = PhotoReader.availableCores)
        -> [PhotoScan]
    {
        var scans: [PhotoScan] = []
        scan(paths: paths, recursive: recursive, workers: workers) { scan in
            scans.append(scan)
            return true
        }
        return scans
    }

    private func scan(_ entry: Result<String, ImageError>) -> PhotoScan {
        switch entry {
        case .success(let path):
            do throws(ImageError) {
                return PhotoScan(path: path, result: .success(try read(path: path)))
            } catch {
                return PhotoScan(path: path, result: .failure(error))
            }
        case .failure(let error):
            return PhotoScan(path: error.path, result: .failure(error))
        }
    }
}
