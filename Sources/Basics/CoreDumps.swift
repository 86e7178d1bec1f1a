internal import CProcessControl

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Keeps what cdscan holds in memory (the Discogs token) out of core files.
///
/// A crash under `ulimit -c unlimited` once left a core holding the token six times. `main`
/// calls `forbid()` before it reads a setting: the process is made non-dumpable (no core
/// file whatever the limit or `core_pattern`, no ptrace by the same user) and its core size
/// limit set to 0, for a kernel that ignores the first.
package enum CoreDumps {
    /// Makes the process non-dumpable and its `RLIMIT_CORE` 0; returns whether both held.
    ///
    /// - SeeAlso: https://man7.org/linux/man-pages/man2/PR_SET_DUMPABLE.2const.html
    @discardableResult
    package static func forbid() -> Bool {
        let dumpable = CProcessControl_prctl_set_dumpable(0) == 0
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        let limited = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none) == 0
        return dumpable && limited
    }

    /// Whether this process may dump core (`PR_GET_DUMPABLE`).
    package static var allowed: Bool { CProcessControl_prctl_get_dumpable() != 0 }
}
