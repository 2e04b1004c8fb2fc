import Foundation

/// A generated trace's file, where both trace writers start and end.
enum TraceFile {
    /// Creates the file, has `body` write it, then waits until it is on disk: the kernel writes a
    /// fresh gigabyte back about half a minute later, and on a two-core machine that writeback ran
    /// during the next shape's measurements (each shape's 1M figure followed the last one's 10M file).
    static func write<T>(to url: URL, _ body: (FileHandle) throws -> T) throws -> T {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let result = try body(handle)
        try handle.synchronize()
        return result
    }
}
