import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive advisory lock on a side file, held while the store is migrated or refreshed, so
/// concurrent first runs do not race.
struct FileLock {
    private let descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw StoreError.database("cannot open lock file \(path)") }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw StoreError.database("cannot lock \(path)")
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
