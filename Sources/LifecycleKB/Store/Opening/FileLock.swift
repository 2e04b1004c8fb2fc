import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An advisory lock on the side file `STORE.lock`, the writers' lock: every write transaction holds
/// it shared (SQLite orders the writers among themselves), while migrating or refreshing the store
/// and `db recover`, which replaces the file, hold it exclusively, so neither runs beside a write.
struct FileLock {
    private let descriptor: Int32

    /// Waits for the lock on `path`, exclusive unless `exclusive` is false.
    init(path: String, exclusive: Bool = true) throws(StoreError) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw StoreError.database("cannot open lock file \(path): \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw StoreError.database("cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The writers' lock of the store at `path`; nil for an in-memory store, which no other process sees.
    static func writers(of path: String, exclusive: Bool) throws(StoreError) -> FileLock? {
        guard path != ":memory:" else { return nil }
        return try FileLock(path: path + ".lock", exclusive: exclusive)
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
