import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file the tool writes for the user (`--out`): written whole beside its destination, then moved
/// into place, so a failed write leaves nothing half-written; it never goes through a symlink, and
/// never replaces what is already there unless asked.
public enum NewFile {
    /// Writes `bytes` to `destination`; with `replacing`, a file already there is replaced (a symlink
    /// is replaced itself, its target untouched), else it is an error.
    public static func write(_ bytes: some Collection<UInt8>, to destination: String, replacing: Bool) throws(StoreError) {
        let temporary = temporaryPath(beside: destination)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(destination, errno) }
        var failed: Int32 = 0
        let copied = Array(bytes)
        copied.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                offset += written
            }
        }
        if failed == 0, close(descriptor) != 0 { failed = errno } else if failed != 0 { close(descriptor) }
        guard failed == 0 else {
            unlink(temporary)
            throw failure(destination, failed)
        }
        try publish(temporary, as: destination, replacing: replacing)
    }

    /// A name beside `destination`, unused so far, to write into before `publish`.
    public static func temporaryPath(beside destination: String) -> String {
        let url = URL(fileURLWithPath: destination)
        return url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).\(UUID().uuidString).partial").path()
    }

    /// Moves the finished `temporary` file to `destination` (on the same file system), or removes it
    /// and fails. Without `replacing`, `link` puts it there only if nothing, not even a dangling
    /// symlink, has the name; `rename` replaces a name's entry, never what a symlink points to.
    public static func publish(_ temporary: String, as destination: String, replacing: Bool) throws(StoreError) {
        defer { unlink(temporary) }
        if replacing {
            guard rename(temporary, destination) == 0 else { throw failure(destination, errno) }
            return
        }
        if link(temporary, destination) == 0 { return }
        if errno == EEXIST { throw exists(destination) }
        // A file system without hard links: claim the name exclusively, then move the file over it.
        let claim = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard claim >= 0 else { throw errno == EEXIST ? exists(destination) : failure(destination, errno) }
        close(claim)
        guard rename(temporary, destination) == 0 else {
            let reason = errno
            unlink(destination)
            throw failure(destination, reason)
        }
    }

    /// Whether anything, a dangling symlink included, has the name `path`.
    public static func exists(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func exists(_ destination: String) -> StoreError {
        .database("\(destination) already exists; give a new file, or --force to replace it")
    }

    static func failure(_ destination: String, _ code: Int32) -> StoreError {
        .database("cannot write \(destination): \(String(cString: strerror(code)))")
    }
}
