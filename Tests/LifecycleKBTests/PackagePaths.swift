import Foundation

@testable import LifecycleKB

/// Where the package and its test fixtures are, found from this source file.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
}

/// Fresh store paths in a temporary folder per test.
enum TemporaryStore {
    /// The folder every store of this test process is made in, removed when the process exits: a
    /// folder per test left behind was gigabytes of /tmp after a few runs of the suite.
    private static let root: URL = {
        atexit { try? FileManager.default.removeItem(at: TemporaryStore.root) }
        return FileManager.default.temporaryDirectory.appending(path: "lifecycle-kb-tests-\(UUID().uuidString)")
    }()

    static func path() throws -> String {
        let folder = root.appending(path: UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appending(path: "kb.sqlite").path()
    }

    /// A fresh path holding a store as a first opening makes it: a copy of one created once per test
    /// process. Creating a store (all of Data/ read, validated and its logs checked) is seconds of CPU
    /// in a debug build; tests of what a store does once it exists need not pay it again.
    static func created() throws -> String {
        let copy = try path()
        try FileManager.default.copyItem(atPath: try template.get(), toPath: copy)
        return copy
    }

    private static let template = Result { () throws -> String in
        let path = try Self.path()
        do { _ = try KnowledgeStore(path: path) }
        // Closed, its write-ahead log is checkpointed; a copy of the main file is then the whole store.
        let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        guard wal == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        return path
    }
}
