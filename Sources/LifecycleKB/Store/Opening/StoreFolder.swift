import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The folder a new store goes into: it must exist (a typo'd `--db` is not created with all its
/// folders), except for the default location, whose folders are made.
enum StoreFolder {
    /// Makes sure the folder of `path` exists, creating it (and its parents) only when asked.
    static func prepare(for path: String, creating: Bool) throws(StoreError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw StoreError.database("cannot create \(path): \(folder) is not a folder") }
            return
        }
        guard creating else {
            throw StoreError.database("cannot create \(path): the folder \(folder) does not exist (create it first, or check the path)")
        }
        var made = ""
        for component in (folder as NSString).pathComponents {
            made = made.isEmpty ? component : (made as NSString).appendingPathComponent(component)
            if mkdir(made, 0o755) != 0, errno != EEXIST {
                throw StoreError.database("cannot create the folder \(made) for the store: \(String(cString: strerror(errno)))")
            }
        }
    }
}
